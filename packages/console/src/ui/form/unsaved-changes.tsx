// docs/decisions/native-screen-kit.md
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useOrgSession } from '../../hooks/org-session';
import { LazyConfirmationDialog, preloadConfirmationDialog } from './lazy-confirmation-dialog';

/** What the confirmation dialog says when a dirty form would be left. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave and lose them?';

/**
 * The unsaved-changes guard of a form (docs/product/states.md): while `isDirty`, leaving by an
 * in-app link, the browser's back button or an org change asks with the confirmation dialog
 * (Cancel stays with every value, Confirm leaves); closing or reloading the tab gets the
 * browser's own prompt. Render the returned `dialog` once in the form; call `allowLeave` before
 * leaving on purpose (after a save or a delete). `message` replaces the question (a bulk change
 * that is running asks whether to stop it).
 */
export function useUnsavedChangesGuard(isDirty: boolean, message = UNSAVED_CHANGES_MESSAGE) {
  const allowed = useRef(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty && !allowed.current;
  const [pending, setPending] = useState<((leave: boolean) => void) | null>(null);
  const ask = () =>
    new Promise<boolean>((resolve) => {
      setPending(() => (leave: boolean) => {
        setPending(null);
        resolve(leave);
      });
    });
  const askRef = useRef(ask);
  askRef.current = ask;

  useBlocker({
    shouldBlockFn: async () => (dirty.current ? !(await askRef.current()) : false),
    enableBeforeUnload: () => dirty.current,
  });
  const session = useOrgSession();
  // A dirty form may soon ask: its dialog (loaded on first use) starts loading now.
  useEffect(() => {
    if (isDirty) preloadConfirmationDialog();
  }, [isDirty]);
  useEffect(
    () => session.setLeaveGuard(async () => (dirty.current ? askRef.current() : true)),
    [session],
  );

  const dialog = (
    <LazyConfirmationDialog
      isOpen={pending !== null}
      onCancel={() => pending?.(false)}
      onConfirm={() => pending?.(true)}
    >
      {message}
    </LazyConfirmationDialog>
  );
  return {
    dialog,
    allowLeave: () => {
      allowed.current = true;
      dirty.current = false;
    },
  };
}
