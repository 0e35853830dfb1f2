import type { ReportPoint } from '@guestnet/sdk';
import { Link } from '@tanstack/react-router';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { memo } from 'react';
import { type ChartColumn, ChartFrame } from '../../ui/chart/chart-frame';
import { LineSample } from '../../ui/chart/line-sample';
import { loadingChart } from '../../ui/chart/loading-chart';
import { PLOT_HEIGHT, plotWidth, TIME_PLOT_BOX, TimePlot } from '../../ui/chart/time-plot';
import { useChartWidth } from '../../ui/chart/use-chart-width';
import { formatNumber } from '../../ui/list/format';
import type { ChartContext } from './chart-context';
import { partialName, partialPoint, pointLabel, pointText } from './overview-range';
import { PointLink } from './point-link';
import { pointLink } from './report-links';

// Memoised as the other charts are (chart-context.ts); the lines differ by dash as well as hue
// (docs/decisions/chart-library.md).
const SESSIONS_COLOUR = '#0b4f9c';
const DEVICES_COLOUR = '#c4540a';

const totalOf = (points: readonly ReportPoint[], pick: (point: ReportPoint) => number) =>
  points.reduce((sum, point) => sum + pick(point), 0);

/** Sessions and unique devices over time: two lines, solid and dashed. */
export const SessionsChart = memo(function SessionsChart({
  series,
  during,
  fileName,
  live,
}: ChartContext) {
  const { ref: box, width } = useChartWidth();
  if (!series)
    return loadingChart({ title: 'Sessions and unique devices', box, height: TIME_PLOT_BOX });
  const points = series.Points;
  const sessions = totalOf(points, (point) => point.Sessions);
  const peak = points.reduce<ReportPoint | undefined>(
    (best, point) => (!best || point.Sessions > best.Sessions ? point : best),
    undefined,
  );
  const { Granularity: granularity, TimeZone: zone } = series;
  // Devices are counted once per point: a day's are not the sum of its hours', nor a week's of
  // its days', so the summary names the most of one point rather than adding them up.
  const mostDevices = Math.max(0, ...points.map((point) => point.UniqueDevices));
  const x = scaleBand({ domain: points.map((point) => point.Start), range: [0, plotWidth(width)] });
  const max = Math.max(1, ...points.map((point) => Math.max(point.Sessions, point.UniqueDevices)));
  const y = scaleLinear({ domain: [0, max], range: [PLOT_HEIGHT, 0], nice: true });
  const at = (point: ReportPoint) => (x(point.Start) ?? 0) + x.bandwidth() / 2;
  // Today (this hour) has only its first hours: drawn apart, dotted from the last whole point
  // to a hollow mark named "so far", so the drop reads as a day not over yet.
  const partial = partialPoint(points, live);
  const whole = partial ? points.slice(0, -1) : points;
  const tail = partial ? points.slice(-2) : [];
  const soFar = partial ? `${partialName(granularity)} so far` : '';
  const isPartial = (point: ReportPoint) => point === partial;
  const columns: ChartColumn<ReportPoint>[] = [
    {
      field: 'Start',
      header: granularity === 'hour' ? `Hour (${zone})` : 'Day',
      text: (p) => `${pointText(p.Start, granularity, zone)}${isPartial(p) ? ' (so far)' : ''}`,
      csv: (p) => pointText(p.Start, granularity, zone),
    },
    {
      field: 'Sessions',
      header: 'Sessions',
      align: 'end',
      text: (p) => formatNumber(p.Sessions),
      csv: (p) => String(p.Sessions),
    },
    {
      field: 'UniqueDevices',
      header: 'Unique devices',
      align: 'end',
      text: (p) => formatNumber(p.UniqueDevices),
      csv: (p) => String(p.UniqueDevices),
    },
    {
      field: 'SoFar',
      header: 'So far',
      csvOnly: true,
      text: (p) => (isPartial(p) ? 'yes' : 'no'),
    },
  ];
  return (
    <ChartFrame
      title="Sessions and unique devices"
      summary={
        sessions === 0 || !peak
          ? `No sessions ${during}.`
          : `${formatNumber(sessions)} sessions ${during}; the most, ${formatNumber(peak.Sessions)}, at ${pointLabel(peak.Start, granularity, zone)}; up to ${formatNumber(mostDevices)} unique devices in ${granularity === 'hour' ? 'an hour' : 'a day'}${partial ? `; ${soFar}, ${formatNumber(partial.Sessions)}` : ''}.`
      }
      empty={
        sessions === 0
          ? {
              heading: 'No sessions in this range',
              content: 'Guests’ sessions show here once they connect.',
            }
          : undefined
      }
      table={{
        columns,
        rows: points,
        getRowId: (p) => p.Start,
        fileName: `${fileName}-sessions`,
        // Each day (hour) opens Radius Activity for that day (hour): the sessions it counts.
        renderLink: (p, text, tabIndex) => {
          const link = pointLink('radius', p.Start, granularity, zone);
          return (
            <Link
              to={link.to}
              search={link.search}
              data-focus
              tabIndex={tabIndex}
              className="gn-grid-link"
              aria-label={`${text}: ${formatNumber(p.Sessions)} sessions — open ${link.title}`}
            >
              {text}
            </Link>
          );
        },
      }}
    >
      <TimePlot
        box={box}
        width={width}
        x={x}
        y={y}
        yTick={formatNumber}
        xTick={(start) => pointLabel(start, granularity, zone)}
      >
        <LinePath
          data={whole}
          x={at}
          y={(p) => y(p.Sessions)}
          stroke={SESSIONS_COLOUR}
          strokeWidth={2.5}
        />
        <LinePath
          data={whole}
          x={at}
          y={(p) => y(p.UniqueDevices)}
          stroke={DEVICES_COLOUR}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        {/* Each point's column opens that day's (hour's) Radius Activity. */}
        {points.map((p) => (
          <PointLink key={p.Start} link={pointLink('radius', p.Start, granularity, zone)}>
            <rect
              className="gn-chart-column"
              x={x(p.Start)}
              y={0}
              width={x.bandwidth()}
              height={PLOT_HEIGHT}
              fill="transparent"
            >
              <title>{`${pointLabel(p.Start, granularity, zone)}: ${formatNumber(p.Sessions)} sessions`}</title>
            </rect>
          </PointLink>
        ))}
        {partial && (
          <g className="gn-chart-partial" data-testid="so-far">
            <LinePath
              data={tail}
              x={at}
              y={(p) => y(p.Sessions)}
              stroke={SESSIONS_COLOUR}
              strokeWidth={2}
              strokeDasharray="1 4"
              strokeLinecap="round"
            />
            <LinePath
              data={tail}
              x={at}
              y={(p) => y(p.UniqueDevices)}
              stroke={DEVICES_COLOUR}
              strokeWidth={1.5}
              strokeDasharray="1 4"
              strokeLinecap="round"
            />
            <circle
              cx={at(partial)}
              cy={y(partial.Sessions)}
              r={4}
              fill="#fff"
              stroke={SESSIONS_COLOUR}
              strokeWidth={2}
            />
            <circle
              cx={at(partial)}
              cy={y(partial.UniqueDevices)}
              r={3.5}
              fill="#fff"
              stroke={DEVICES_COLOUR}
              strokeWidth={1.5}
            />
            <text
              x={at(partial) - 8}
              y={Math.min(y(partial.Sessions), y(partial.UniqueDevices)) - 10}
              textAnchor="end"
              className="gn-chart-so-far"
            >
              so far
            </text>
          </g>
        )}
      </TimePlot>
      <ul className="gn-chart-legend" aria-hidden>
        <li>
          <LineSample colour={SESSIONS_COLOUR} /> Sessions
        </li>
        <li>
          <LineSample colour={DEVICES_COLOUR} dashed /> Unique devices
        </li>
        {partial && (
          <li>
            <svg width={12} height={12} aria-hidden>
              <circle cx={6} cy={6} r={4} fill="#fff" stroke="#505050" strokeWidth={1.5} />
            </svg>{' '}
            {soFar.replace(/^t/, 'T')}, counted until now
          </li>
        )}
      </ul>
    </ChartFrame>
  );
});
