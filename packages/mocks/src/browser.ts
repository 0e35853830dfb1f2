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
  await setupWorker(...createHandlers({ scenario, seed: options.seed ?? 1 })).start({
    serviceWorker: { url: options.workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
