import { describe, expect, it } from 'vitest';
import { holdRun, isRunLive, type RunLocks } from './run-lease';

/** Web Locks as a browser keeps them across its tabs: held until the callback's promise settles. */
function fakeLocks() {
  const held = new Set<string>();
  const locks = {
    request: (async (name: string, callback: () => Promise<void>) => {
      held.add(name);
      try {
        await callback();
      } finally {
        held.delete(name);
      }
    }) as unknown as RunLocks['request'],
    query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
  } satisfies RunLocks;
  return { locks, held };
}

describe('a run lease', () => {
  it('tells a set run in this page or another tab from one whose page is gone', async () => {
    const { locks, held } = fakeLocks();
    const release = holdRun(7, locks);
    expect(await isRunLive(7, locks)).toBe(true);
    // Another tab of the browser holds set 8; this page does not.
    held.add('guestnet-bulk-change-8');
    expect(await isRunLive(8, locks)).toBe(true);
    expect(await isRunLive(9, locks)).toBe(false);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await isRunLive(7, locks)).toBe(false);
    // Without Web Locks, only this page's own runs are known.
    const mine = holdRun(10, undefined);
    expect(await isRunLive(10, undefined)).toBe(true);
    mine();
    expect(await isRunLive(10, undefined)).toBe(false);
  });
});
