import { memo } from 'react';
import { type ChartColumn, ChartFrame } from '../../ui/chart/chart-frame';
import { loadingChart } from '../../ui/chart/loading-chart';
import { useChartWidth } from '../../ui/chart/use-chart-width';
import { formatNumber } from '../../ui/list/format';
import type { ChartContext } from './chart-context';
import { WEEKDAYS } from './overview-range';

// Memoised as the other charts are (chart-context.ts); one hue, light to dark
// (docs/decisions/chart-library.md).

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
  const columns: ChartColumn<BusyRow>[] = [
    { field: 'day', header: 'Day' },
    ...Array.from(
      { length: 24 },
      (_, hour): ChartColumn<BusyRow> => ({
        field: `h${hour}`,
        header: hourName(hour),
        align: 'end',
        width: 'minmax(4.5rem, 1fr)',
        text: (row) => formatNumber(row.hours[hour] ?? 0),
        csv: (row) => String(row.hours[hour] ?? 0),
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
