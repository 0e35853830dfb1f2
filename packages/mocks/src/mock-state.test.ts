import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './create-handlers.js';
import { DEMO_ADMIN } from './identities.js';
import { MockState } from './mock-state.js';
import { MOCK_STATE_STORAGE_KEY, type MockStorage } from './mock-state-storage.js';

const ORG = 'GN-1003';

/** A sessionStorage stand-in; `quota` (characters) makes `setItem` throw as a full browser store does. */
function fakeStorage(quota = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  const storage: MockStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

/** The dbo procedures of a fresh handler set over `state`, as a page load would build them. */
function pageLoad(state: MockState) {
  const handlers = createHandlers({ state });
  return async (procedure: string, payload: unknown) => {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, payload]),
    });
    return (await getResponse(handlers, request))?.json();
  };
}

const devices = async (dbo: ReturnType<typeof pageLoad>) =>
  (await dbo('ListDevices', { OrgNumber: ORG, PageSize: 500 })).Items as Array<{
    Id: number;
    Name: string;
  }>;

describe('MockState with a storage', () => {
  it('keeps what was created, edited and deleted across a reload', async () => {
    const { storage } = fakeStorage();
    const first = pageLoad(new MockState({ storage }));
    const [gone, kept] = await devices(first);
    if (!gone || !kept) throw new Error('the seed has fewer than two devices');
    await first('DeleteDevice', { OrgNumber: ORG, Id: gone.Id });
    await first('SaveDevice', { ...kept, Name: 'Renamed gateway' });
    const created = await first('SaveDevice', { ...kept, Id: undefined, Name: 'New gateway' });
    const before = await devices(first);

    const reloaded = pageLoad(new MockState({ storage }));
    expect(await devices(reloaded)).toEqual(before);
    expect(before.map((device) => device.Name)).toEqual(
      expect.arrayContaining(['Renamed gateway', 'New gateway']),
    );
    expect(before.some((device) => device.Id === gone.Id)).toBe(false);
    // The id counter is kept too: an id handed out before the reload is not handed out again.
    await reloaded('DeleteDevice', { OrgNumber: ORG, Id: created.Id });
    const next = await reloaded('SaveDevice', { ...kept, Id: undefined, Name: 'Another gateway' });
    expect(next.Id).toBe(created.Id + 1);
  });

  it('keeps a deleted org deleted across a reload', async () => {
    const { storage } = fakeStorage();
    // A service area: an org that holds others is not deleted.
    await pageLoad(new MockState({ storage }))('DeleteOrg', { OrgNumber: `${ORG}-1` });
    expect(
      await pageLoad(new MockState({ storage }))('GetOrg', { OrgNumber: `${ORG}-1` }),
    ).toMatchObject({
      Error: 'Not found.',
    });
  });

  it('starts from the seed again after reset(), here and on the next load', async () => {
    const { storage, items } = fakeStorage();
    const state = new MockState({ storage });
    const dbo = pageLoad(state);
    const seeded = await devices(dbo);
    await dbo('DeleteDevice', { OrgNumber: ORG, Id: seeded[0]?.Id });
    expect(items.has(MOCK_STATE_STORAGE_KEY)).toBe(true);
    state.reset();
    expect(items.has(MOCK_STATE_STORAGE_KEY)).toBe(false);
    expect(await devices(dbo)).toEqual(seeded);
    expect(await devices(pageLoad(new MockState({ storage })))).toEqual(seeded);
  });

  it('stores only the changes, never a seeded collection however large', () => {
    const { storage, items } = fakeStorage();
    const state = new MockState({ storage });
    const big = Array.from({ length: 20_000 }, (_, i): [string, object] => [
      String(i + 1),
      { Id: i + 1, Name: `Plan ${i + 1}` },
    ]);
    state.collection('plans', () => big);
    state.put('plans', '7', { Id: 7, Name: 'Edited' });
    state.remove('plans', '8');
    const stored = items.get(MOCK_STATE_STORAGE_KEY) ?? '';
    expect(stored.length).toBeLessThan(200);
    const restored = new MockState({ storage }).collection('plans', () => big);
    expect(restored.size).toBe(19_999);
    expect(restored.get('7')).toEqual({ Id: 7, Name: 'Edited' });
  });

  it.each([
    ['the storage is full', fakeStorage(10).storage, undefined],
    ['the changes pass the cap', fakeStorage().storage, 10],
  ])('still saves when %s, only without keeping the change', async (_title, storage, cap) => {
    const state = new MockState({ storage, ...(cap ? { maxStoredChars: cap } : {}) });
    const dbo = pageLoad(state);
    const [device] = await devices(dbo);
    const saved = await dbo('SaveDevice', { ...device, Name: 'Renamed gateway' });
    expect(saved).toMatchObject({ Name: 'Renamed gateway' });
    expect(storage.getItem(MOCK_STATE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['broken JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 0, changes: { x: { 1: null } }, lastIds: {} })],
    ['a wrong shape', JSON.stringify({ version: 1, changes: [], lastIds: {} })],
    ['a bad id counter', JSON.stringify({ version: 1, changes: {}, lastIds: { x: 'seven' } })],
  ])('starts from the seed when the storage holds %s', async (_title, text) => {
    const { storage } = fakeStorage();
    const seeded = await devices(pageLoad(new MockState()));
    storage.setItem(MOCK_STATE_STORAGE_KEY, text);
    expect(await devices(pageLoad(new MockState({ storage })))).toEqual(seeded);
  });

  it('starts from the seed when reading the storage is denied', () => {
    const denied: MockStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const state = new MockState({ storage: denied });
    state.collection('plans', () => [['1', { Id: 1 }]]);
    expect(() => state.put('plans', '2', { Id: 2 })).not.toThrow();
    expect(() => state.reset()).not.toThrow();
  });
});

describe('MockState without a storage', () => {
  it('forgets every change when a new state is made (tests and the Node server)', async () => {
    const state = new MockState();
    const dbo = pageLoad(state);
    const seeded = await devices(dbo);
    await dbo('DeleteDevice', { OrgNumber: ORG, Id: seeded[0]?.Id });
    expect(await devices(dbo)).toHaveLength(seeded.length - 1);
    expect(await devices(pageLoad(new MockState()))).toEqual(seeded);
  });

  it('refuses a change to a collection never read, which would hide its seed', () => {
    expect(() => new MockState().put('plans', '1', {})).toThrow(/read the collection/);
  });
});
