// The browser's mocks run in the page: a report answer over a provider's month must give the
// page's own work a turn every few milliseconds, or it freezes the console as much as the
// console's own long task would (docs/decisions/report-queries.md "Turns for the page").

/** The longest stretch of work before the page gets a turn, in milliseconds. */
export const SLICE_MS = 8;

// Between slices the work waits as a background task (Chromium's scheduler.postTask), which runs
// only when the page has nothing more urgent: the console's own rendering goes first, as it would
// beside a backend summing on its side. scheduler.yield() resumed ahead of the page's tasks, so
// React's deferred rendering of the charts waited for the whole sum and then ran at once; and the
// Long Tasks API does not report a task scheduler.yield() resumes. Elsewhere a timeout.
type Scheduler = {
  postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
};
/** Gives the page's own work a turn (a background task in Chromium, else a timeout). */
export const yieldTurn = () => {
  // Looked up at each turn: a bench may give Node a scheduler after this module is loaded.
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.postTask
    ? scheduler.postTask(() => {}, { priority: 'background' })
    : new Promise<void>((done) => setTimeout(done, 0));
};

/** What the slicers read the time from and how they give a turn: injectable for tests. */
export interface Slicing {
  /** The clock, in milliseconds. */
  now: () => number;
  /** Gives the page a turn. */
  turn: () => Promise<void>;
  /** The longest stretch between turns, in the clock's milliseconds. */
  sliceMs: number;
  /** Told of every unit of work counted (a row made or read, a leaf-day, an item sorted). */
  work?: (units: number) => void;
}

const DEFAULT_SLICING: Slicing = {
  now: () => performance.now(),
  turn: yieldTurn,
  sliceMs: SLICE_MS,
};
let slicing: Slicing = DEFAULT_SLICING;
// When the page last had a turn, for every slicer: the thread is one, so a stretch of work runs
// from the last turn any of them gave, however many loops (a day's, then the next's) it spans.
let lastTurn = slicing.now();
/** The work counted since the clock was last read, by any slicer. */
let sinceReading = 0;

/**
 * Replaces the slicers' clock, turn or slice (a test counts work units and turns with it);
 * returns the function that puts the defaults back.
 *
 * @example
 * const restore = setSlicing({ now: () => units, turn: async () => { turns++; } });
 */
export function setSlicing(next: Partial<Slicing>): () => void {
  slicing = { ...DEFAULT_SLICING, ...next };
  lastTurn = slicing.now();
  return () => {
    slicing = DEFAULT_SLICING;
    lastTurn = slicing.now();
  };
}

/**
 * Time-slices a long loop: `due(units)` counts the work done and reads the clock once every
 * `every` units (not a clock read nor a promise per item); when `sliceMs` have passed since the
 * page's last turn (given by any slicer), `pass()` gives it one. `tick(units)` does both. An
 * answer that starts after the page was idle for a slice gives a turn at its first reading.
 *
 * @example
 * const slicer = new Slicer(256);
 * for (const row of rows) { if (slicer.due()) await slicer.pass(); read(row); }
 */
export class Slicer {
  readonly #every: number;

  /** @param every how many units of work between two readings of the clock */
  constructor(every = 1) {
    this.#every = every;
  }

  /** Counts `units` of work; true when the page is due a turn. */
  due(units = 1): boolean {
    slicing.work?.(units);
    sinceReading += units;
    if (sinceReading < this.#every) return false;
    sinceReading = 0;
    return slicing.now() - lastTurn >= slicing.sliceMs;
  }

  /** Gives the page a turn and starts a new slice. */
  async pass(): Promise<void> {
    await slicing.turn();
    lastTurn = slicing.now();
    sinceReading = 0;
  }

  /** Counts `units` of work and gives the page a turn if it is due. */
  async tick(units = 1): Promise<void> {
    if (this.due(units)) await this.pass();
  }
}

/** Items sorted by the platform's sort at once before the runs are merged in slices. */
const RUN = 1024;

/** What the merge reads and writes by index: a plain array or a typed one. */
interface Indexable<T> {
  [index: number]: T;
  readonly length: number;
}

/**
 * Merges the sorted runs of `width` items of `from` pairwise, into `to` and back, until one run
 * holds them all; counts each item merged and gives the page a turn whenever `slicer` says one
 * is due. Ties keep the left run's item first: the merge is stable as the platform's sort is.
 * Returns the one of the two arrays that holds the sorted items.
 */
async function mergeRunsInTurns<T, A extends Indexable<T>>(
  items: A,
  spare: A,
  width: number,
  compare: (a: T, b: T) => number,
  slicer: Slicer,
): Promise<A> {
  const n = items.length;
  let from = items;
  let to = spare;
  for (; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        if (j >= hi || (i < mid && compare(from[i] as T, from[j] as T) <= 0))
          to[k] = from[i++] as T;
        else to[k] = from[j++] as T;
        if (slicer.due()) await slicer.pass();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * Sorts `items` in place as `items.sort(compare)` would (stably, so the order is the same), in
 * slices: runs of `RUN` items sorted at once, then merged pairwise, a turn for the page whenever
 * `slicer` says one is due. A sort of a million rows is over 300 ms of one task otherwise.
 */
export async function sortInTurns<T>(
  items: T[],
  compare: (a: T, b: T) => number,
  slicer: Slicer = new Slicer(RUN),
): Promise<T[]> {
  const n = items.length;
  if (n <= RUN) {
    items.sort(compare);
    await slicer.tick(n);
    return items;
  }
  for (let start = 0; start < n; start += RUN) {
    const run = items.slice(start, start + RUN).sort(compare);
    for (let k = 0; k < run.length; k++) items[start + k] = run[k] as T;
    await slicer.tick(run.length);
  }
  const sorted = await mergeRunsInTurns(items, new Array<T>(n), RUN, compare, slicer);
  if (sorted !== items) for (let k = 0; k < n; k++) items[k] = sorted[k] as T;
  return items;
}

/** Numbers in ascending order, as a typed array's `sort()` puts them. */
const ascending = (a: number, b: number) => a - b;

/**
 * Sorts numbers in place in ascending order as `values.sort()` would, in slices: runs of
 * `RUN * 16` sorted by the platform at once, then merged pairwise with turns for the page.
 */
export async function sortNumbersInTurns(
  values: Float64Array,
  slicer: Slicer = new Slicer(RUN),
): Promise<Float64Array> {
  const n = values.length;
  const run = RUN * 16;
  for (let start = 0; start < n; start += run) {
    values.subarray(start, start + run).sort();
    await slicer.tick(Math.min(run, n - start));
  }
  if (n <= run) return values;
  const sorted = await mergeRunsInTurns(values, new Float64Array(n), run, ascending, slicer);
  if (sorted !== values) values.set(sorted);
  return values;
}
