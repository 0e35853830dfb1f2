import { describe, expect, it } from 'vitest';
import { appState, reloadPage, setLoading, toggleRefresh } from './app-state';

describe('app state', () => {
  it('toggles the refresh flag back and forth', () => {
    const before = appState.get().refresh;
    toggleRefresh();
    expect(appState.get().refresh).toBe(!before);
    toggleRefresh();
    expect(appState.get().refresh).toBe(before);
  });

  it('sets loading before it reloads the page', () => {
    setLoading(false);
    let loadingWhenReloaded: boolean | undefined;
    reloadPage(() => {
      loadingWhenReloaded = appState.get().loading;
    });
    expect(loadingWhenReloaded).toBe(true);
  });
});
