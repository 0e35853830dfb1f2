// What a call does without `check`, the key, and in-flight sharing: docs/decisions/response-cache.md

/** A response as the cache keeps it: buffered, so every reader gets its own Response. */
export interface CachedResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  text: string;
}

/** Per-call cache options (SPEC.md §7, DESIGN.md "Caching"). */
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

/**
 * The response cache of operations that declare `x-cache`: entries per URL and id; `flush` keeps
 * static entries, `reset` drops everything. Share one between clients to flush them together.
 *
 * @example
 * const cache = new ResponseCache();
 * const api = createAdminApiClient({ cache });
 * cache.flush(); // after an org change: drop everything but static data
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keeps: boolean;

  /**
   * `keep: false` makes a cache that stores nothing, for an app whose query library is already
   * the one cache of every answer (the console: docs/decisions/one-cache-per-response.md).
   */
  constructor(options: { keep?: boolean } = {}) {
    this.#keeps = options.keep ?? true;
  }

  /** The cached response for a key, if any. */
  get(key: string): CachedResponse | undefined {
    return this.#entries.get(key)?.response;
  }

  /** Stores a response under a key, with the operation's cache id and static flag. */
  set(key: string, response: CachedResponse, id?: string, isStatic = false): void {
    if (this.#keeps) this.#entries.set(key, { id, isStatic, response });
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
