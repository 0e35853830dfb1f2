import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import type { PickD3Scale } from '@visx/scale';
import type { ReactNode } from 'react';
import { AxisTick } from './axis-tick';

const MARGIN = { top: 8, right: 12, bottom: 28, left: 60 };

/** The height of a time chart's plot, where its y scale's range starts. */
export const PLOT_HEIGHT = 220;

/** The height of a drawn time chart (the plot and its axes), for its box while the data loads. */
export const TIME_PLOT_BOX = PLOT_HEIGHT + MARGIN.top + MARGIN.bottom;

/** The width of a time chart's plot inside a box `width` wide: its x scale's range. */
export const plotWidth = (width: number) => Math.max(100, width - MARGIN.left - MARGIN.right);

const ticksFor = (count: number, width: number) =>
  Math.max(2, Math.min(count, Math.floor(width / 70)));

function everyNth<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = Math.ceil(items.length / count);
  return items.filter((_, index) => index % step === 0);
}

/**
 * A chart over time: its box (measured through `box`), the marks (`children`, drawn in the plot's
 * own coordinates) and the two axes, the bottom one labelling as many of the points as fit.
 */
export function TimePlot({
  box,
  width,
  x,
  y,
  yTick,
  xTick,
  children,
}: {
  box: (element: HTMLElement | null) => void;
  width: number;
  /** One band per point, keyed by the point's start. */
  x: PickD3Scale<'band', number, string>;
  y: PickD3Scale<'linear', number>;
  yTick: (value: number) => string;
  xTick: (start: string) => string;
  children: ReactNode;
}) {
  const starts = x.domain();
  return (
    <div ref={box}>
      <svg width={width} height={TIME_PLOT_BOX} aria-hidden>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {children}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => yTick(Number(v))}
            axisClassName="gn-chart-axis"
            tickComponent={AxisTick}
          />
          <AxisBottom
            top={PLOT_HEIGHT}
            scale={x}
            tickValues={everyNth(starts, ticksFor(starts.length, plotWidth(width)))}
            tickFormat={(start) => xTick(String(start))}
            axisClassName="gn-chart-axis"
            tickComponent={AxisTick}
          />
        </Group>
      </svg>
    </div>
  );
}
