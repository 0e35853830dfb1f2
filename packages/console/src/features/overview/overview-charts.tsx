import { Item, Picker } from '@adobe/react-spectrum';
import type { ReportPoint, ReportTimeseries, ReportTop, ReportTopOrg } from '@guestnet/sdk';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { memo, type ReactNode } from 'react';
import { AxisTick } from '../../ui/chart/axis-tick';
import { ChartFrame } from '../../ui/chart/chart-frame';
import { useChartWidth } from '../../ui/chart/use-chart-width';
import { formatNumber } from '../../ui/list/format';
import type { ListColumn } from '../../ui/list/list-column';
import {
  formatMoney,
  formatMoneyTick,
  pointLabel,
  pointText,
  type TopMetric,
  WEEKDAYS,
} from './overview-range';

// The chart library and the colours: docs/decisions/chart-library.md. Each chart is memoised: the
// screen renders again on every answer and fetch state, and drawing all four charts again each
// time was a long task of its own; a chart draws when its own data or words change.

const HEIGHT = 220;
const MARGIN = { top: 8, right: 12, bottom: 28, left: 60 };
/** Dark to light, so the stack still reads in grayscale; `Other` is the lightest. */
const PLAN_COLOURS = ['#08306b', '#2166ac', '#4393c3', '#7fb5d8', '#b3d4ea', '#d9e8f5', '#f2f2f2'];
const SESSIONS_COLOUR = '#0b4f9c';
const DEVICES_COLOUR = '#c4540a';

/** What every chart gets: the series (once loaded), the range's words and the CSV file's name. */
interface ChartContext {
  series: ReportTimeseries | undefined;
  /** `over 7 days`, `today`. */
  during: string;
  fileName: string;
}

const ticksFor = (count: number, width: number) =>
  Math.max(2, Math.min(count, Math.floor(width / 70)));

function everyNth<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = Math.ceil(items.length / count);
  return items.filter((_, index) => index % step === 0);
}

/** The height of a drawn time chart (the plot and its axes), and of a few top-10 bars. */
const CHART_BOX = HEIGHT + MARGIN.top + MARGIN.bottom;
const TOP_BOX = 160;

/**
 * A chart whose data is on its way: its frame, its controls and its box, as tall as the chart.
 * Called, not rendered as a component of its own, so the chart's ChartFrame (and the controls in
 * it) stays the same element when the data comes.
 */
function loadingChart({
  title,
  box,
  height,
  actions,
}: {
  title: string;
  box?: (element: HTMLElement | null) => void;
  height: number;
  actions?: ReactNode;
}) {
  return (
    <ChartFrame<object>
      title={title}
      summary="Loading…"
      empty={undefined}
      loading
      actions={actions}
      table={{ columns: [], rows: [], getRowId: () => '', fileName: '' }}
    >
      <div ref={box} style={{ height }} />
    </ChartFrame>
  );
}

const totalOf = (points: readonly ReportPoint[], pick: (point: ReportPoint) => number) =>
  points.reduce((sum, point) => sum + pick(point), 0);

/** Sessions and unique devices over time: two lines, solid and dashed. */
export const SessionsChart = memo(function SessionsChart({
  series,
  during,
  fileName,
}: ChartContext) {
  const { ref: box, width } = useChartWidth();
  if (!series)
    return loadingChart({ title: 'Sessions and unique devices', box, height: CHART_BOX });
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
  const inner = Math.max(100, width - MARGIN.left - MARGIN.right);
  const x = scaleBand({ domain: points.map((point) => point.Start), range: [0, inner] });
  const max = Math.max(1, ...points.map((point) => Math.max(point.Sessions, point.UniqueDevices)));
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT, 0], nice: true });
  const at = (point: ReportPoint) => (x(point.Start) ?? 0) + x.bandwidth() / 2;
  const columns: ListColumn<ReportPoint>[] = [
    {
      field: 'Start',
      header: granularity === 'hour' ? `Hour (${zone})` : 'Day',
      text: (p) => pointText(p.Start, granularity, zone),
    },
    { field: 'Sessions', header: 'Sessions', align: 'end', text: (p) => formatNumber(p.Sessions) },
    {
      field: 'UniqueDevices',
      header: 'Unique devices',
      align: 'end',
      text: (p) => formatNumber(p.UniqueDevices),
    },
  ];
  return (
    <ChartFrame
      title="Sessions and unique devices"
      summary={
        sessions === 0 || !peak
          ? `No sessions ${during}.`
          : `${formatNumber(sessions)} sessions ${during}; the most, ${formatNumber(peak.Sessions)}, at ${pointLabel(peak.Start, granularity, zone)}; up to ${formatNumber(mostDevices)} unique devices in ${granularity === 'hour' ? 'an hour' : 'a day'}.`
      }
      empty={
        sessions === 0
          ? {
              heading: 'No sessions in this range',
              content: 'Guests’ sessions show here once they connect.',
            }
          : undefined
      }
      table={{ columns, rows: points, getRowId: (p) => p.Start, fileName: `${fileName}-sessions` }}
    >
      <div ref={box}>
        <svg width={width} height={HEIGHT + MARGIN.top + MARGIN.bottom} aria-hidden>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <LinePath
              data={points}
              x={at}
              y={(p) => y(p.Sessions)}
              stroke={SESSIONS_COLOUR}
              strokeWidth={2.5}
            />
            <LinePath
              data={points}
              x={at}
              y={(p) => y(p.UniqueDevices)}
              stroke={DEVICES_COLOUR}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => formatNumber(Number(v))}
              axisClassName="gn-chart-axis"
              tickComponent={AxisTick}
            />
            <AxisBottom
              top={HEIGHT}
              scale={x}
              tickValues={everyNth(
                points.map((p) => p.Start),
                ticksFor(points.length, inner),
              )}
              tickFormat={(start) => pointLabel(String(start), granularity, zone)}
              axisClassName="gn-chart-axis"
              tickComponent={AxisTick}
            />
          </Group>
        </svg>
      </div>
      <ul className="gn-chart-legend" aria-hidden>
        <li>
          <LineSample colour={SESSIONS_COLOUR} /> Sessions
        </li>
        <li>
          <LineSample colour={DEVICES_COLOUR} dashed /> Unique devices
        </li>
      </ul>
    </ChartFrame>
  );
});

function LineSample({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return (
    <svg width={28} height={10} aria-hidden>
      <line
        x1={0}
        x2={28}
        y1={5}
        y2={5}
        stroke={colour}
        strokeWidth={2.5}
        strokeDasharray={dashed ? '6 4' : undefined}
      />
    </svg>
  );
}

interface RevenueRow {
  Start: string;
  amounts: readonly number[];
  total: number;
}

/** Revenue by service plan over time: bars stacked dark to light, the best seller at the bottom. */
export const RevenueChart = memo(function RevenueChart({ series, during, fileName }: ChartContext) {
  const { ref: box, width } = useChartWidth();
  if (!series) return loadingChart({ title: 'Revenue by service plan', box, height: CHART_BOX });
  const { Plans: plans, Currency: currency, Granularity: granularity, TimeZone: zone } = series;
  const rows: RevenueRow[] = series.Points.map((point) => ({
    Start: point.Start,
    amounts: point.PlanRevenue,
    total: point.PlanRevenue.reduce((sum, amount) => sum + amount, 0),
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  // The plans come best-selling first: the summary names the first.
  const bestTotal = rows.reduce((sum, row) => sum + (row.amounts[0] ?? 0), 0);
  const inner = Math.max(100, width - MARGIN.left - MARGIN.right);
  const x = scaleBand({ domain: rows.map((row) => row.Start), range: [0, inner], padding: 0.2 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.total))],
    range: [HEIGHT, 0],
    nice: true,
  });
  const money = (amount: number) => formatMoney(amount, currency);
  const columns: ListColumn<RevenueRow>[] = [
    {
      field: 'Start',
      header: granularity === 'hour' ? `Hour (${zone})` : 'Day',
      text: (row) => pointText(row.Start, granularity, zone),
    },
    ...plans.map(
      (plan, index): ListColumn<RevenueRow> => ({
        field: `plan-${index}`,
        header: plan,
        align: 'end',
        text: (row) => (row.amounts[index] ?? 0).toFixed(2),
      }),
    ),
    {
      field: 'total',
      header: `Total (${currency})`,
      align: 'end',
      text: (row) => row.total.toFixed(2),
    },
  ];
  const best = plans[0];
  return (
    <ChartFrame
      title="Revenue by service plan"
      summary={
        total === 0 || !best
          ? `No plans sold ${during}.`
          : `${money(total)} ${during}; ${best} sold the most, ${money(bestTotal)}.`
      }
      empty={
        total === 0
          ? {
              heading: 'No plan sales in this range',
              content: 'Revenue shows here once guests buy a plan.',
            }
          : undefined
      }
      table={{ columns, rows, getRowId: (row) => row.Start, fileName: `${fileName}-revenue` }}
    >
      <div ref={box}>
        <svg width={width} height={HEIGHT + MARGIN.top + MARGIN.bottom} aria-hidden>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {rows.map((row) => {
              let base = 0;
              return (
                <g key={row.Start}>
                  {row.amounts.map((amount, index) => {
                    const top = y(base + amount);
                    const height = y(base) - top;
                    base += amount;
                    return amount > 0 ? (
                      <rect
                        key={plans[index]}
                        x={x(row.Start)}
                        y={top}
                        width={x.bandwidth()}
                        height={height}
                        fill={PLAN_COLOURS[index] ?? '#f2f2f2'}
                        stroke="#fff"
                        strokeWidth={0.5}
                      >
                        <title>{`${pointLabel(row.Start, granularity, zone)} · ${plans[index]}: ${money(amount)}`}</title>
                      </rect>
                    ) : null;
                  })}
                </g>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => formatMoneyTick(Number(v), currency)}
              axisClassName="gn-chart-axis"
              tickComponent={AxisTick}
            />
            <AxisBottom
              top={HEIGHT}
              scale={x}
              tickValues={everyNth(
                rows.map((row) => row.Start),
                ticksFor(rows.length, inner),
              )}
              tickFormat={(start) => pointLabel(String(start), granularity, zone)}
              axisClassName="gn-chart-axis"
              tickComponent={AxisTick}
            />
          </Group>
        </svg>
      </div>
      <ul className="gn-chart-legend" aria-hidden>
        {plans.map((plan, index) => (
          <li key={plan}>
            <svg width={12} height={12} aria-hidden>
              <rect
                width={12}
                height={12}
                fill={PLAN_COLOURS[index]}
                stroke="#767676"
                strokeWidth={0.5}
              />
            </svg>
            {plan}
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
});

/**
 * The ten orgs one level down with the most revenue or sessions: a bar per org, each a button
 * that selects the org and so shows its own Overview.
 */
export const TopOrgsChart = memo(function TopOrgsChart({
  top,
  metric,
  onMetric,
  onChoose,
  during,
  fileName,
  leaf,
}: {
  top: ReportTop | undefined;
  metric: TopMetric;
  onMetric: (metric: TopMetric) => void;
  onChoose: (org: ReportTopOrg) => void;
  during: string;
  fileName: string;
  /** The selected org has nothing under it. */
  leaf: boolean;
}) {
  const word = metric === 'revenue' ? 'revenue' : 'sessions';
  const rankBy = (
    <Picker
      label="Rank by"
      width="size-1600"
      selectedKey={metric}
      onSelectionChange={(key) => onMetric(key === 'sessions' ? 'sessions' : 'revenue')}
    >
      <Item key="revenue">Revenue</Item>
      <Item key="sessions">Sessions</Item>
    </Picker>
  );
  if (!top) return loadingChart({ title: `Top 10 by ${word}`, height: TOP_BOX, actions: rankBy });
  const value = (org: ReportTopOrg) => (metric === 'revenue' ? org.Revenue : org.Sessions);
  const text = (org: ReportTopOrg) =>
    metric === 'revenue'
      ? formatMoney(org.Revenue, top.Currency)
      : `${formatNumber(org.Sessions)} sessions`;
  const orgs = top.Orgs;
  const max = Math.max(...orgs.map(value), 0);
  const first = orgs[0];
  const columns: ListColumn<ReportTopOrg>[] = [
    { field: 'Name', header: 'Organization' },
    { field: 'OrgNumber', header: 'Org number' },
    { field: 'Type', header: 'Type' },
    {
      field: 'Sessions',
      header: 'Sessions',
      align: 'end',
      text: (org) => formatNumber(org.Sessions),
    },
    {
      field: 'Revenue',
      header: `Revenue (${top.Currency})`,
      align: 'end',
      text: (org) => org.Revenue.toFixed(2),
    },
  ];
  return (
    <ChartFrame
      title={`Top 10 by ${word}`}
      summary={
        !first || max === 0
          ? leaf
            ? 'This organization has no organizations under it.'
            : `No ${word} under this organization ${during}.`
          : `${first.Name} leads with ${text(first)} ${during}; choose a bar to see that organization’s Overview.`
      }
      empty={
        !first || max === 0
          ? leaf
            ? {
                heading: 'Nothing one level down',
                content: 'Choose an organization with sites or areas under it.',
              }
            : {
                heading: `No ${word} in this range`,
                content: 'The organizations under this one show here.',
              }
          : undefined
      }
      actions={rankBy}
      table={{
        columns,
        rows: orgs,
        getRowId: (org) => org.OrgNumber,
        fileName: `${fileName}-top-${word}`,
      }}
    >
      <ol className="gn-top-bars">
        {orgs.map((org) => (
          <li key={org.OrgNumber}>
            <button
              type="button"
              className="gn-top-bar"
              onClick={() => onChoose(org)}
              aria-label={`${org.Name}, ${text(org)}: show its Overview`}
            >
              <span className="gn-top-name">{org.Name}</span>
              <span className="gn-top-track" aria-hidden>
                <span
                  className="gn-top-fill"
                  style={{ width: `${max > 0 ? (value(org) / max) * 100 : 0}%` }}
                />
              </span>
              <span className="gn-top-value">{text(org)}</span>
            </button>
          </li>
        ))}
      </ol>
    </ChartFrame>
  );
});

/** Light to dark with more sessions, so the heat reads without colour. */
function heat(share: number): string {
  const light = [247, 251, 255];
  const dark = [8, 48, 107];
  const mix = light.map((channel, index) =>
    Math.round(channel + ((dark[index] ?? 0) - channel) * share),
  );
  return `rgb(${mix.join(',')})`;
}

interface BusyRow {
  day: string;
  hours: readonly number[];
}

/** Sessions by day of week and hour: a heatmap, darker where busier. */
export const BusyHoursChart = memo(function BusyHoursChart({
  series,
  during,
  fileName,
}: ChartContext) {
  const { ref: box, width } = useChartWidth();
  const left = 40;
  const cell = Math.max(8, Math.floor((width - left - 4) / 24));
  const rowHeight = Math.min(28, Math.max(16, cell));
  if (!series) {
    return loadingChart({ title: 'Busy hours', box, height: rowHeight * 7 + 22 });
  }
  const rows: BusyRow[] = series.BusyHours.map((hours, index) => ({
    day: WEEKDAYS[index] ?? '',
    hours,
  }));
  const cells = rows.flatMap((row) =>
    row.hours.map((count, hour) => ({ day: row.day, hour, count })),
  );
  const max = Math.max(0, ...cells.map((item) => item.count));
  const busiest = cells.find((item) => item.count === max);
  const hourName = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const columns: ListColumn<BusyRow>[] = [
    { field: 'day', header: 'Day' },
    ...Array.from(
      { length: 24 },
      (_, hour): ListColumn<BusyRow> => ({
        field: `h${hour}`,
        header: hourName(hour),
        align: 'end',
        width: 'minmax(4.5rem, 1fr)',
        text: (row) => formatNumber(row.hours[hour] ?? 0),
      }),
    ),
  ];
  return (
    <ChartFrame
      title="Busy hours"
      summary={
        max === 0 || !busiest
          ? `No sessions ${during}.`
          : `Busiest on ${busiest.day} at ${hourName(busiest.hour)} (${series.TimeZone}) with ${formatNumber(max)} sessions ${during}; darker cells are busier.`
      }
      empty={
        max === 0
          ? {
              heading: 'No sessions in this range',
              content: 'The busy hours show here once guests connect.',
            }
          : undefined
      }
      table={{ columns, rows, getRowId: (row) => row.day, fileName: `${fileName}-busy-hours` }}
    >
      <div ref={box}>
        <svg width={left + cell * 24} height={rowHeight * 7 + 22} aria-hidden>
          {rows.map((row, index) => (
            <g key={row.day} transform={`translate(0, ${index * rowHeight})`}>
              <text x={0} y={rowHeight / 2 + 4} className="gn-heat-label">
                {row.day}
              </text>
              {row.hours.map((count, hour) => (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the cell's identity.
                  key={hour}
                  x={left + hour * cell}
                  y={1}
                  width={cell - 2}
                  height={rowHeight - 2}
                  rx={2}
                  fill={heat(max > 0 ? count / max : 0)}
                >
                  <title>{`${row.day} ${hourName(hour)}: ${formatNumber(count)} sessions`}</title>
                </rect>
              ))}
            </g>
          ))}
          {[0, 6, 12, 18, 23].map((hour) => (
            <text
              key={hour}
              x={left + hour * cell}
              y={rowHeight * 7 + 16}
              className="gn-heat-label"
            >
              {hourName(hour)}
            </text>
          ))}
        </svg>
      </div>
    </ChartFrame>
  );
});
