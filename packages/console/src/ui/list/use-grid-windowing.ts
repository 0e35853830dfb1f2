// docs/decisions/native-screen-kit.md
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useRef } from 'react';
import { GRID_ROW_HEIGHT, HEAD_HEIGHT } from './grid-layout';

/**
 * Windows the grid's body rows (@tanstack/react-virtual): only the rows in view and a few around
 * them are rendered. The header row scrolls with the body (one container, so they move sideways
 * in step) and stays on top: the rows start below it, and a row brought into view clears it.
 * `keptRow` is the 1-based grid row holding the tab stop (the keyboard hook writes it): that row
 * stays rendered when scrolled away, so Tab always reaches the grid.
 */
export function useGridWindowing({
  count,
  keyOf,
  scrollRef,
}: {
  count: number;
  /** The row's id at an index, so a row keeps its element across pages and sorts. */
  keyOf: (index: number) => string | number;
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  const keptRow = useRef(0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    scrollMargin: HEAD_HEIGHT,
    scrollPaddingStart: HEAD_HEIGHT,
    getItemKey: keyOf,
    overscan: 4,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const index = keptRow.current - 1;
      if (index >= 0 && index < range.count && !indexes.includes(index)) {
        indexes.push(index);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });
  return { virtualizer, keptRow };
}
