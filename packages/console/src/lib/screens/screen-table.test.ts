import { describe, expect, it } from 'vitest';
import {
  SCREEN_CATEGORIES,
  SCREEN_FEATURE_IDS,
  SCREENS,
  screensIn,
  subRouteParams,
  subRoutePath,
} from './screen-table';

describe('the screens table', () => {
  it('lists the tabs in the order of docs/product/screens.md', () => {
    expect(SCREEN_CATEGORIES.map((c) => c.title)).toEqual(['Setup', 'Manage', 'Report', 'Support']);
  });

  it('has every route path of docs/product/screens.md, once, with the Overview and Bulk Change beyond it', () => {
    const routes = SCREENS.filter((s) => s.kind !== 'external').map((s) => s.path);
    expect(routes).toHaveLength(32);
    expect(new Set(routes).size).toBe(32);
    expect(routes).toContain('/manage/bulk-change');
    expect(routes).toContain('/report/overview');
    for (const category of SCREEN_CATEGORIES) {
      for (const screen of screensIn(category.id).filter((s) => s.kind !== 'external')) {
        expect(screen.path.startsWith(`/${category.id}/`)).toBe(true);
      }
    }
  });

  it('keeps the menus in the order of docs/product/screens.md', () => {
    expect(screensIn('setup').map((s) => s.title)).toEqual([
      'Edit Org',
      'Add Org',
      'Devices',
      'Payment Gateway',
      'Service Plans',
      'Portal',
      'Images',
      'PAN Mapping',
      'Connection Profiles',
      'Advanced Conference',
      'Mikrotik Manager',
    ]);
    expect(
      screensIn('manage')
        .map((s) => s.title)
        .slice(-2),
    ).toEqual(['Enterprise', 'Hotspot 2.0']);
    expect(screensIn('report').map((s) => s.title)[0]).toBe('Overview');
    expect(
      screensIn('support')
        .map((s) => s.title)
        .at(-1),
    ).toBe('Admin History');
  });

  it('asks about each feature once', () => {
    expect(new Set(SCREEN_FEATURE_IDS).size).toBe(SCREEN_FEATURE_IDS.length);
    expect(SCREEN_FEATURE_IDS).toContain('af_passpoint');
    expect([...SCREEN_FEATURE_IDS].sort()).toEqual(
      [...new Set(SCREENS.map((s) => s.featureId))].sort(),
    );
  });

  it('opens only the external links in a new tab, by address', () => {
    const external = SCREENS.filter((s) => s.kind === 'external');
    expect(external.map((s) => s.title)).toEqual(['Enterprise', 'Hotspot 2.0']);
    for (const screen of external) expect(screen.path).toMatch(/^https:\/\//);
  });

  it('lets only Admin History open whatever the grants', () => {
    expect(SCREENS.filter((s) => s.alwaysAllowed).map((s) => s.title)).toEqual(['Admin History']);
  });

  it('redirects each screen with sub-routes to one of them (or shows itself), and only those', () => {
    for (const screen of SCREENS) {
      if (screen.subRoutes) {
        if (screen.defaultSubRoute !== undefined) {
          expect(screen.subRoutes.map((s) => s.path)).toContain(screen.defaultSubRoute);
        }
        expect(new Set(screen.subRoutes.map((s) => s.path)).size).toBe(screen.subRoutes.length);
      } else {
        expect(screen.defaultSubRoute).toBeUndefined();
      }
    }
  });
});

describe('subRouteParams', () => {
  it.each([
    ['manage', []],
    ['batch/{id}', [{ name: 'id', optional: false }]],
    [
      'item/{type}/{id?}',
      [
        { name: 'type', optional: false },
        { name: 'id', optional: true },
      ],
    ],
    [
      'item/{category}/{type}/{number?}',
      [
        { name: 'category', optional: false },
        { name: 'type', optional: false },
        { name: 'number', optional: true },
      ],
    ],
  ])('reads the parameters of %s', (path, params) => {
    expect(subRouteParams(path)).toEqual(params);
  });

  it('gives a sub-route its full path', () => {
    const devices = SCREENS.find((s) => s.title === 'Devices');
    const item = devices?.subRoutes?.[1];
    if (!devices || !item) throw new Error('Devices has no item sub-route');
    expect(subRoutePath(devices, item)).toBe('/setup/devices/item/{type}/{id?}');
  });
});
