// What a call does without `check`, the key, and in-flight sharing: docs/decisions/response-cache.md

/** A response as the cache keeps it: buffered, so every reader gets its own Response. */
export interface CachedResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  text: string;
}

/** Per-call cache options (docs/product/calls.md, docs/product/calls.md "Caching"). */
export interface CacheOptions {
  /** Answer from the cache when this call's entry is there. */
  check?: boolean;
  /** Drop every non-static entry before the call. */
  flush?: boolean;
  /** Drop every entry, static ones too, before the call. */
  reset?: boolean;
}

interface Entry {
  id: string | undefined;
  isStatic: boolean;
  response: CachedResponse;
}

/** How many entries a ResponseCache keeps unless told otherwise. */
export const DEFAULT_CACHE_ENTRIES = 500;

/**
 * The response cache of operations that declare `x-cache`: entries per URL and id; `flush` keeps
 * static entries, `reset` drops everything. Share one between clients to flush them together.
 * It keeps at most `maxEntries` (default 500): the least recently used entry goes first.
 *
 * @example
 * const cache = new ResponseCache({ maxEntries: 200 });
 * const api = createAdminApiClient({ cache });
 * cache.flush(); // after an org change: drop everything but static data
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keeps: boolean;
  readonly #maxEntries: number;

  /**
   * `keep: false` makes a cache that stores nothing, for an app whose query library is already
   * the one cache of every answer (the console: docs/decisions/one-cache-per-response.md).
   * `maxEntries` bounds it (static entries count too).
   */
  constructor(options: { keep?: boolean; maxEntries?: number } = {}) {
    this.#keeps = options.keep ?? true;
    this.#maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_CACHE_ENTRIES);
  }

  /** The cached response for a key, if any; reading it makes it the most recently used. */
  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // A Map keeps insertion order: moving the entry to the end keeps the oldest first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.response;
  }

  /**
   * Stores a response under a key, with the operation's cache id and static flag; past
   * `maxEntries`, the least recently used entry is dropped.
   */
  set(key: string, response: CachedResponse, id?: string, isStatic = false): void {
    if (!this.#keeps) return;
    this.#entries.delete(key);
    this.#entries.set(key, { id, isStatic, response });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Drops one entry, as a failed call does for its own. */
  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops every entry stored under a cache id (`account-info`, `org-tree-list`, ...). */
  clear(id: string): void {
    for (const [key, entry] of this.#entries) if (entry.id === id) this.#entries.delete(key);
  }

  /** Drops every entry except static ones. */
  flush(): void {
    for (const [key, entry] of this.#entries) if (!entry.isStatic) this.#entries.delete(key);
  }

  /** Drops every entry. */
  reset(): void {
    this.#entries.clear();
  }

  /** How many entries there are. */
  get size(): number {
    return this.#entries.size;
  }
}
