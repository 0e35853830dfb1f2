import { Link } from '@tanstack/react-router';
import { scaleBand, scaleLinear } from '@visx/scale';
import { memo } from 'react';
import { isolate } from '../../lib/platform/bidi-isolate';
import { type ChartColumn, ChartFrame } from '../../ui/chart/chart-frame';
import { loadingChart } from '../../ui/chart/loading-chart';
import { PLOT_HEIGHT, plotWidth, TIME_PLOT_BOX, TimePlot } from '../../ui/chart/time-plot';
import { useChartWidth } from '../../ui/chart/use-chart-width';
import type { ChartContext } from './chart-context';
import {
  formatMoney,
  formatMoneyTick,
  partialName,
  partialPoint,
  pointLabel,
  pointText,
} from './overview-range';
import { PointLink } from './point-link';
import { pointLink } from './report-links';

// Memoised as the other charts are (chart-context.ts); the colours: docs/decisions/chart-library.md.

/** Dark to light, so the stack still reads in grayscale; `Other` is the lightest. */
const PLAN_COLOURS = ['#08306b', '#2166ac', '#4393c3', '#7fb5d8', '#b3d4ea', '#d9e8f5', '#f2f2f2'];

interface RevenueRow {
  Start: string;
  amounts: readonly number[];
  total: number;
}

/** Revenue by service plan over time: bars stacked dark to light, the best seller at the bottom. */
export const RevenueChart = memo(function RevenueChart({
  series,
  during,
  fileName,
  live,
}: ChartContext) {
  const { ref: box, width } = useChartWidth();
  if (!series)
    return loadingChart({ title: 'Revenue by service plan', box, height: TIME_PLOT_BOX });
  const { Plans: plans, Currency: currency, Granularity: granularity, TimeZone: zone } = series;
  const rows: RevenueRow[] = series.Points.map((point) => ({
    Start: point.Start,
    amounts: point.PlanRevenue,
    total: point.PlanRevenue.reduce((sum, amount) => sum + amount, 0),
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  // Today (this hour) has only its first hours: its bar is pale with a dashed outline and named
  // "so far", standing even while it is still too small to see.
  const partial = partialPoint(rows, live);
  // The plans come best-selling first: the summary names the first.
  const bestTotal = rows.reduce((sum, row) => sum + (row.amounts[0] ?? 0), 0);
  const x = scaleBand({
    domain: rows.map((row) => row.Start),
    range: [0, plotWidth(width)],
    padding: 0.2,
  });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.total))],
    range: [PLOT_HEIGHT, 0],
    nice: true,
  });
  const money = (amount: number) => formatMoney(amount, currency);
  const columns: ChartColumn<RevenueRow>[] = [
    {
      field: 'Start',
      header: granularity === 'hour' ? `Hour (${zone})` : 'Day',
      text: (row) =>
        `${pointText(row.Start, granularity, zone)}${row === partial ? ' (so far)' : ''}`,
      csv: (row) => pointText(row.Start, granularity, zone),
    },
    ...plans.map(
      (plan, index): ChartColumn<RevenueRow> => ({
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
    {
      field: 'SoFar',
      header: 'So far',
      csvOnly: true,
      text: (row) => (row === partial ? 'yes' : 'no'),
    },
  ];
  const best = plans[0];
  return (
    <ChartFrame
      title="Revenue by service plan"
      summary={
        total === 0 || !best
          ? `No plans sold ${during}.`
          : `${money(total)} ${during}; ${isolate(best)} sold the most, ${money(bestTotal)}${partial ? `; ${partialName(granularity)} so far, ${money(partial.total)}` : ''}.`
      }
      empty={
        total === 0
          ? {
              heading: 'No plan sales in this range',
              content: 'Revenue shows here once guests buy a plan.',
            }
          : undefined
      }
      table={{
        columns,
        rows,
        getRowId: (row) => row.Start,
        fileName: `${fileName}-revenue`,
        // Each day (hour) opens Revenue Summary for that day (hour): the sales it sums.
        renderLink: (row, text, tabIndex) => {
          const link = pointLink('revenue', row.Start, granularity, zone);
          return (
            <Link
              to={link.to}
              search={link.search}
              data-focus
              tabIndex={tabIndex}
              className="gn-grid-link"
              aria-label={`${text}: ${money(row.total)} — open ${link.title}`}
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
        yTick={(amount) => formatMoneyTick(amount, currency)}
        xTick={(start) => pointLabel(start, granularity, zone)}
      >
        {rows.map((row) => {
          let base = 0;
          const soFar = row === partial;
          return (
            <PointLink key={row.Start} link={pointLink('revenue', row.Start, granularity, zone)}>
              <g fillOpacity={soFar ? 0.45 : undefined}>
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
                      <title>{`${pointLabel(row.Start, granularity, zone)} · ${isolate(plans[index] ?? '')}: ${money(amount)}`}</title>
                    </rect>
                  ) : null;
                })}
                {soFar && (
                  <g className="gn-chart-partial" data-testid="so-far">
                    <rect
                      x={x(row.Start)}
                      y={y(row.total)}
                      width={x.bandwidth()}
                      height={Math.max(0, PLOT_HEIGHT - y(row.total))}
                      fill="none"
                      stroke="#505050"
                      strokeWidth={1}
                      strokeDasharray="3 3"
                    />
                    <text
                      x={(x(row.Start) ?? 0) + x.bandwidth()}
                      y={y(row.total) - 6}
                      textAnchor="end"
                      className="gn-chart-so-far"
                      fillOpacity={1}
                    >
                      so far
                    </text>
                  </g>
                )}
              </g>
            </PointLink>
          );
        })}
      </TimePlot>
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
            <bdi>{plan}</bdi>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
});
