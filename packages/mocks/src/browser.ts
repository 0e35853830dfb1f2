import { setupWorker } from 'msw/browser';
import type { MockState } from './mock-state.js';
import { SCENARIO_COOKIE, type ScenarioName, scenarioOfPage, slowMsOfPage } from './scenarios.js';

/** The User Timing mark set when MSW's code has run and the worker is about to start. */
export const MOCKS_EVALUATED_MARK = 'guestnet:mocks-evaluated';

/**
 * The User Timing mark set when the routes' chunk has run and their handler is in place, while
 * the worker starts.
 */
export const MOCKS_ROUTED_MARK = 'guestnet:mocks-routed';

/** The User Timing mark set when the mock worker has started: calls are answered from then on. */
export const MOCKS_STARTED_MARK = 'guestnet:mocks-started';

type DemoRouting = typeof import('./demo-routing.js');
let routing: Promise<DemoRouting> | undefined;

/** The routes, their answers and the page's state: a chunk of their own in the demo. */
function demoRouting(): Promise<DemoRouting> {
  routing ??= import('./demo-routing.js');
  return routing;
}

// One state per page: the worker's handlers and resetDemoData() must see the same records.
let demoState: MockState | undefined;

/** The page's demo state, whose changes live in sessionStorage for the tab's session. */
async function pageState(): Promise<MockState> {
  const { MockState } = await demoRouting();
  demoState ??= new MockState({ storage: window.sessionStorage });
  return demoState;
}

/**
 * Starts the MSW service worker that answers the console's calls in demo and dev builds. The
 * scenario comes from the page's `?scenario=` and stays for the browser session (sessionStorage)
 * unless given, and so do the `slow` scenario's delay (`?slowMs=`) and the `flaky` scenario's
 * share of failed calls (`?flakyRate=0.5`); so do the records the user creates, edits or deletes (`MOCK_STATE_STORAGE_KEY`),
 * until `resetDemoData()`.
 *
 * @example
 * await startDemoWorker({ workerUrl: '/admin-ui/mockServiceWorker.js' });
 *
 * The URL may be a worker of your own that imports MSW's (`importScripts('./mockServiceWorker.js')`),
 * as the console's `demo-worker.js` does to leave scripts, styles and fonts to the network.
 */
export async function startDemoWorker(options: {
  workerUrl: string;
  scenario?: ScenarioName;
  seed?: number;
}): Promise<void> {
  // For the demo's bench: MSW's chunk has been evaluated (docs/decisions/demo-startup.md).
  performance.mark(MOCKS_EVALUATED_MARK);
  const scenario =
    options.scenario ?? scenarioOfPage(window.location.search, window.sessionStorage);
  // A session cookie carries the scenario to the Node middleware that serves the framed legacy
  // pages, which the worker never sees.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the demo runs in
  document.cookie = `${SCENARIO_COOKIE}=${scenario}; path=/; SameSite=Lax`;
  // The worker's start (its registration, MSW's handshake) needs no handler: it begins first, and
  // the routes' chunk runs while it is under way. No call reaches the worker before this
  // function resolves (the console's calls wait for it), and by then the handler is in place.
  const worker = setupWorker();
  const started = worker.start({
    serviceWorker: { url: options.workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const routed = demoRouting().then(async ({ createRoutingHandler, flakyRateOfPage }) => {
    worker.use(
      createRoutingHandler({
        scenario,
        seed: options.seed ?? 1,
        state: await pageState(),
        slowMs: slowMsOfPage(window.location.search, window.sessionStorage),
        flakyRate: flakyRateOfPage(window.location.search, window.sessionStorage),
      }),
    );
    performance.mark(MOCKS_ROUTED_MARK);
  });
  await Promise.all([started, routed]);
  performance.mark(MOCKS_STARTED_MARK);
}

/**
 * Forgets what the demo's user created, edited or deleted (in this page and in sessionStorage),
 * so the next call answers the seed data again; refetch the queries once it resolves.
 *
 * @example
 * await resetDemoData();
 * await queryClient.refetchQueries();
 */
export async function resetDemoData(): Promise<void> {
  (await pageState()).reset();
}
