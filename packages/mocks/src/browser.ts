import { setupWorker } from 'msw/browser';
import { createHandlers } from './create-handlers.js';
import { SCENARIO_COOKIE, type ScenarioName, scenarioOfPage } from './scenarios.js';

/**
 * Starts the MSW service worker that answers the console's calls in demo and dev builds. The
 * scenario comes from the page's `?scenario=` and stays for the browser session (sessionStorage)
 * unless given.
 *
 * @example
 * await startDemoWorker({ workerUrl: '/admin-ui/mockServiceWorker.js' });
 */
export async function startDemoWorker(options: {
  workerUrl: string;
  scenario?: ScenarioName;
  seed?: number;
}): Promise<void> {
  const scenario =
    options.scenario ?? scenarioOfPage(window.location.search, window.sessionStorage);
  // A session cookie carries the scenario to the Node middleware that serves the framed legacy
  // pages, which the worker never sees.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the demo runs in
  document.cookie = `${SCENARIO_COOKIE}=${scenario}; path=/; SameSite=Lax`;
  await setupWorker(...createHandlers({ scenario, seed: options.seed ?? 1 })).start({
    serviceWorker: { url: options.workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
