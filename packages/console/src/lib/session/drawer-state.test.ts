import { describe, expect, it } from 'vitest';
import { followScreenSize, type ScreenQuery } from '../platform/screen-size';
import { DRAWER_OPEN_KEY, isDrawerOpen, setDrawerOpen, toggleDrawer } from './drawer-state';

describe('drawer state', () => {
  it('toggles the org drawer open and closed and remembers the choice', () => {
    setDrawerOpen(true);
    toggleDrawer();
    expect(isDrawerOpen()).toBe(false);
    expect(localStorage.getItem(DRAWER_OPEN_KEY)).toBe('false');
    toggleDrawer();
    expect(isDrawerOpen()).toBe(true);
    expect(localStorage.getItem(DRAWER_OPEN_KEY)).toBe('true');
  });

  it('still toggles when storage refuses to write', () => {
    setDrawerOpen(true);
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    setDrawerOpen(false, full);
    expect(isDrawerOpen()).toBe(false);
  });
});

/** A media query list whose `matches` the test flips, as a window crossing the breakpoint does. */
function fakeScreenQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    resize(small: boolean) {
      this.matches = small;
      for (const listener of listeners) listener();
    },
  };
}

describe('drawer state below the mobile breakpoint', () => {
  it('starts closed whatever was stored, and does not store the overlay being opened', () => {
    setDrawerOpen(true);
    const query = fakeScreenQuery(true);
    const stop = followScreenSize(query as unknown as ScreenQuery);
    expect(isDrawerOpen()).toBe(false);
    toggleDrawer();
    expect(isDrawerOpen()).toBe(true);
    toggleDrawer();
    expect(localStorage.getItem(DRAWER_OPEN_KEY)).toBe('true');

    // Back above the breakpoint, the stored choice applies again.
    query.resize(false);
    expect(isDrawerOpen()).toBe(true);
    stop();
  });
});
