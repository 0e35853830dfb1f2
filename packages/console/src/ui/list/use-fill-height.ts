import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { gridHeightFor } from './grid-layout';

/** Room kept below the grid for the paging controls and the page's margin, in px. */
const BELOW = 72;

/**
 * The height that lets an element fill the window from where it starts down to the paging
 * controls, at least `minimum`; follows window resizes, and the element's start moving when what
 * is above it changes height (a filter whose control arrives after the list, and no longer
 * wraps onto a second line). A windowed grid needs a fixed height.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, minimum: number): number {
  const [height, setHeight] = useState(minimum);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(minimum, Math.floor(window.innerHeight - top - BELOW)));
    };
    measure();
    window.addEventListener('resize', measure);
    // What is above the element is in its parent: the parent's size changes with it.
    const parent = ref.current?.parentElement;
    const above =
      typeof ResizeObserver === 'function' && parent ? new ResizeObserver(measure) : null;
    if (above && parent) above.observe(parent);
    return () => {
      window.removeEventListener('resize', measure);
      above?.disconnect();
    };
  }, [ref, minimum]);
  return height;
}

/**
 * The box a grid sits in (`ref`) and the grid's height for a number of rows: as tall as the
 * window allows below the box's top, at least `minimum`, but no taller than the rows need.
 */
export function useGridBox(minimum: number) {
  const ref = useRef<HTMLDivElement>(null);
  const room = useFillHeight(ref, minimum);
  return { ref, heightFor: (rows: number) => gridHeightFor(room, rows) };
}
