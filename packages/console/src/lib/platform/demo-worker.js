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

importScripts('./mockServiceWorker.js');
