/**
 * Starts the mock worker when this page should answer from the mocks: in demo and dev builds,
 * or when the `demo` or `offline` URL switch is on (SPEC.md §1). The mocks are imported lazily so
 * a normal build never loads them on first paint.
 */
export async function startMocksIfWanted(search: string = window.location.search): Promise<void> {
  const params = new URLSearchParams(search);
  const wanted =
    import.meta.env.MODE === 'demo' ||
    import.meta.env.DEV ||
    params.has('demo') ||
    params.has('offline');
  if (!wanted) return;
  const { startDemoWorker } = await import('@guestnet/mocks/browser');
  await startDemoWorker({ workerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}
