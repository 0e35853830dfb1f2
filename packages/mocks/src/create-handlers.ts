import { http, type RequestHandler } from 'msw';
import { answer, mswPath } from './answer.js';
import type { MockOptions } from './mock-options.js';
import type { MockRoute } from './mock-route.js';
import { mockRoutes } from './mock-routes.js';
import { routeTable } from './route-table.js';

/**
 * MSW handlers for every mocked call (the specs' operations and the breach range service), for
 * `setupServer` in tests, `setupWorker` in the browser, or `getResponse` without either.
 *
 * @example
 * const server = setupServer(...createHandlers({ scenario: 'sso-user', seed: 7 }));
 */
export function createHandlers(options: MockOptions = {}): RequestHandler[] {
  return mockRoutes().map((route) => toHandler(route, options));
}

/** One route as an MSW handler; MSW's params may be arrays, routes take the first value. */
export function toHandler(route: MockRoute, options: MockOptions): RequestHandler {
  return http[route.method](mswPath(route.path), ({ request, params }) => {
    const flat: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first !== undefined) flat[key] = first;
    }
    return answer(route, request, flat, options);
  });
}

/**
 * One MSW handler that answers every mocked call with the same answers as
 * {@link createHandlers}' list (the first route that matches wins, in the same order) and lets
 * any other request through. What the browser's worker registers: MSW does per-handler work
 * both when a handler is created (it records where from, through an `Error`'s stack) and for
 * every request (the URL, cookies and path match of each handler in turn), which for ~340
 * handlers was most of the mocks' own time before their first answer
 * (docs/decisions/demo-startup.md, "The mocks' first answers").
 *
 * @example
 * const server = setupServer(createRoutingHandler({ scenario: 'empty' }));
 */
export function createRoutingHandler(options: MockOptions = {}): RequestHandler {
  const find = routeTable(mockRoutes());
  return http.all('*', ({ request }) => {
    const found = find(request.method, new URL(request.url).pathname);
    return found ? answer(found.route, request, found.params, options) : undefined;
  });
}
