import { OrgSearchIndex, type OrgSearchResult } from './org-search-index';
import { RECORDS_PER_STEP } from './org-trigram-index';
import { runSliced, type Slicer, timeSlicer } from './time-slices';

/**
 * Below this many records the index does not hold, a plain scan answers as fast as the index
 * does (about 0.2 ms for 2,000), so no build starts.
 */
export const SCAN_LIMIT = 2_000;

const NONE = new Int32Array(0);

/** What a search reads: the current records and how the last built index covers them. */
interface View<T> {
  items: readonly T[];
  index: OrgSearchIndex<T> | undefined;
  /** Where each of the index's records sits in `items`; undefined when in the same place. */
  moved: Int32Array | undefined;
  /** The positions in `items` that the index does not hold, ascending. */
  rest: Int32Array;
  /** The lowercase texts of `rest`, filled in by the first scan that reads them. */
  restLower: (string | undefined)[];
}

/** Options for tests and benchmarks: how a build and a long scan slice their work. */
export interface LiveIndexOptions {
  slicer?: () => Slicer;
  scanLimit?: number;
}

/**
 * A search index that follows a growing list (the loaded orgs) without ever holding the main
 * thread for long (docs/decisions/org-search-index-build.md):
 *
 * - the index is built in time slices, and built again in slices only when many records are
 *   new or some went away;
 * - records it does not hold yet (all of them while the first build runs, then nodes the tree
 *   inserted later) are scanned, in slices too, and merged into the index's matches in list
 *   order, so every search answers exactly what a fresh one-piece index would.
 */
export class LiveOrgSearchIndex<T> {
  readonly #read: () => readonly T[];
  readonly #text: (item: T) => string;
  readonly #slicer: () => Slicer;
  readonly #scanLimit: number;
  #built: { items: readonly T[]; index: OrgSearchIndex<T> } | undefined;
  #view: View<T>;
  #building: Promise<void> | undefined;
  /** The latest search's scan, which a build lets go first. */
  #scanning: Promise<void> | undefined;

  constructor(read: () => readonly T[], text: (item: T) => string, options: LiveIndexOptions = {}) {
    this.#read = read;
    this.#text = text;
    this.#slicer = options.slicer ?? (() => timeSlicer());
    this.#scanLimit = options.scanLimit ?? SCAN_LIMIT;
    this.#view = { items: [], index: undefined, moved: undefined, rest: NONE, restLower: [] };
  }

  /**
   * Takes in the current list: cheap when it has not changed, one pass of identity checks when
   * it has, and a build in the background when too much of it is not indexed.
   */
  refresh(): void {
    const items = this.#read();
    if (items === this.#view.items) return;
    this.#view = this.#viewOf(items);
    this.#buildWhenBehind();
  }

  /** Whether a build is running. */
  get building(): boolean {
    return this.#building !== undefined;
  }

  /** Resolves once no build is running (every record is indexed, or few enough to scan). */
  async built(): Promise<void> {
    while (this.#building) await this.#building;
  }

  /** Finds the records whose text contains `query`, case-insensitively, in list order. */
  async search(query: string, limit = 500): Promise<OrgSearchResult<T>> {
    this.refresh();
    const view = this.#view;
    const q = query.toLowerCase();
    if (q.length === 0) return { items: [], total: 0 };
    const indexed = view.index?.matches(q) ?? NONE;
    const scanned = await this.#scan(view, q);
    const { items, moved } = view;
    const found: T[] = [];
    let a = 0;
    let b = 0;
    while (found.length < limit && (a < indexed.length || b < scanned.length)) {
      const fromIndex =
        a < indexed.length
          ? moved
            ? (moved[indexed[a] as number] as number)
            : (indexed[a] as number)
          : Number.POSITIVE_INFINITY;
      const fromScan = b < scanned.length ? (scanned[b] as number) : Number.POSITIVE_INFINITY;
      if (fromIndex < fromScan) a++;
      else b++;
      found.push(items[Math.min(fromIndex, fromScan)] as T);
    }
    return { items: found, total: indexed.length + scanned.length };
  }

  #viewOf(items: readonly T[]): View<T> {
    const everything = () => {
      const rest = new Int32Array(items.length);
      for (let i = 0; i < rest.length; i++) rest[i] = i;
      return { items, index: undefined, moved: undefined, rest, restLower: [] };
    };
    const built = this.#built;
    if (!built) return everything();
    if (built.items === items) {
      return { items, index: built.index, moved: undefined, rest: NONE, restLower: [] };
    }
    // Between two loads the tree only grows (inserted nodes, loaded children), so the indexed
    // records are a subsequence of the new list, in the same order; anything else (a reload)
    // makes the index useless.
    const indexed = built.items;
    const moved = new Int32Array(indexed.length);
    const rest: number[] = [];
    let next = 0;
    for (let i = 0; i < items.length; i++) {
      if (next < indexed.length && items[i] === indexed[next]) moved[next++] = i;
      else rest.push(i);
    }
    if (next < indexed.length) {
      this.#built = undefined;
      return everything();
    }
    return { items, index: built.index, moved, rest: Int32Array.from(rest), restLower: [] };
  }

  /**
   * Builds the index over the current list in slices when too much of it is scanned. It starts
   * in a task of its own (not in the one that saw the change), shares the texts a scan of the
   * same list has read, and lets a running search's scan go first.
   */
  #buildWhenBehind(): void {
    const view = this.#view;
    if (this.#building || view.rest.length <= this.#scanLimit) return;
    const { items } = view;
    const slicer = this.#slicer();
    const afterScans: Slicer = {
      shouldYield: () => slicer.shouldYield(),
      yield: async () => {
        await slicer.yield();
        while (this.#scanning) await this.#scanning;
      },
    };
    // With nothing indexed, `rest` is every position in order, so its texts are the build's.
    const lower = view.index ? undefined : view.restLower;
    this.#building = afterScans
      .yield()
      .then(() => runSliced(OrgSearchIndex.steps(items, this.#text, lower), afterScans))
      .then(
        (index) => {
          this.#building = undefined;
          this.#built = { items, index };
          this.#view = this.#viewOf(this.#view.items);
          // The list may have changed much while this build ran.
          this.#buildWhenBehind();
        },
        (error: unknown) => {
          // Not retried: searches go on scanning, and the error reaches the page's handler.
          this.#building = undefined;
          throw error;
        },
      );
  }

  /** The positions of `view.rest` whose text contains `q`, in slices when there are many. */
  #scan(view: View<T>, q: string): Promise<Int32Array> {
    if (view.rest.length === 0) return Promise.resolve(NONE);
    const scan = runSliced(scanSteps(view, q, this.#text), this.#slicer());
    const settled = scan.then(
      () => undefined,
      () => undefined,
    );
    this.#scanning = settled;
    void settled.then(() => {
      if (this.#scanning === settled) this.#scanning = undefined;
    });
    return scan;
  }
}

function* scanSteps<T>(
  view: View<T>,
  q: string,
  text: (item: T) => string,
): Generator<void, Int32Array, void> {
  const { items, rest, restLower } = view;
  const found: number[] = [];
  for (let r = 0; r < rest.length; r++) {
    if (r % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    const position = rest[r] as number;
    restLower[r] ??= text(items[position] as T).toLowerCase();
    if ((restLower[r] as string).includes(q)) found.push(position);
  }
  return Int32Array.from(found);
}
