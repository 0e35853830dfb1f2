// docs/decisions/demo-build-time.md, docs/decisions/demo-startup.md
/**
 * Whether this page answers from the mocks: demo builds (`vite build --mode demo`, which the
 * README's `npm run demo` serves) and the dev server. Decided when the console is built, not by
 * the address: a production build answers from the server even with `?demo` or `?offline`.
 */
export function isDemoBuild(): boolean {
  return import.meta.env.MODE === 'demo' || import.meta.env.DEV;
}

// The page's mock worker, once started: what every call of the page waits for.
let mocksStarted: Promise<void> | undefined;

/**
 * Starts the mock worker in a demo or dev build, once per page (its chunk is asked for once
 * `after` resolves; calls made before then wait too); the page renders meanwhile and
 * only its calls wait ({@link fetchAfterMocks}), so a visitor sees the page before the mocks
 * chunk has arrived. The mocks are imported lazily, and only behind a condition Vite replaces with
 * constants, so a production build drops the import and emits no mocks at all
 * (test/production-build.test.ts).
 */
export function startMocksIfWanted(after: Promise<void> = Promise.resolve()): Promise<void> {
  // Spelled out, not through isDemoBuild(): `"production" === "demo" || false` folds to false
  // where the bundler removes dead code, a call across modules may not.
  if (import.meta.env.MODE !== 'demo' && !import.meta.env.DEV) return Promise.resolve();
  mocksStarted ??= after
    .then(() => import('@guestnet/mocks/browser'))
    .then(({ startDemoWorker }) =>
      startDemoWorker({ workerUrl: `${import.meta.env.BASE_URL}demo-worker.js` }),
    );
  return mocksStarted;
}

/**
 * A fetch that first waits for `ready()` when it gives a promise, then calls `send`, by default
 * whatever `fetch` is at the time of the call; a failed `ready` leaves the call to the network.
 * Without a promise it calls through in the same tick.
 */
export function fetchAfter(
  ready: () => Promise<unknown> | undefined,
  send?: typeof fetch,
): typeof fetch {
  const call: typeof fetch = (input, init) => (send ?? globalThis.fetch)(input, init);
  return (input, init) => {
    const waiting = ready();
    return waiting
      ? waiting.then(
          () => call(input, init),
          () => call(input, init),
        )
      : call(input, init);
  };
}

/**
 * The page's fetch for API calls: in a demo or dev page whose mock worker is starting, a call
 * waits for it (sent earlier, it would reach the preview server, which answers no API call).
 */
export function fetchAfterMocks(send?: typeof fetch): typeof fetch {
  return fetchAfter(() => mocksStarted, send);
}

/**
 * Restores the demo's seed data (the header's `Reset demo data`): forgets what the user created,
 * edited or deleted in this tab. Does nothing outside demo and dev builds, where the import is
 * dropped as above.
 */
export async function resetDemoData(): Promise<void> {
  if (import.meta.env.MODE !== 'demo' && !import.meta.env.DEV) return;
  const mocks = await import('@guestnet/mocks/browser');
  await mocks.resetDemoData();
}
