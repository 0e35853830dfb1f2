// docs/decisions/go-to-palette.md
import { ActionButton } from '@adobe/react-spectrum';
import Compass from '@spectrum-icons/workflow/Compass';
import { useRouter } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { useSmallScreen } from '../../hooks/app-state';
import { moduleLoader } from '../../lib/platform/module-loader';
import { notify } from '../../ui/snackbar';
import { WithTooltip } from '../../ui/with-tooltip';

// The palette's code loads on its first opening, off the first load's budget.
const palette = moduleLoader(() => import('./go-to-palette'));

const MAC = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** Whether a key press is the palette's shortcut: Ctrl+K, or ⌘K on a Mac. */
export const isGoToShortcut = (event: KeyboardEvent) =>
  (MAC ? event.metaKey : event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The header's `Go to…` button and the `Ctrl+K` (`⌘K`) shortcut anywhere in the console, which
 * open the Go to… palette.
 */
export function GoToButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState(() => palette.module.get()?.default);
  // The palette renders in a transition, in slices React can interrupt, so opening it holds the
  // page for no long task (with 100,000 orgs loaded, docs/decisions/go-to-palette.md).
  const show = () => startTransition(() => setOpen(true));
  // On a phone the header keeps the console's title readable: the button shows an icon there,
  // named the same (docs/decisions/small-screens.md).
  const compact = useSmallScreen();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isGoToShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) gives way inside the console.
      event.preventDefault();
      startTransition(() => setOpen(true));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    if (!open) return;
    palette.load().then(
      ({ default: loaded }) => startTransition(() => setPalette(() => loaded)),
      () => {
        setOpen(false);
        notify('Unable to open Go to…');
      },
    );
  }, [open]);
  const shortcut = MAC ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <WithTooltip label={`Go to an org, screen or action (${shortcut})`}>
        <ActionButton
          isQuiet
          staticColor="white"
          aria-keyshortcuts={MAC ? 'Meta+K' : 'Control+K'}
          aria-label={compact ? 'Go to…' : undefined}
          onPress={show}
        >
          {compact ? <Compass /> : 'Go to…'}
        </ActionButton>
      </WithTooltip>
      {open && Palette && (
        <Palette
          onClose={() => setOpen(false)}
          pathname={router.state.location.pathname}
          navigate={(to) => void router.navigate({ to })}
        />
      )}
    </>
  );
}
