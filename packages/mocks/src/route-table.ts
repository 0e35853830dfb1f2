import { compilePath } from './answer.js';
import type { MockRoute } from './mock-route.js';

/** The route a request goes to and its path parameters (decoded). */
export interface RouteMatch {
  route: MockRoute;
  params: Record<string, string>;
}

/**
 * A lookup over routes, in their order (the first route whose method and path match wins, as in
 * MSW's list of handlers): compiled once, then one RegExp test per route and request.
 *
 * @example
 * const find = routeTable(mockRoutes());
 * find('get', '/AdminApi/org/tree/1001')?.params; // { orgNumber: '1001' }
 */
export function routeTable(
  routes: MockRoute[],
): (method: string, pathname: string) => RouteMatch | undefined {
  const compiled = routes.map((route) => ({ route, ...compilePath(route.path) }));
  return (method, pathname) => {
    const wanted = method.toLowerCase();
    for (const entry of compiled) {
      if (entry.route.method !== 'all' && entry.route.method !== wanted) continue;
      const found = entry.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { route: entry.route, params };
    }
    return undefined;
  };
}
