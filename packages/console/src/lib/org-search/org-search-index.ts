import { RECORDS_PER_STEP, TrigramIndex } from './org-trigram-index';
import { runToEnd } from './time-slices';

/** The result of a search: the first `limit` matches in list order, and how many matched. */
export interface OrgSearchResult<T> {
  items: T[];
  total: number;
}

/**
 * A local per-keystroke filter over a large org list (SPEC.md §4, DESIGN.md "Measured on these
 * machines"). A plain `includes` over 100,000 precomputed strings costs 11.8 ms p95 there; this
 * index beats it twice over:
 *
 * - a trigram index gives the records that can contain the query, from its rarest three
 *   characters, so only those are checked;
 * - when the query grows (the usual keystroke), it narrows the previous matches instead.
 *
 * Building it over 100,000 orgs is half a second of work; `OrgSearchIndex.steps` does it in
 * small steps so that it never holds the main thread (docs/decisions/org-search-index-build.md).
 */
export class OrgSearchIndex<T> {
  readonly #items: readonly T[];
  readonly #lower: readonly string[];
  readonly #trigrams: TrigramIndex;
  #previous: { query: string; matches: Int32Array } | undefined;

  /** Builds the index in one piece. */
  constructor(items: readonly T[], text: (item: T) => string);
  constructor(
    items: readonly T[],
    text: (item: T) => string,
    built: { lower: readonly string[]; trigrams: TrigramIndex },
  );
  constructor(
    items: readonly T[],
    text: (item: T) => string,
    built?: { lower: readonly string[]; trigrams: TrigramIndex },
  ) {
    this.#items = items;
    if (built) {
      this.#lower = built.lower;
      this.#trigrams = built.trigrams;
    } else {
      const index = runToEnd(OrgSearchIndex.steps(items, text));
      this.#lower = index.#lower;
      this.#trigrams = index.#trigrams;
    }
  }

  /**
   * Builds the same index a few dozen records at a time, yielding between them; run it with
   * `runSliced` (time-slices.ts) to spread the build over many short tasks.
   */
  static *steps<T>(
    items: readonly T[],
    text: (item: T) => string,
    lower: (string | undefined)[] = new Array(items.length),
  ): Generator<void, OrgSearchIndex<T>, void> {
    // `lower` may come partly filled (and be read meanwhile) by a scan over the same records.
    for (let i = 0; i < items.length; i++) {
      if (i % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
      lower[i] ??= text(items[i] as T).toLowerCase();
    }
    const texts = lower as string[];
    const trigrams = yield* TrigramIndex.steps(texts);
    return new OrgSearchIndex(items, text, { lower: texts, trigrams });
  }

  /** How many records the index holds. */
  get size(): number {
    return this.#items.length;
  }

  /** Finds the records whose text contains `query`, case-insensitively, in list order. */
  search(query: string, limit = 500): OrgSearchResult<T> {
    const matches = this.matches(query);
    const items: T[] = [];
    for (let i = 0; i < matches.length && i < limit; i++) {
      items.push(this.#items[matches[i] as number] as T);
    }
    return { items, total: matches.length };
  }

  /** The positions of the records whose text contains `query`, case-insensitively, ascending. */
  matches(query: string): Int32Array {
    const q = query.toLowerCase();
    if (q.length === 0) return new Int32Array(0);
    const previous = this.#previous;
    const matches =
      previous && q.includes(previous.query) && previous.matches.length * 4 < this.#items.length
        ? this.#narrow(previous.matches, q)
        : q.length >= 3
          ? this.#fromTrigrams(q)
          : this.#scan(q);
    this.#previous = { query: q, matches };
    return matches;
  }

  /** Queries under three characters (the search box never sends them): every record. */
  #scan(q: string): Int32Array {
    const found: number[] = [];
    const lower = this.#lower;
    for (let i = 0; i < lower.length; i++) if ((lower[i] as string).includes(q)) found.push(i);
    return Int32Array.from(found);
  }

  #fromTrigrams(q: string): Int32Array {
    const candidates = this.#trigrams.candidates(q);
    return TrigramIndex.isExact(q) ? candidates : this.#narrow(candidates, q);
  }

  #narrow(previous: Int32Array, q: string): Int32Array {
    const found = new Int32Array(previous.length);
    const lower = this.#lower;
    let count = 0;
    for (let i = 0; i < previous.length; i++) {
      const index = previous[i] as number;
      if ((lower[index] as string).includes(q)) found[count++] = index;
    }
    return found.subarray(0, count);
  }
}
