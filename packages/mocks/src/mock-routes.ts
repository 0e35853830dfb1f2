import { specRoutes } from './answers/spec-routes.js';
import { breachRangeRoute } from './breach-range.js';
import { legacyRoutes } from './legacy/legacy-pages.js';
import type { MockRoute } from './mock-route.js';

/** Every mocked route: the specs' operations, the breach range service and the legacy pages. */
export function mockRoutes(): MockRoute[] {
  return [...specRoutes(), breachRangeRoute(), ...legacyRoutes()];
}
