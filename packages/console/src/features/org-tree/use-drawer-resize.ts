import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { setDrawerWidth, useDrawerWidth } from './org-drawer-prefs';

/**
 * Resizing the drawer by dragging its 5px edge (docs/product/screens.md, docs/product/constants.md), or with the arrow keys on the
 * focused edge; the width is stored on every change.
 */
export function useDrawerResize() {
  const width = useDrawerWidth();
  const drag = useRef<{ x: number; width: number } | null>(null);
  return {
    width,
    handleProps: {
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, width };
      },
      onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
        if (drag.current) setDrawerWidth(drag.current.width + event.clientX - drag.current.x);
      },
      onPointerUp: () => {
        drag.current = null;
      },
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        const step = event.shiftKey ? 50 : 10;
        if (event.key === 'ArrowLeft') setDrawerWidth(width - step);
        else if (event.key === 'ArrowRight') setDrawerWidth(width + step);
        else return;
        event.preventDefault();
      },
    },
  };
}
