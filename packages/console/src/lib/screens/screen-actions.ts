import { createStore } from '../platform/store';

/** An action of the screen on display (`Export CSV`, `Add Batch`), as its own button runs it. */
export interface ScreenAction {
  /** The button's words: what the Go to… palette lists and matches. */
  readonly label: string;
  readonly run: () => void;
}

/**
 * The actions the screen on display offers beyond its address: a list publishes its toolbar's
 * buttons here while it is mounted, so the Go to… palette can run them without knowing the list.
 * One screen shows at a time, so the latest publisher owns the store until it takes them back.
 */
export const screenActions = createStore<readonly ScreenAction[]>([]);

/**
 * Publishes `actions` for the screen on display; returns what takes them back (a later
 * publisher's actions are left alone).
 *
 * @example
 * useEffect(() => publishScreenActions([{ label: 'Export CSV', run: openExport }]), [openExport]);
 */
export function publishScreenActions(actions: readonly ScreenAction[]): () => void {
  screenActions.set(actions);
  return () => {
    if (screenActions.get() === actions) screenActions.set([]);
  };
}
