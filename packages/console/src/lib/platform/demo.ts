import { readUrlSwitches } from './url-switches';

/**
 * Whether this page answers from the mocks: demo and dev builds, or the `demo` / `offline` URL
 * switches (SPEC.md §1; those two count framed or not).
 */
export function isDemoRequested(search: string = window.location.search): boolean {
  const switches = readUrlSwitches(search, false);
  return (
    import.meta.env.MODE === 'demo' || import.meta.env.DEV || switches.demo || switches.offline
  );
}

/**
 * Starts the mock worker when this page should answer from the mocks. The mocks are imported
 * lazily so a normal build never loads them on first paint.
 */
export async function startMocksIfWanted(search: string = window.location.search): Promise<void> {
  if (!isDemoRequested(search)) return;
  const { startDemoWorker } = await import('@guestnet/mocks/browser');
  await startDemoWorker({ workerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}
