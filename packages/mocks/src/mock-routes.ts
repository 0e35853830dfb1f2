import account from '@guestnet/fixtures/account.json' with { type: 'json' };
import { breachRangeRoute } from './breach-range.js';
import { legacyRoutes } from './legacy/legacy-pages.js';
import type { MockRoute } from './mock-route.js';

/**
 * Every mocked route: the API operations, the breach range service and the legacy pages. Literal
 * paths come before parameterised ones so `/org/tree/search/{input}` never loses to a catch-all.
 */
export function mockRoutes(): MockRoute[] {
  return [
    {
      method: 'get',
      path: '/AdminApi/admin/account',
      resolve: () => Response.json(account),
    },
    breachRangeRoute(),
    ...legacyRoutes(),
  ];
}
