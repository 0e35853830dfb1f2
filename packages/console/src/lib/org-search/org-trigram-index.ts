import { runToEnd } from './time-slices';

// 6 bits per character: a-z, 0-9, space, and the rest folded into the remaining codes.
const BITS = 6;
const KEYS = 1 << (BITS * 3);
/**
 * Records between two checks of the clock in a sliced build or scan (org-search-index.ts): few
 * enough that a slice ends within a fraction of a millisecond of its time box even while the code
 * still runs unoptimized on a busy machine, so the slice's time, not a record count, decides.
 */
export const RECORDS_PER_STEP = 64;
/** Trigram keys summed between two checks of the clock (the 262,144-key prefix sum). */
const KEYS_PER_STEP = 16_384;

function code(char: number): number {
  if (char >= 97 && char <= 122) return char - 96; // a-z: 1-26
  if (char >= 48 && char <= 57) return char - 21; // 0-9: 27-36
  if (char === 32) return 37;
  return 38 + (char % 26);
}

/** The trigram key at a position of a lowercase string. */
function keyAt(text: string, at: number): number {
  return (
    (code(text.charCodeAt(at)) << (BITS * 2)) |
    (code(text.charCodeAt(at + 1)) << BITS) |
    code(text.charCodeAt(at + 2))
  );
}

/**
 * Which records contain each three-character sequence, as one compressed posting array: the
 * candidates for a query are the records of its rarest trigram, so a search never scans all
 * 100,000 records (folded characters may add candidates; the caller verifies each).
 */
export class TrigramIndex {
  readonly #starts: Int32Array;
  readonly #records: Int32Array;

  /** Builds the index in one piece; `TrigramIndex.steps` builds the same one in steps. */
  constructor(texts: readonly string[]);
  constructor(texts: readonly string[], built: { starts: Int32Array; records: Int32Array });
  constructor(texts: readonly string[], built?: { starts: Int32Array; records: Int32Array }) {
    if (built) {
      this.#starts = built.starts;
      this.#records = built.records;
    } else {
      const index = runToEnd(TrigramIndex.steps(texts));
      this.#starts = index.#starts;
      this.#records = index.#records;
    }
  }

  /**
   * Builds the index a few dozen records at a time, yielding between them, so that a caller
   * can spread the build over idle moments (docs/decisions/org-search-index-build.md). Two passes
   * over the texts: count each key's records, then fill the posting array.
   */
  static *steps(texts: readonly string[]): Generator<void, TrigramIndex, void> {
    const starts = new Int32Array(KEYS + 1);
    const lastSeen = new Int32Array(KEYS).fill(-1);
    for (let r = 0; r < texts.length; r++) {
      if (r % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
      const text = texts[r] as string;
      for (let at = 0; at + 3 <= text.length; at++) {
        const key = keyAt(text, at);
        if (lastSeen[key] === r) continue;
        lastSeen[key] = r;
        starts[key + 1] = (starts[key + 1] as number) + 1;
      }
    }
    for (let key = 0; key < KEYS; key++) {
      if (key % KEYS_PER_STEP === 0) yield;
      starts[key + 1] = (starts[key + 1] as number) + (starts[key] as number);
    }
    yield;
    // The postings (millions of entries at 100,000 orgs) are allocated and zeroed in one piece:
    // a step of their own, so no slice adds that to work it has already done.
    const records = new Int32Array(starts[KEYS] as number);
    yield;
    const fill = starts.slice(0, KEYS);
    lastSeen.fill(-1);
    yield;
    for (let r = 0; r < texts.length; r++) {
      if (r % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
      const text = texts[r] as string;
      for (let at = 0; at + 3 <= text.length; at++) {
        const key = keyAt(text, at);
        if (lastSeen[key] === r) continue;
        lastSeen[key] = r;
        records[fill[key] as number] = r;
        fill[key] = (fill[key] as number) + 1;
      }
    }
    return new TrigramIndex(texts, { starts, records });
  }

  /**
   * Whether `candidates` is the exact answer: a three-character query of unfolded characters
   * (letters, digits, space) has one trigram, whose records all contain it.
   */
  static isExact(query: string): boolean {
    return query.length === 3 && /^[a-z0-9 ]{3}$/.test(query);
  }

  /** The records that may contain `query` (lowercase, 3+ characters), in record order. */
  candidates(query: string): Int32Array {
    let best = 0;
    let bestSize = Number.POSITIVE_INFINITY;
    for (let at = 0; at + 3 <= query.length; at++) {
      const key = keyAt(query, at);
      const size = (this.#starts[key + 1] as number) - (this.#starts[key] as number);
      if (size < bestSize) {
        best = key;
        bestSize = size;
      }
    }
    return this.#records.subarray(this.#starts[best], this.#starts[best + 1]);
  }
}
