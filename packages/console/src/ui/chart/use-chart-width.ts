import { type RefObject, useEffect, useState } from 'react';

/**
 * The width of a chart's box, followed as the window or the drawer changes it; the fallback
 * until it is measured (and where the browser cannot measure, as in tests).
 */
export function useChartWidth(box: RefObject<HTMLElement | null>, fallback = 640): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}
