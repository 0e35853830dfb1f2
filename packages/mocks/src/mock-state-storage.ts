/** The storage a `MockState` keeps its changes in: `window.sessionStorage` in the demo, a fake in tests. */
export type MockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The sessionStorage key under which the demo keeps what its user created, edited or deleted. */
export const MOCK_STATE_STORAGE_KEY = 'guestnet.mocks.state';

/**
 * The most characters of changes a `MockState` writes (about 2 MB of the 5 MB a browser gives an
 * origin's sessionStorage); past it the newest changes live only until the page reloads.
 */
export const MAX_STORED_CHARS = 1_000_000;

/** What is stored: per collection the records put (by id) and deleted (`null`), and the id counters. */
export interface StoredChanges {
  changes: Record<string, Record<string, unknown>>;
  lastIds: Record<string, number>;
}

// Bumped when the stored shape changes, so a tab that outlives a deploy starts from the seed.
const VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changes stored under `key`, or `undefined` when there are none, they are from another
 * version, or they cannot be read (storage denied, JSON broken): the demo then starts from the seed.
 */
export function readStoredChanges(storage: MockStorage, key: string): StoredChanges | undefined {
  try {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || parsed.version !== VERSION) return undefined;
    const { changes, lastIds } = parsed;
    if (!isRecord(changes) || !isRecord(lastIds)) return undefined;
    if (!Object.values(changes).every(isRecord)) return undefined;
    if (!Object.values(lastIds).every(Number.isSafeInteger)) return undefined;
    return { changes, lastIds } as StoredChanges;
  } catch {
    return undefined;
  }
}

/**
 * Writes the changes under `key` unless they pass `maxChars`; answers whether they were written.
 * Never throws: a full or denied storage (QuotaExceededError, SecurityError) only means the
 * changes are not kept across a reload, which must not fail the save that made them.
 */
export function writeStoredChanges(
  storage: MockStorage,
  key: string,
  changes: StoredChanges,
  maxChars = MAX_STORED_CHARS,
): boolean {
  try {
    const text = JSON.stringify({ version: VERSION, ...changes });
    if (text.length > maxChars) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Removes the stored changes; never throws. */
export function forgetStoredChanges(storage: MockStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage denied: there is nothing stored to forget.
  }
}
