/**
 * Runs `start` once for identical calls in flight: later callers with the same key wait for the
 * first one's result. A caller whose own signal is still live does not inherit another caller's
 * abort: it starts its own call instead.
 *
 * @example
 * const calls = new Map();
 * const [a, b] = await Promise.all([shareInFlight(calls, k, s, load), shareInFlight(calls, k, s, load)]);
 */
export async function shareInFlight<T>(
  inFlight: Map<string, Promise<unknown>>,
  key: string,
  signal: AbortSignal,
  start: () => Promise<T>,
): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) {
    try {
      return await running;
    } catch (error) {
      const aborted = typeof error === 'object' && error !== null && 'aborted' in error;
      if (!(aborted && error.aborted === true) || signal.aborted) throw error;
      return shareInFlight(inFlight, key, signal, start);
    }
  }
  const promise = start();
  inFlight.set(key, promise);
  try {
    return await promise;
  } finally {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  }
}
