import { type RefObject, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Where the scroll element stands: its scroll offset and the height it shows. */
export interface RowViewport {
  scrollTop: number;
  height: number;
}

/** The viewport the hook renders, and whether its last move was a jump of a screenful or more. */
interface WindowState extends RowViewport {
  jumped?: boolean;
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

/** Runs `work` once the main thread is idle (a timer where the browser has no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 50);
  return () => clearTimeout(id);
}

/**
 * Windows a list of fixed-height rows in a scroll element: what `rowWindow` gives for the
 * element's current offset and height. The tree's rows are all 20 px (docs/product/constants.md), so the
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
  const [viewport, setViewport] = useState<WindowState>(() => ({
    scrollTop: 0,
    height: typeof window === 'undefined' ? 0 : window.innerHeight,
  }));

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // The scroll event reads only the offset; the height comes from the resize observer, after
    // layout, so neither forces a layout of its own.
    // The offset the rendered window is for (the state starts at the top).
    let shownTop = 0;
    let height = window.innerHeight;
    // A jump of a screenful or more (the scroll bar dragged, a row far away brought into view)
    // shares no row with the window before it: its frame renders the visible rows only, and the
    // overscan follows once the main thread is idle, after that frame's paint (after the last
    // frame of a drag of the scroll bar). The rows are most of a jump's work.
    let cancelOverscan = () => {};
    const scrolled = () => {
      const scrollTop = element.scrollTop;
      if (scrollTop === shownTop) return;
      const jumped = Math.abs(scrollTop - shownTop) >= height;
      shownTop = scrollTop;
      if (jumped) {
        cancelOverscan();
        cancelOverscan = whenIdle(() =>
          setViewport((now) => (now.jumped ? { ...now, jumped: false } : now)),
        );
      }
      setViewport((now) => ({ ...now, scrollTop, jumped }));
    };
    // The rows for a new offset render inside the scroll event, so the frame that shows the new
    // offset shows its rows (react-virtual does the same).
    const onScroll = () => flushSync(scrolled);
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            height = entry?.contentRect.height ?? 0;
            setViewport((now) => (now.height === height ? now : { ...now, height }));
          });
    resize?.observe(element);
    return () => {
      cancelOverscan();
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [scrollRef]);

  return {
    totalSize: count * rowHeight,
    rows: rowWindow({
      count,
      rowHeight,
      overscan: viewport.jumped ? 0 : overscan,
      viewport,
      pinned,
    }),
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

/**
 * A React key for each row of a window, from the keys the previous window gave: a row still in
 * the window keeps its key, and a row coming in takes one a row going out left. A jump of the
 * scroll position then updates the window's elements in place rather than unmounting one window
 * and mounting another (most of a jump's work at 100,000 rows: creating elements and setting a
 * dozen attributes on each), and a row that stays rendered (the focused one, pinned) keeps its
 * element, so DOM focus stays on it.
 *
 * @example windowKeys(new Map([['a', 0], ['b', 1]]), ['b', 'c']) // Map { 'b' => 1, 'c' => 0 }
 */
export function windowKeys<K>(
  previous: ReadonlyMap<K, number>,
  rows: readonly K[],
): Map<K, number> {
  const next = new Map<K, number>();
  const taken: boolean[] = [];
  for (const row of rows) {
    const key = previous.get(row);
    if (key !== undefined && !taken[key]) {
      next.set(row, key);
      taken[key] = true;
    }
  }
  let free = 0;
  for (const row of rows) {
    if (next.has(row)) continue;
    while (taken[free]) free++;
    next.set(row, free);
    taken[free] = true;
  }
  return next;
}
