import type { OrgType } from '../org/org-node';

/** The sub-header tabs of docs/product/screens.md, in order. */
export type ScreenCategoryId = 'setup' | 'manage' | 'report' | 'support';

/**
 * How a screen is shown: built in the console, a legacy page in a frame, or an external site in
 * a new tab (docs/product/screens.md).
 */
export type ScreenKind = 'native' | 'legacy' | 'external';

/** One sub-route of a screen (docs/product/screens.md "Sub-routes"). */
export interface SubRoute {
  /** Relative to the screen, in the spec's notation: `{name}` a parameter, `{name?}` optional. */
  readonly path: string;
  readonly title: string;
  readonly kind: 'native' | 'legacy';
}

/** One screen of docs/product/screens.md "Screens by category". */
export interface Screen {
  /** The console path, or for an external screen its address. */
  readonly path: string;
  readonly title: string;
  readonly category: ScreenCategoryId;
  /** The feature GetOrgAccess must grant for the selected org. */
  readonly featureId: string;
  /** The org types the screen is for; `null` for any. */
  readonly orgTypes: readonly OrgType[] | null;
  readonly kind: ScreenKind;
  /** Opens whatever the grants and org type (Admin History, docs/product/roles.md). */
  readonly alwaysAllowed?: boolean;
  readonly subRoutes?: readonly SubRoute[];
  /**
   * Where the bare path redirects; one of `subRoutes` (docs/decisions/route-table-sub-routes.md).
   * Without it the bare path shows the screen itself, its sub-routes beside it.
   */
  readonly defaultSubRoute?: string;
}

/** The sub-header tabs in the order of docs/product/screens.md. */
export const SCREEN_CATEGORIES: readonly { id: ScreenCategoryId; title: string }[] = [
  { id: 'setup', title: 'Setup' },
  { id: 'manage', title: 'Manage' },
  { id: 'report', title: 'Report' },
  { id: 'support', title: 'Support' },
];

type ScreenEntry = Omit<Screen, 'category' | 'kind'> & { kind?: ScreenKind };

/** A tab's screens, native unless said otherwise. */
function inCategory(category: ScreenCategoryId, entries: readonly ScreenEntry[]): Screen[] {
  return entries.map((entry) => ({ ...entry, category, kind: entry.kind ?? 'native' }));
}

/** The list-and-item sub-routes most screens have (docs/product/screens.md), `manage` being the list. */
const list = (title: string, item: string, itemTitle: string) =>
  [
    { path: 'manage', title, kind: 'native' },
    { path: item, title: itemTitle, kind: 'native' },
  ] satisfies SubRoute[];

/**
 * The `classic` child of a native screen that replaced an embedded page: the legacy page in its
 * frame, for what only it does (docs/decisions/report-screens.md).
 */
const classic = (title: string) =>
  [{ path: 'classic', title: `${title} (classic page)`, kind: 'legacy' }] satisfies SubRoute[];

/**
 * The one table of the console's screens (docs/product/screens.md): the router's routes
 * (routes/screen-routes.tsx) and the navigation menus (features/navigation) are generated from
 * it, and the gate (screen-access.ts) reads it. Each tab's links are in the order of its menu;
 * Manage ends with the two external links of docs/product/screens.md, docs/product/roles.md, whose addresses the spec does
 * not show (docs/decisions/route-table-sub-routes.md).
 */
export const SCREENS: readonly Screen[] = [
  ...inCategory('setup', [
    { path: '/setup/organization', title: 'Edit Org', featureId: 'af_editorg', orgTypes: null },
    {
      path: '/setup/add-org',
      title: 'Add Org',
      featureId: 'af_neworg',
      orgTypes: null,
      subRoutes: [
        { path: 'org', title: 'Add Organization', kind: 'native' },
        { path: 'new-site-wizard', title: 'New Site Wizard', kind: 'native' },
      ],
      defaultSubRoute: 'org',
    },
    {
      path: '/setup/devices',
      title: 'Devices',
      featureId: 'af_nasdev',
      orgTypes: ['ServiceArea'],
      subRoutes: list('Devices', 'item/{type}/{id?}', 'Device'),
      defaultSubRoute: 'manage',
    },
    {
      path: '/setup/payment-gateway',
      title: 'Payment Gateway',
      featureId: 'af_paygate',
      orgTypes: ['ServiceArea'],
      subRoutes: [
        ...list('Gateways', 'item/{category}/{type}/{number?}', 'Gateway'),
        // docs/product/screens.md: the legacy payment screen at the payment path plus /legacy.
        { path: 'legacy', title: 'Payment Gateway', kind: 'legacy' },
      ],
      defaultSubRoute: 'manage',
    },
    {
      path: '/setup/service-plans',
      title: 'Service Plans',
      featureId: 'af_servplan',
      orgTypes: ['ServiceArea'],
      subRoutes: list('Service Plans', 'item/{id?}', 'Service Plan'),
      defaultSubRoute: 'manage',
    },
    { path: '/setup/portal', title: 'Portal', featureId: 'af_portal', orgTypes: ['ServiceArea'] },
    { path: '/setup/images', title: 'Images', featureId: 'af_imageman', orgTypes: null },
    {
      path: '/setup/pan-mapping',
      title: 'PAN Mapping',
      featureId: 'af_panmap',
      orgTypes: ['Site', 'ServiceArea'],
    },
    {
      path: '/setup/connection-profiles',
      title: 'Connection Profiles',
      featureId: 'af_connprofiles',
      orgTypes: ['Site'],
      subRoutes: list('Connection Profiles', 'item/{route}/{type}', 'Connection Profile'),
      defaultSubRoute: 'manage',
    },
    {
      path: '/setup/advanced-conference',
      title: 'Advanced Conference',
      featureId: 'af_advconf',
      orgTypes: ['Site'],
    },
    {
      path: '/setup/mikrotik-manager',
      title: 'Mikrotik Manager',
      featureId: 'af_nasdev',
      orgTypes: ['Site'],
      subRoutes: list('Routers', 'item/{id?}', 'Router'),
      defaultSubRoute: 'manage',
    },
  ]),
  ...inCategory('manage', [
    {
      path: '/manage/promo-codes',
      title: 'Promo Codes',
      featureId: 'af_promocode',
      orgTypes: null,
      kind: 'legacy',
    },
    {
      path: '/manage/rotating-password',
      title: 'Rotating Password',
      featureId: 'af_rotpass',
      orgTypes: null,
      kind: 'legacy',
    },
    {
      path: '/manage/access-codes',
      title: 'Access Codes',
      featureId: 'af_accesscode',
      orgTypes: null,
      subRoutes: [
        { path: 'manage', title: 'Batches', kind: 'native' },
        { path: 'batch/{id}', title: 'Batch', kind: 'native' },
      ],
      defaultSubRoute: 'manage',
    },
    {
      path: '/manage/users',
      title: 'Users',
      featureId: 'af_users',
      orgTypes: null,
      kind: 'legacy',
    },
    {
      path: '/manage/groups',
      title: 'Groups',
      featureId: 'af_groups',
      orgTypes: null,
      kind: 'legacy',
    },
    {
      path: '/manage/conference',
      title: 'Conferences',
      featureId: 'af_conferences',
      orgTypes: ['Site'],
      subRoutes: list('Conferences', 'item/{id?}', 'Conference'),
      defaultSubRoute: 'manage',
    },
    {
      path: '/manage/admins',
      title: 'Admins',
      featureId: 'af_admins',
      orgTypes: null,
      kind: 'legacy',
    },
    {
      path: '/manage/role-templates',
      title: 'Role Templates',
      featureId: 'af_roletemplates',
      orgTypes: null,
      subRoutes: list('Role Templates', 'item/{type}/{id?}', 'Role Template'),
      defaultSubRoute: 'manage',
    },
    {
      path: '/manage/promotions',
      title: 'Promotions',
      featureId: 'af_promotions',
      orgTypes: null,
      subRoutes: list('Promotions', 'item/{type}/{id?}', 'Promotion'),
      defaultSubRoute: 'manage',
    },
    {
      // One change across many orgs, previewed, applied and undone (docs/decisions/bulk-change.md).
      path: '/manage/bulk-change',
      title: 'Bulk Change',
      featureId: 'af_bulkchange',
      orgTypes: null,
      subRoutes: [{ path: 'history', title: 'Change Sets', kind: 'native' }],
    },
    {
      path: 'https://enterprise.guestnet.example/login',
      title: 'Enterprise',
      featureId: 'af_enterprise',
      orgTypes: ['Site'],
      kind: 'external',
    },
    {
      path: 'https://passpoint.guestnet.example/login',
      title: 'Hotspot 2.0',
      featureId: 'af_passpoint',
      orgTypes: ['Grouping', 'Site', 'ServiceArea'],
      kind: 'external',
    },
  ]),
  // Report: the native Overview first (beyond docs/product/README.md: charts rolled up over the org's subtree,
  // docs/decisions/report-operations.md), then the query pages, native over the report kit with
  // their embedded pages a `classic` child away (docs/decisions/report-screens.md).
  ...inCategory('report', [
    { path: '/report/overview', title: 'Overview', featureId: 'af_overview', orgTypes: null },
    {
      path: '/report/revenue',
      title: 'Revenue Summary',
      featureId: 'af_reportsalesutc',
      orgTypes: null,
      subRoutes: classic('Revenue Summary'),
    },
    {
      path: '/report/pms',
      title: 'PMS Transactions',
      featureId: 'af_reportpms',
      orgTypes: null,
      subRoutes: classic('PMS Transactions'),
    },
    {
      path: '/report/cc',
      title: 'Credit Card Transactions',
      featureId: 'af_reportcc',
      orgTypes: null,
      subRoutes: classic('Credit Card Transactions'),
    },
    {
      path: '/report/group',
      title: 'Group Sales',
      featureId: 'af_groupsales',
      orgTypes: null,
      subRoutes: classic('Group Sales'),
    },
    {
      path: '/report/user',
      title: 'User Sales',
      featureId: 'af_usersales',
      orgTypes: null,
      subRoutes: classic('User Sales'),
    },
  ]),
  ...inCategory('support', [
    {
      path: '/support/account',
      title: 'Find Accounts',
      featureId: 'af_allacounts',
      orgTypes: null,
      // Native (docs/decisions/find-accounts.md); the legacy search stays one link away.
      subRoutes: [{ path: 'classic', title: 'Find Accounts', kind: 'legacy' }],
    },
    {
      path: '/support/radius',
      title: 'Radius Activity',
      featureId: 'af_radiususage',
      orgTypes: null,
      subRoutes: classic('Radius Activity'),
    },
    {
      path: '/support/loyalty',
      title: 'Loyalty PMS Activity',
      featureId: 'af_loyaltypms',
      orgTypes: null,
      subRoutes: classic('Loyalty PMS Activity'),
    },
    {
      path: '/support/org-search',
      title: 'Adv Org Search',
      featureId: 'af_searchorg',
      orgTypes: null,
    },
    {
      path: '/support/admin-history',
      title: 'Admin History',
      featureId: 'af_adminhistory',
      orgTypes: null,
      alwaysAllowed: true,
    },
  ]),
];

/** Every feature id the console asks GetOrgAccess about, once each. */
export const SCREEN_FEATURE_IDS: readonly string[] = [
  ...new Set(SCREENS.map((screen) => screen.featureId)),
];

/** The screens of one tab, in the order of its menu. */
export function screensIn(category: ScreenCategoryId): readonly Screen[] {
  return SCREENS.filter((screen) => screen.category === category);
}

/** The console path of a sub-route, in the spec's notation (`/setup/devices/item/{type}/{id?}`). */
export function subRoutePath(screen: Screen, subRoute: SubRoute): string {
  return `${screen.path}/${subRoute.path}`;
}

/**
 * The route the legacy table (features/legacy-page/legacy-screens.ts) keeps a legacy sub-route's
 * page under: a native screen's `classic` child frames the page the screen replaced, kept under
 * the screen's own path; any other legacy sub-route its own path.
 */
export function legacyPageRoute(screen: Screen, subRoute: SubRoute): string {
  return subRoute.path === 'classic' ? screen.path : subRoutePath(screen, subRoute);
}

/** One parameter of a sub-route path. */
export interface SubRouteParam {
  name: string;
  optional: boolean;
}

/** The parameters of a sub-route path in the spec's notation, in order. */
export function subRouteParams(path: string): SubRouteParam[] {
  return [...path.matchAll(/\{(\w+)(\?)?\}/g)].map(([, name = '', optional]) => ({
    name,
    optional: optional === '?',
  }));
}
