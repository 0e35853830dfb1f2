// docs/decisions/demo-startup.md, "Round 10"
import { Button } from '@adobe/react-spectrum';
import { lazy, Suspense, useState } from 'react';
import type { ConfirmationDialogProps } from '../confirmation-dialog';

let started: Promise<typeof import('../confirmation-dialog')> | undefined;
function load() {
  started ??= import('../confirmation-dialog').catch((error: unknown) => {
    // Asked again at the next open or preload (the network dropped, a deploy replaced the files).
    started = undefined;
    throw error;
  });
  return started;
}

const Dialog = lazy(() =>
  load().then(({ ConfirmationDialog }) => ({ default: ConfirmationDialog })),
);

/**
 * Starts loading the confirmation dialog (Spectrum's Dialog and its stylesheet) ahead of its
 * first open: on a sign that it may open (a press or the focus on Delete, a form made dirty).
 */
export function preloadConfirmationDialog(): void {
  load().catch(() => {});
}

/**
 * The shared confirmation dialog (ui/confirmation-dialog.tsx), loaded when it first opens: a
 * form's first load carries none of it. An open asked before it has arrived shows it once it
 * has (nothing is lost, the focus goes to its Confirm as usual); once opened it stays mounted,
 * so that it closes as the shared one does.
 */
export function LazyConfirmationDialog(props: ConfirmationDialogProps) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * A form's Delete button, whose confirmation loads on first use: a press on it, or the focus on
 * it, starts loading the dialog, which opens once it has arrived.
 */
export function DeleteButton({ onPress }: { onPress: () => void }) {
  return (
    <Button
      variant="negative"
      style="outline"
      onPressStart={preloadConfirmationDialog}
      onFocus={preloadConfirmationDialog}
      onPress={onPress}
    >
      Delete
    </Button>
  );
}
