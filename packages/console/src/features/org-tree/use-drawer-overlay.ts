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
    // The tree's current row when the tree shows it, else the panel: the org list or the tree's
    // code may still be on its way, and then the row takes the focus in the commit it appears
    // in, unless the user has moved the focus elsewhere meanwhile (docs/decisions/small-screens.md).
    const row = () =>
      panel?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]') ??
      panel?.querySelector<HTMLElement>('[role="treeitem"]');
    (row() ?? panel)?.focus();
    const waiting =
      panel && document.activeElement === panel
        ? new MutationObserver(() => {
            const target = row();
            if (!target) return;
            waiting?.disconnect();
            if (document.activeElement === panel) target.focus();
          })
        : undefined;
    if (panel) waiting?.observe(panel, { childList: true, subtree: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      waiting?.disconnect();
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
