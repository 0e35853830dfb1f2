import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { LEGACY_SCREEN_PATHS } from '../features/legacy-page/legacy-screens';
import {
  legacyPageRoute,
  SCREENS,
  subRouteParams,
  subRoutePath,
} from '../lib/screens/screen-table';
import { createConsoleRouter } from '../router';
import { SCREEN_MODULES } from './screen-modules';
import { routerPath } from './screen-routes';

// docs/product/screens.md "Route table" and its sub-routes: each URL resolves to a screen of its own (never
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
  ['/setup/mikrotik-manager', '/setup/mikrotik-manager/manage'],
  ['/setup/mikrotik-manager/item', '/setup/mikrotik-manager/item'],
  ['/setup/mikrotik-manager/item/2', '/setup/mikrotik-manager/item/2', { id: '2' }],
  ['/manage/promo-codes', '/manage/promo-codes'],
  ['/manage/rotating-password', '/manage/rotating-password'],
  ['/manage/access-codes', '/manage/access-codes/manage'],
  ['/manage/access-codes/batch/31', '/manage/access-codes/batch/31', { id: '31' }],
  ['/manage/users', '/manage/users'],
  ['/manage/groups', '/manage/groups'],
  ['/manage/conference', '/manage/conference/manage'],
  ['/manage/conference/item', '/manage/conference/item'],
  ['/manage/conference/item/3', '/manage/conference/item/3', { id: '3' }],
  ['/manage/admins', '/manage/admins'],
  ['/manage/role-templates', '/manage/role-templates/manage'],
  [
    '/manage/role-templates/item/custom/4',
    '/manage/role-templates/item/custom/4',
    { type: 'custom', id: '4' },
  ],
  ['/manage/promotions', '/manage/promotions/manage'],
  ['/manage/promotions/item/percent', '/manage/promotions/item/percent', { type: 'percent' }],
  ['/report/overview', '/report/overview'],
  // A screen with a sub-route and no default shows itself at its bare path.
  ['/manage/bulk-change', '/manage/bulk-change'],
  ['/manage/bulk-change/history', '/manage/bulk-change/history'],
  ['/report/revenue', '/report/revenue'],
  ['/report/pms', '/report/pms'],
  ['/report/cc', '/report/cc'],
  ['/report/group', '/report/group'],
  ['/report/user', '/report/user'],
  ['/support/account', '/support/account'],
  ['/support/account/classic', '/support/account/classic'],
  ['/support/radius', '/support/radius'],
  ['/support/loyalty', '/support/loyalty'],
  ['/support/org-search', '/support/org-search'],
  ['/support/admin-history', '/support/admin-history'],
];

// TanStack Router marks an unmatched path on the deepest match it found; the field is internal.
const isGlobalNotFound = (match: object) =>
  (match as { globalNotFound?: boolean }).globalNotFound === true;

async function expectResolves(url: string, lands: string, params: Record<string, string>) {
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
}

/**
 * Every console path of the screens table with sample parameters: each sub-route once with all
 * its parameters and once without its optional ones, each screen with sub-routes by its bare
 * path too (landing on its default sub-route).
 */
function tableCases(): Array<[url: string, lands: string, params: Record<string, string>]> {
  const out: Array<[string, string, Record<string, string>]> = [];
  for (const screen of SCREENS.filter((s) => s.kind !== 'external')) {
    if (!screen.subRoutes) {
      out.push([screen.path, screen.path, {}]);
      continue;
    }
    const lands = screen.defaultSubRoute ? `${screen.path}/${screen.defaultSubRoute}` : screen.path;
    out.push([screen.path, lands, {}]);
    for (const sub of screen.subRoutes) {
      const params = subRouteParams(sub.path);
      for (const withOptional of [true, false]) {
        const given = params.filter((p) => withOptional || !p.optional);
        if (!withOptional && given.length === params.length) continue;
        const values = Object.fromEntries(given.map((p) => [p.name, `${p.name}-7`]));
        const url = subRoutePath(screen, sub).replace(/\/\{(\w+)\??\}/g, (_, name: string) =>
          name in values ? `/${values[name]}` : '',
        );
        out.push([url, url, values]);
      }
    }
  }
  return out;
}

describe('the route table', () => {
  it.each(cases)('resolves %s', async (url, lands, params = {}) => {
    await expectResolves(url, lands, params);
  });

  it.each(tableCases())('resolves %s of the screens table', async (url, lands, params) => {
    await expectResolves(url, lands, params);
  });

  it('covers every console screen of the table in the cases above', () => {
    const listed = new Set(cases.map(([url]) => url));
    for (const screen of SCREENS.filter((s) => s.kind !== 'external')) {
      expect(listed.has(screen.path)).toBe(true);
    }
  });

  it('writes parameters as TanStack Router reads them', () => {
    expect(routerPath('item/{category}/{type}/{number?}')).toBe('item/$category/$type/{-$number}');
    expect(routerPath('manage')).toBe('manage');
  });

  it('frames a legacy page for every legacy screen of the table, and for nothing else', () => {
    const legacy = SCREENS.flatMap((screen) => [
      ...(screen.kind === 'legacy' ? [screen.path] : []),
      ...(screen.subRoutes ?? [])
        .filter((sub) => sub.kind === 'legacy')
        .map((sub) => legacyPageRoute(screen, sub)),
    ]);
    expect(legacy.sort()).toEqual(Object.keys(LEGACY_SCREEN_PATHS).sort());
  });

  it('loads built screens only for native paths of the table', () => {
    const native = new Set(
      SCREENS.flatMap((screen) =>
        screen.subRoutes
          ? [
              ...screen.subRoutes
                .filter((s) => s.kind === 'native')
                .map((s) => subRoutePath(screen, s)),
              ...(screen.defaultSubRoute === undefined ? [screen.path] : []),
            ]
          : screen.kind === 'native'
            ? [screen.path]
            : [],
      ),
    );
    for (const path of Object.keys(SCREEN_MODULES)) expect(native.has(path)).toBe(true);
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
