import { useEffect, useRef } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { setDrawerOpen } from '../../lib/session/drawer-state';

/**
 * The drawer as an overlay below the mobile breakpoint (docs/decisions/small-screens.md): while
 * `active`, the focus moves into it, Escape or choosing an org closes it, and the focus goes back
 * to where it was (the header's toggle) once closed. `close` is for the scrim's tap.
 */
export function useDrawerOverlay(active: boolean) {
  const panelRef = useRef<HTMLElement>(null);
  const close = () => setDrawerOpen(false);

  useEffect(() => {
    if (!active) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The selected row when the tree shows it, else the panel (the tree may still be loading).
    const target =
      panel?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]') ??
      panel?.querySelector<HTMLElement>('[role="treeitem"]') ??
      panel;
    target?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // The panel is gone: without this the focus would fall to the page's body.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [active]);

  // Choosing an org is what the overlay was opened for: the screen behind it shows the org.
  const number = useSelectedOrg().number;
  const shown = useRef(number);
  useEffect(() => {
    if (shown.current === number) return;
    shown.current = number;
    if (active) setDrawerOpen(false);
  }, [number, active]);

  return { panelRef, close };
}
