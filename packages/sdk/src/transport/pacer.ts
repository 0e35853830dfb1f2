import { sleep } from './retry.js';

/** A client-side limit on calls: how many start per second, and how many run at once. */
export interface RateLimit {
  /** Calls started per second, evenly spaced (no bursts). */
  requestsPerSecond?: number;
  /** Calls waiting for their answer at the same time. */
  concurrency?: number;
}

/**
 * Paces calls (and their retries) under a {@link RateLimit}: `acquire` waits for a free slot and
 * the next start time, and gives back the function that frees the slot once the answer is read.
 *
 * @example
 * const pacer = new Pacer({ requestsPerSecond: 20, concurrency: 4 });
 * const release = await pacer.acquire(signal);
 * try { await fetch(request); } finally { release(); }
 */
export class Pacer {
  readonly #interval: number;
  readonly #concurrency: number;
  #running = 0;
  #next = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(limit: RateLimit) {
    const perSecond = limit.requestsPerSecond ?? 0;
    this.#interval = perSecond > 0 ? 1000 / perSecond : 0;
    this.#concurrency = limit.concurrency && limit.concurrency > 0 ? limit.concurrency : Infinity;
  }

  /** Waits for a slot and a start time; rejects with the signal's reason if it aborts first. */
  async acquire(signal: AbortSignal): Promise<() => void> {
    await this.#slot(signal);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next caller waiting, so no newcomer can take it between.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    };
    if (this.#interval > 0) {
      const now = Date.now();
      const start = Math.max(now, this.#next);
      this.#next = start + this.#interval;
      try {
        if (start > now) await sleep(start - now, signal);
      } catch (error) {
        release();
        throw error;
      }
    }
    return release;
  }

  #slot(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.#running < this.#concurrency) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = this.#waiting.indexOf(take);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(signal.reason);
      };
      const take = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      this.#waiting.push(take);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

const pacers = new WeakMap<RateLimit, Pacer>();

/** The pacer of a limit: clients given the same `rateLimit` object share one. */
export function pacerFor(limit: RateLimit | undefined): Pacer | undefined {
  if (!limit) return undefined;
  let pacer = pacers.get(limit);
  if (!pacer) {
    pacer = new Pacer(limit);
    pacers.set(limit, pacer);
  }
  return pacer;
}
