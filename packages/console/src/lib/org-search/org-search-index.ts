import { RECORDS_PER_STEP, TrigramIndex } from './org-trigram-index';
import { runToEnd } from './time-slices';

/** The result of a search: the first `limit` matches in list order, and how many matched. */
export interface OrgSearchResult<T> {
  items: T[];
  total: number;
}

/**
 * A record's text is its own part, then `SHARED` and a part many records share (an org's name,
 * then its parent's path, the same for all its siblings). A typed query never holds the mark, so
 * it matches one part or the other, and a shared part is checked once per search, not once per
 * record: a query that matches a parent's name matches all its descendants at that cost.
 */
export const SHARED = '\u0001';

/**
 * Candidates from which a search checks shared parts once each: under it, checking each record's
 * whole text is as quick, without the table of parts checked.
 */
const SHARED_FROM = 4096;

/** The records' texts split at `SHARED`: each record's own part, and its shared part by number. */
interface Parts {
  own: readonly string[];
  sharedOf: Int32Array;
  shared: readonly string[];
}

/**
 * A local per-keystroke filter over a large org list (docs/product/states.md, docs/product/platform.md "Measured on these
 * machines"). A plain `includes` over 100,000 precomputed strings costs 11.8 ms p95 there; this
 * index beats it twice over:
 *
 * - a trigram index gives the records that can contain the query, from its rarest three
 *   characters, so only those are checked;
 * - when the query grows (the usual keystroke), it narrows the previous matches instead;
 * - a broad search checks each shared part of the texts (`SHARED`: a parent's path) once.
 *
 * Building it over 100,000 orgs is half a second of work; `OrgSearchIndex.steps` does it in
 * small steps so that it never holds the main thread (docs/decisions/org-search-index-build.md).
 */
export class OrgSearchIndex<T> {
  readonly #items: readonly T[];
  readonly #lower: readonly string[];
  readonly #trigrams: TrigramIndex;
  readonly #parts: Parts;
  #previous: { query: string; matches: Int32Array } | undefined;

  /** Builds the index in one piece. */
  constructor(items: readonly T[], text: (item: T) => string);
  constructor(
    items: readonly T[],
    text: (item: T) => string,
    built: { lower: readonly string[]; trigrams: TrigramIndex; parts: Parts },
  );
  constructor(
    items: readonly T[],
    text: (item: T) => string,
    built?: { lower: readonly string[]; trigrams: TrigramIndex; parts: Parts },
  ) {
    this.#items = items;
    if (built) {
      this.#lower = built.lower;
      this.#trigrams = built.trigrams;
      this.#parts = built.parts;
    } else {
      const index = runToEnd(OrgSearchIndex.steps(items, text));
      this.#lower = index.#lower;
      this.#trigrams = index.#trigrams;
      this.#parts = index.#parts;
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
    const parts = yield* splitSteps(texts);
    const trigrams = yield* TrigramIndex.steps(texts);
    return new OrgSearchIndex(items, text, { lower: texts, trigrams, parts });
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
    let count = 0;
    if (previous.length < SHARED_FROM) {
      const lower = this.#lower;
      for (let i = 0; i < previous.length; i++) {
        const index = previous[i] as number;
        if ((lower[index] as string).includes(q)) found[count++] = index;
      }
      return found.subarray(0, count);
    }
    const { own, sharedOf, shared } = this.#parts;
    // Per shared part, once it has been checked: 1 it contains the query, 2 it does not.
    const sharedHit = new Uint8Array(shared.length);
    for (let i = 0; i < previous.length; i++) {
      const index = previous[i] as number;
      const part = sharedOf[index] as number;
      let hit = sharedHit[part] as number;
      if (hit === 0) {
        hit = (shared[part] as string).includes(q) ? 1 : 2;
        sharedHit[part] = hit;
      }
      if (hit === 1 || (own[index] as string).includes(q)) found[count++] = index;
    }
    return found.subarray(0, count);
  }
}

/** Splits each text at `SHARED`, numbering the distinct shared parts, a few dozen texts a step. */
function* splitSteps(texts: readonly string[]): Generator<void, Parts, void> {
  const own: string[] = new Array(texts.length);
  const sharedOf = new Int32Array(texts.length);
  const shared: string[] = [''];
  const numbers = new Map<string, number>([['', 0]]);
  for (let i = 0; i < texts.length; i++) {
    if (i % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    const text = texts[i] as string;
    const mark = text.indexOf(SHARED);
    if (mark < 0) {
      own[i] = text;
      continue;
    }
    own[i] = text.slice(0, mark);
    const part = text.slice(mark + 1);
    let number = numbers.get(part);
    if (number === undefined) {
      number = shared.length;
      shared.push(part);
      numbers.set(part, number);
    }
    sharedOf[i] = number;
  }
  return { own, sharedOf, shared };
}
