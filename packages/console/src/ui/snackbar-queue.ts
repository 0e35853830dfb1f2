import { createStore } from '../lib/platform/store';

// docs/decisions/snackbar.md
/** The kinds of docs/product/screens.md "Shared UI": red errors, green successes, yellow warnings. */
export type SnackbarKind = 'error' | 'success' | 'warning';

/** One message shown in the snackbar. */
export interface SnackbarMessage {
  id: number;
  message: string;
  kind: SnackbarKind;
}

/** How long a message stays before it closes itself (docs/product/constants.md). */
export const SNACKBAR_TIMEOUT_MS = 6000;

/**
 * The message on screen, in a list of at most one. A newer message replaces it at once: two saves
 * in a row must each be named as they happen, not the second one only after the first one's
 * 6000 ms (docs/decisions/snackbar-newest-message.md). The list shape is kept so that readers and
 * tests clear it with `set([])` as before.
 */
export const snackbarQueue = createStore<readonly SnackbarMessage[]>([]);
let nextId = 1;

/**
 * Shows a message in the snackbar, from anywhere (a component, a query callback, a plain
 * function). It replaces the message on screen, if any, and has its own 6000 ms: a new id, so the
 * snackbar's timer starts again even when the text is the same.
 */
export function notify(message: string, kind: SnackbarKind = 'error'): void {
  snackbarQueue.set([{ id: nextId++, message, kind }]);
}

/** Closes the message with this id (Close button or timeout); a newer message stays. */
export function dismiss(id: number): void {
  snackbarQueue.set(snackbarQueue.get().filter((item) => item.id !== id));
}
