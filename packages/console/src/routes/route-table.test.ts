import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createConsoleRouter } from '../router';

// SPEC.md §2 "Route table" and its sub-routes: each URL resolves to a screen of its own (never
// the not-found route), lands where a section's empty path redirects, and hands the screen its
// parameters.
const cases: Array<[url: string, lands: string, params?: Record<string, string>]> = [
  ['/setup/organization', '/setup/organization'],
  ['/setup/add-org', '/setup/add-org/org'],
  ['/setup/add-org/new-site-wizard', '/setup/add-org/new-site-wizard'],
  ['/setup/devices', '/setup/devices/manage'],
  ['/setup/devices/item/mikrotik', '/setup/devices/item/mikrotik', { type: 'mikrotik' }],
  [
    '/setup/devices/item/mikrotik/7',
    '/setup/devices/item/mikrotik/7',
    { type: 'mikrotik', id: '7' },
  ],
  ['/setup/payment-gateway', '/setup/payment-gateway/manage'],
  [
    '/setup/payment-gateway/item/card/stripe/2',
    '/setup/payment-gateway/item/card/stripe/2',
    { category: 'card', type: 'stripe', number: '2' },
  ],
  [
    '/setup/payment-gateway/item/pms/opera_fias',
    '/setup/payment-gateway/item/pms/opera_fias',
    { category: 'pms', type: 'opera_fias' },
  ],
  ['/setup/payment-gateway/legacy', '/setup/payment-gateway/legacy'],
  ['/setup/service-plans', '/setup/service-plans/manage'],
  ['/setup/service-plans/item', '/setup/service-plans/item'],
  ['/setup/service-plans/item/12', '/setup/service-plans/item/12', { id: '12' }],
  ['/setup/portal', '/setup/portal'],
  ['/setup/images', '/setup/images'],
  ['/setup/pan-mapping', '/setup/pan-mapping'],
  ['/setup/connection-profiles', '/setup/connection-profiles/manage'],
  [
    '/setup/connection-profiles/item/guest/passpoint',
    '/setup/connection-profiles/item/guest/passpoint',
    { route: 'guest', type: 'passpoint' },
  ],
  ['/setup/advanced-conference', '/setup/advanced-conference'],
  ['/setup/mikrotik-manager', '/setup/mikrotik-manager'],
  ['/manage/promo-codes', '/manage/promo-codes'],
  ['/manage/rotating-password', '/manage/rotating-password'],
  ['/manage/access-codes', '/manage/access-codes/manage'],
  ['/manage/access-codes/batch/31', '/manage/access-codes/batch/31', { id: '31' }],
  ['/manage/users', '/manage/users'],
  ['/manage/groups', '/manage/groups'],
  ['/manage/conference', '/manage/conference'],
  ['/manage/admins', '/manage/admins'],
  ['/manage/role-templates', '/manage/role-templates/manage'],
  [
    '/manage/role-templates/item/custom/4',
    '/manage/role-templates/item/custom/4',
    { type: 'custom', id: '4' },
  ],
  ['/manage/promotions', '/manage/promotions/manage'],
  ['/manage/promotions/item/percent', '/manage/promotions/item/percent', { type: 'percent' }],
  ['/report/revenue', '/report/revenue'],
  ['/report/pms', '/report/pms'],
  ['/report/cc', '/report/cc'],
  ['/report/group', '/report/group'],
  ['/report/user', '/report/user'],
  ['/support/account', '/support/account'],
  ['/support/radius', '/support/radius'],
  ['/support/loyalty', '/support/loyalty'],
  ['/support/org-search', '/support/org-search'],
  ['/support/admin-history', '/support/admin-history'],
];

// TanStack Router marks an unmatched path on the deepest match it found; the field is internal.
const isGlobalNotFound = (match: object) =>
  (match as { globalNotFound?: boolean }).globalNotFound === true;

describe('the route table', () => {
  it.each(cases)('resolves %s', async (url, lands, params = {}) => {
    const router = createConsoleRouter({
      history: createMemoryHistory({ initialEntries: [`/admin-ui/admin${url}`] }),
    });
    await router.load();
    expect(router.state.location.pathname).toBe(lands);
    const leaf = router.state.matches.at(-1);
    expect(leaf?.routeId).not.toBe('__root__');
    expect(router.state.matches.some((m) => m.status === 'notFound' || isGlobalNotFound(m))).toBe(
      false,
    );
    expect(leaf?.params).toEqual(params);
  });

  it('does not resolve a path outside the table', async () => {
    const router = createConsoleRouter({
      history: createMemoryHistory({ initialEntries: ['/admin-ui/admin/setup/no-such-screen'] }),
    });
    await router.load();
    const leaf = router.state.matches.at(-1);
    expect(leaf?.routeId === '__root__' || (leaf !== undefined && isGlobalNotFound(leaf))).toBe(
      true,
    );
  });
});
