import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDemoData } from './browser.js';
import { MOCK_STATE_STORAGE_KEY } from './mock-state-storage.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resetDemoData', () => {
  it('forgets what the demo kept in sessionStorage', async () => {
    const items = new Map([[MOCK_STATE_STORAGE_KEY, '{"version":1,"changes":{},"lastIds":{}}']]);
    // The page's state reads window.sessionStorage when first needed, not when imported.
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
    await expect(resetDemoData()).resolves.toBeUndefined();
    expect(items.has(MOCK_STATE_STORAGE_KEY)).toBe(false);
  });
});
