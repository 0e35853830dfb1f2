import { useSyncExternalStore } from 'react';

/** App-wide flags of SPEC.md §4 "App-wide": a loading flag and a refresh flag that toggles. */
export interface AppState {
  loading: boolean;
  refresh: boolean;
}

let state: AppState = { loading: false, refresh: false };
const listeners = new Set<() => void>();

function set(next: Partial<AppState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Turns the global loading flag on or off (route changes, page reloads). */
export function setLoading(loading: boolean): void {
  if (state.loading !== loading) set({ loading });
}

/** Toggles the refresh flag: embedded legacy pages reload their frame when it changes. */
export function toggleRefresh(): void {
  set({ refresh: !state.refresh });
}

/** Sets the loading flag and reloads the browser page (SPEC.md §4 `reloadPage`). */
export function reloadPage(reload: () => void = () => window.location.reload()): void {
  setLoading(true);
  reload();
}

/** Reads the current flags outside React. */
export function getAppState(): AppState {
  return state;
}

/** Calls `listener` after every change of the flags (outside React); returns the unsubscriber. */
export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Subscribes a component to the app-wide flags. */
export function useAppState(): AppState {
  return useSyncExternalStore(subscribeAppState, () => state);
}
