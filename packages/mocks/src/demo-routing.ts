import { createRoutingHandler } from './create-handlers.js';
import { flakyRateOfPage } from './flaky.js';
import { MockState } from './mock-state.js';

/**
 * What the page's worker answers with, apart from MSW: the routing handler (the routes, the
 * specs its requests are checked against, the session's and the org tree's answers), the page's
 * state and its `flaky` rate. `browser.ts` imports it once the worker's start is under way, so
 * this chunk runs while the browser registers the worker and MSW shakes hands with it
 * (docs/decisions/demo-startup.md, "Round 6").
 */
export { createRoutingHandler, flakyRateOfPage, MockState };
