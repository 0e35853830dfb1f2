import { useEffect, useState } from 'react';

/**
 * The width of a chart's box, followed as the window or the drawer changes it; the fallback
 * until it is measured (and where the browser cannot measure, as in tests). `ref` goes on the
 * box; the box may change (a placeholder while the data loads, then the chart), and the width
 * measured on the first is kept until the next is measured, so a chart draws once at its width.
 */
export function useChartWidth(fallback = 640): {
  ref: (element: HTMLElement | null) => void;
  width: number;
} {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
