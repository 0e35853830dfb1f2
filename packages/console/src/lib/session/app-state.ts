import { createStore } from '../platform/store';

/** App-wide flags of docs/product/states.md "App-wide": a loading flag and a refresh flag that toggles. */
export interface AppState {
  loading: boolean;
  refresh: boolean;
}

/** The app-wide flags. */
export const appState = createStore<AppState>({ loading: false, refresh: false });

/** Turns the global loading flag on or off (route changes, page reloads). */
export function setLoading(loading: boolean): void {
  if (appState.get().loading !== loading) appState.set({ ...appState.get(), loading });
}

/** Toggles the refresh flag: embedded legacy pages reload their frame when it changes. */
export function toggleRefresh(): void {
  appState.set({ ...appState.get(), refresh: !appState.get().refresh });
}

/** Sets the loading flag and reloads the browser page (docs/product/states.md `reloadPage`). */
export function reloadPage(reload: () => void = () => window.location.reload()): void {
  setLoading(true);
  reload();
}
