import { http, type RequestHandler } from 'msw';
import { answer, mswPath } from './answer.js';
import type { MockOptions } from './mock-options.js';
import type { MockRoute } from './mock-route.js';
import { mockRoutes } from './mock-routes.js';

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
