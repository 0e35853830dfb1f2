// The demo's service worker (docs/decisions/demo-worker-assets.md). MSW's own worker, imported
// below unchanged, answers the console's calls from the mocks; by itself it also hands every
// script, stylesheet and font the page loads to the page's main thread to ask whether to mock
// it, and copies each answer back there. The mocks never answer those, so this listener, added
// first, leaves same-origin ones to the network before MSW's listener sees them: a demo page's
// first load is about a quarter faster.
const STATIC_DESTINATIONS = new Set(['script', 'style', 'font']);

self.addEventListener('fetch', (event) => {
  const { destination, url } = event.request;
  if (STATIC_DESTINATIONS.has(destination) && new URL(url).origin === self.location.origin) {
    event.stopImmediatePropagation();
  }
});

// MSW's worker unregisters itself when the page that closes is the last one it controls, which
// is every time a demo page navigates: the console going to the login page, a reload. The next
// page then loads uncontrolled and registers and installs the worker again, and a frame or tab
// opened meanwhile sends its first calls to the network. This listener, added first, forgets
// the closed page as MSW would and keeps the registration: with no page using the mocks the
// worker passes every request through (docs/decisions/demo-worker-assets.md).
self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  const clientId = event.source?.id;
  // MSW's set of the pages that started the mocks, declared by the script imported below.
  if (clientId) activeClientIds.delete(clientId);
});

importScripts('./mockServiceWorker.js');
