// What is retried, how long it waits and why: docs/decisions/retries-and-idempotency.md

/** How many times a call is retried unless the client or the call says otherwise. */
export const DEFAULT_RETRIES = 3;
/** A call's time limit unless the client or the call says otherwise, in ms (0 turns it off). */
export const DEFAULT_TIMEOUT = 30_000;
/** The first back-off, in ms; each retry doubles it. */
export const BASE_DELAY = 500;
/** The longest back-off, in ms, before `Retry-After` is taken into account. */
export const MAX_DELAY = 8_000;
/** A `Retry-After` longer than this (ms) is not waited for: the call rejects with it instead. */
export const MAX_RETRY_AFTER = 60_000;
/** The answers a retry may fix: too many requests, and a gateway or server briefly unavailable. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * The wait before retry number `attempt + 1`: exponential (500 ms, 1 s, 2 s, ... up to 8 s) with
 * "equal jitter", so between half of it and all of it, and never less than `retryAfter`.
 *
 * @example
 * backoffDelay(0, undefined); // 250..500
 * backoffDelay(0, 3000); // 3000
 */
export function backoffDelay(
  attempt: number,
  retryAfter: number | undefined,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(MAX_DELAY, BASE_DELAY * 2 ** attempt);
  const delay = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(delay, retryAfter ?? 0);
}

/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts.
 *
 * @example
 * await sleep(1000, signal);
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
