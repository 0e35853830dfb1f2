/** One request shared by identical calls: its result, what aborts it, and who still waits. */
export interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  joiners: number;
}

/**
 * Runs `start` once for identical calls in flight (same key): later callers join the running
 * one. Each caller keeps its own signal: when it aborts, that caller rejects with the signal's
 * reason at once and leaves; the shared request is aborted only when every caller has left
 * (docs/decisions/response-cache.md).
 *
 * @example
 * const calls = new Map();
 * const [a, b] = await Promise.all([
 *   shareInFlight(calls, key, signalA, (signal) => load(signal)),
 *   shareInFlight(calls, key, signalB, (signal) => load(signal)),
 * ]);
 */
export function shareInFlight<T>(
  inFlight: Map<string, Flight>,
  key: string,
  signal: AbortSignal,
  start: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  let flight = inFlight.get(key);
  if (!flight) {
    const controller = new AbortController();
    const promise = start(controller.signal);
    const started: Flight = { promise, controller, joiners: 0 };
    flight = started;
    inFlight.set(key, started);
    const done = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    promise.then(done, done);
  }
  const joined = flight;
  joined.joiners++;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      joined.joiners--;
      if (joined.joiners === 0) {
        if (inFlight.get(key) === joined) inFlight.delete(key);
        joined.controller.abort(signal.reason);
      }
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    (joined.promise as Promise<T>).then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
