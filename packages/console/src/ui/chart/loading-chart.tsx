import type { ReactNode } from 'react';
import { ChartFrame } from './chart-frame';

/**
 * A chart whose data is on its way: its frame, its controls and its box, as tall as the chart.
 * Called, not rendered as a component of its own, so the chart's ChartFrame (and the controls in
 * it) stays the same element when the data comes.
 */
export function loadingChart({
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
