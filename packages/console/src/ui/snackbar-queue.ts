import { createStore } from '../lib/platform/store';

// docs/decisions/snackbar.md
/** The kinds of SPEC.md §2 "Shared UI": red errors, green successes, yellow warnings. */
export type SnackbarKind = 'error' | 'success' | 'warning';

/** One message waiting for, or shown in, the snackbar. */
export interface SnackbarMessage {
  id: number;
  message: string;
  kind: SnackbarKind;
}

/** How long a message stays before it closes itself (SPEC.md §9). */
export const SNACKBAR_TIMEOUT_MS = 6000;

/** The module-level queue: the first message is the one on screen. */
export const snackbarQueue = createStore<readonly SnackbarMessage[]>([]);
let nextId = 1;

/**
 * Shows a message in the snackbar, from anywhere (a component, a query callback, a plain
 * function). Messages queue up and show one at a time.
 */
export function notify(message: string, kind: SnackbarKind = 'error'): void {
  const queue = snackbarQueue.get();
  // The same message twice in a row (a retried call, a double click) would only stack up.
  if (queue.at(-1)?.message === message && queue.at(-1)?.kind === kind) return;
  snackbarQueue.set([...queue, { id: nextId++, message, kind }]);
}

/** Closes the message with this id (Close button or timeout). */
export function dismiss(id: number): void {
  snackbarQueue.set(snackbarQueue.get().filter((item) => item.id !== id));
}
