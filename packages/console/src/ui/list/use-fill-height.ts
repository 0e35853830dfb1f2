import { type RefObject, useLayoutEffect, useState } from 'react';

/** Room kept below the grid for the paging controls and the page's margin, in px. */
const BELOW = 72;

/**
 * The height that lets an element fill the window from where it starts down to the paging
 * controls, at least `minimum`; follows window resizes. A windowed grid needs a fixed height.
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
    return () => window.removeEventListener('resize', measure);
  }, [ref, minimum]);
  return height;
}
