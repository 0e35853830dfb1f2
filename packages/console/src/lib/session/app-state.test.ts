import { describe, expect, it } from 'vitest';
import { getAppState, reloadPage, setLoading, toggleRefresh } from './app-state';

describe('app state', () => {
  it('toggles the refresh flag back and forth', () => {
    const before = getAppState().refresh;
    toggleRefresh();
    expect(getAppState().refresh).toBe(!before);
    toggleRefresh();
    expect(getAppState().refresh).toBe(before);
  });

  it('sets loading before it reloads the page', () => {
    setLoading(false);
    let loadingWhenReloaded: boolean | undefined;
    reloadPage(() => {
      loadingWhenReloaded = getAppState().loading;
    });
    expect(loadingWhenReloaded).toBe(true);
  });
});
