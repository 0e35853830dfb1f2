import { describe, expect, it } from 'vitest';
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
