// docs/decisions/browser-storage.md
/** What reading a stored value needs of a storage. */
export type StorageReader = Pick<Storage, 'getItem'>;
/** What writing a stored value needs of a storage. */
export type StorageWriter = Pick<Storage, 'setItem'>;

/**
 * The browser's local or session storage, or undefined where there is none: no window (tests
 * in Node), or a browser whose site data is blocked, where even naming the storage throws.
 *
 * @example
 * const storage = browserStorage(); // localStorage, or undefined
 */
export function browserStorage(
  name: 'localStorage' | 'sessionStorage' = 'localStorage',
): Storage | undefined {
  try {
    return typeof globalThis[name] === 'undefined' ? undefined : globalThis[name];
  } catch {
    return undefined;
  }
}

/** Runs a write; false when there is no storage or it throws (full, blocked). */
function attempt<Target>(storage: Target | undefined, write: (storage: Target) => void): boolean {
  if (!storage) return false;
  try {
    write(storage);
    return true;
  } catch {
    return false;
  }
}

/**
 * The value stored under a key, or null when there is none or the storage is missing or
 * refuses to be read (blocked site data): every stored value is a convenience the console can
 * work without.
 *
 * @example
 * const width = Number(readStored(browserStorage(), 'Guestnet.orgDrawerWidth'));
 */
export function readStored(storage: StorageReader | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores a value; false when there is no storage or it is full or blocked, in which case the
 * value holds for this page only and no error is raised.
 *
 * @example
 * writeStored(browserStorage(), 'admin.drawerOpen', 'false');
 */
export function writeStored(
  storage: StorageWriter | undefined,
  key: string,
  value: string,
): boolean {
  return attempt(storage, (s) => s.setItem(key, value));
}

/** Takes a stored value away; false when there is no storage or it refuses. */
export function removeStored(
  storage: Pick<Storage, 'removeItem'> | undefined,
  key: string,
): boolean {
  return attempt(storage, (s) => s.removeItem(key));
}

/**
 * A JSON value stored under a key, as `accept` takes it: undefined when nothing is stored, the
 * storage cannot be read, the value is not JSON, or `accept` refuses it (another version's
 * shape, edited by hand). Writing a good value over a refused one is the caller's next save.
 *
 * @example
 * const numbers = readStoredJson(sessionStorage, key, (v) => (Array.isArray(v) ? v : undefined));
 */
export function readStoredJson<Value>(
  storage: StorageReader | undefined,
  key: string,
  accept: (value: unknown) => Value | undefined,
): Value | undefined {
  const raw = readStored(storage, key);
  if (!raw) return undefined;
  try {
    return accept(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; false when there is no storage or it is full or blocked. */
export function writeStoredJson(
  storage: StorageWriter | undefined,
  key: string,
  value: unknown,
): boolean {
  return writeStored(storage, key, JSON.stringify(value));
}
