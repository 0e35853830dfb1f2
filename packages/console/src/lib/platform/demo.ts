// docs/decisions/demo-build-time.md
/**
 * Whether this page answers from the mocks: demo builds (`vite build --mode demo`, which the
 * README's `npm run demo` serves) and the dev server. Decided when the console is built, not by
 * the address: a production build answers from the server even with `?demo` or `?offline`.
 */
export function isDemoBuild(): boolean {
  return import.meta.env.MODE === 'demo' || import.meta.env.DEV;
}

/**
 * Starts the mock worker in a demo or dev build. The mocks are imported lazily so a demo build
 * does not load them on first paint, and only behind a condition Vite replaces with constants,
 * so a production build drops the import and emits no mocks at all (test/production-build.test.ts).
 */
export async function startMocksIfWanted(): Promise<void> {
  // Spelled out, not through isDemoBuild(): `"production" === "demo" || false` folds to false
  // where the bundler removes dead code, a call across modules may not.
  if (import.meta.env.MODE !== 'demo' && !import.meta.env.DEV) return;
  const { startDemoWorker } = await import('@guestnet/mocks/browser');
  await startDemoWorker({ workerUrl: `${import.meta.env.BASE_URL}demo-worker.js` });
}

/**
 * Restores the demo's seed data (issue 15's `Reset demo data`): forgets what the user created,
 * edited or deleted in this tab. Does nothing outside demo and dev builds, where the import is
 * dropped as above.
 */
export async function resetDemoData(): Promise<void> {
  if (import.meta.env.MODE !== 'demo' && !import.meta.env.DEV) return;
  const mocks = await import('@guestnet/mocks/browser');
  await mocks.resetDemoData();
}
