import { type RefObject, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Where the scroll element stands: its scroll offset and the height it shows. */
export interface RowViewport {
  scrollTop: number;
  height: number;
}

/** One row the window renders: its index and its top edge in the scroll content. */
export interface WindowRow {
  index: number;
  start: number;
}

/**
 * The rows to render for a viewport, when every row is `rowHeight` high: the visible ones,
 * `overscan` more on each side, and `pinned` wherever it is (the roving tab stop), in index
 * order. Arithmetic only, so its cost does not grow with `count`.
 *
 * @example rowWindow({ count: 100_000, rowHeight: 20, overscan: 8, viewport: { scrollTop: 0, height: 800 } })
 */
export function rowWindow({
  count,
  rowHeight,
  overscan,
  viewport,
  pinned = -1,
}: {
  count: number;
  rowHeight: number;
  overscan: number;
  viewport: RowViewport;
  pinned?: number;
}): WindowRow[] {
  if (count === 0 || viewport.height <= 0) return [];
  // Until the element reports its clamped offset (the rows shrank), the offset can sit past the
  // last row: the window is the last screenful, not the last row alone.
  const top = Math.max(0, Math.min(viewport.scrollTop, count * rowHeight - viewport.height));
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((top + viewport.height) / rowHeight) - 1 + overscan);
  const rows: WindowRow[] = [];
  if (pinned >= 0 && pinned < first) rows.push({ index: pinned, start: pinned * rowHeight });
  for (let index = first; index <= last; index++) rows.push({ index, start: index * rowHeight });
  if (pinned > last && pinned < count) rows.push({ index: pinned, start: pinned * rowHeight });
  return rows;
}

/**
 * The scroll offset that brings a row fully into view with the least movement, or `undefined`
 * when it is in view already (react-virtual's `align: 'auto'`).
 */
export function scrollTopFor(index: number, rowHeight: number, viewport: RowViewport) {
  const start = index * rowHeight;
  if (start < viewport.scrollTop) return start;
  if (start + rowHeight > viewport.scrollTop + viewport.height) {
    return start + rowHeight - viewport.height;
  }
  return undefined;
}

/**
 * Windows a list of fixed-height rows in a scroll element: what `rowWindow` gives for the
 * element's current offset and height. The tree's rows are all 20 px (SPEC.md §9), so the
 * window is arithmetic; a general virtualizer keeps a measurement per row, which at 100,000 rows
 * costs milliseconds before every first paint and after every count change
 * (docs/decisions/org-tree-rows.md).
 *
 * Until the element reports its height, the window assumes the browser window's (the tree is
 * never taller), so the first paint has every visible row without a forced layout.
 */
export function useRowWindow({
  count,
  rowHeight,
  overscan,
  scrollRef,
  pinned,
}: {
  count: number;
  rowHeight: number;
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
  pinned: number;
}) {
  const [viewport, setViewport] = useState<RowViewport>(() => ({
    scrollTop: 0,
    height: typeof window === 'undefined' ? 0 : window.innerHeight,
  }));

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = (height = element.clientHeight) =>
      setViewport((now) =>
        now.scrollTop === element.scrollTop && now.height === height
          ? now
          : { scrollTop: element.scrollTop, height },
      );
    // The rows for a new offset render inside the scroll event, so the frame that shows the new
    // offset shows its rows (react-virtual does the same).
    const onScroll = () => flushSync(() => update());
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => update(entry?.contentRect.height));
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [scrollRef]);

  return {
    totalSize: count * rowHeight,
    rows: rowWindow({ count, rowHeight, overscan, viewport, pinned }),
    /** Scrolls the least distance that shows the row whole. */
    scrollToIndex(index: number) {
      const element = scrollRef.current;
      if (!element) return;
      const top = scrollTopFor(index, rowHeight, {
        scrollTop: element.scrollTop,
        height: element.clientHeight,
      });
      if (top !== undefined) element.scrollTop = top;
    },
  };
}
