import type { OrgType } from '../org/org-node';

/** One link of a navigation category (SPEC.md §3 "Navigation category"). */
export interface NavLink {
  title: string;
  /** The console route, or the address of an external link. */
  route: string;
  /** The feature id that must be granted for the current org. */
  id: string;
  /** The org types the screen is for; `null` for any. */
  orgTypes: readonly OrgType[] | null;
  /** Opens in a new tab. */
  external?: boolean;
  /** Shown whatever the grants (Admin History). */
  alwaysShow?: boolean;
}

/** A sub-header tab and its menu. */
export interface NavCategory {
  id: 'setup' | 'manage' | 'report' | 'support';
  title: string;
  links: readonly NavLink[];
}

const SA: readonly OrgType[] = ['ServiceArea'];
const SITE: readonly OrgType[] = ['Site'];

/**
 * The route table of SPEC.md §2: the tabs in order, each link with its feature id and the org
 * types allowed. Manage ends with the two external links of SPEC.md §2 and §6; their addresses
 * are not shown in the spec (docs/decisions/route-table-sub-routes.md).
 */
export const NAV_TABLE: readonly NavCategory[] = [
  {
    id: 'setup',
    title: 'Setup',
    links: [
      { title: 'Edit Org', route: '/setup/organization', id: 'af_editorg', orgTypes: null },
      { title: 'Add Org', route: '/setup/add-org', id: 'af_neworg', orgTypes: null },
      { title: 'Devices', route: '/setup/devices', id: 'af_nasdev', orgTypes: SA },
      { title: 'Payment Gateway', route: '/setup/payment-gateway', id: 'af_paygate', orgTypes: SA },
      { title: 'Service Plans', route: '/setup/service-plans', id: 'af_servplan', orgTypes: SA },
      { title: 'Portal', route: '/setup/portal', id: 'af_portal', orgTypes: SA },
      { title: 'Images', route: '/setup/images', id: 'af_imageman', orgTypes: null },
      {
        title: 'PAN Mapping',
        route: '/setup/pan-mapping',
        id: 'af_panmap',
        orgTypes: ['Site', 'ServiceArea'],
      },
      {
        title: 'Connection Profiles',
        route: '/setup/connection-profiles',
        id: 'af_connprofiles',
        orgTypes: SITE,
      },
      {
        title: 'Advanced Conference',
        route: '/setup/advanced-conference',
        id: 'af_advconf',
        orgTypes: SITE,
      },
      {
        title: 'Mikrotik Manager',
        route: '/setup/mikrotik-manager',
        id: 'af_nasdev',
        orgTypes: SITE,
      },
    ],
  },
  {
    id: 'manage',
    title: 'Manage',
    links: [
      { title: 'Promo Codes', route: '/manage/promo-codes', id: 'af_promocode', orgTypes: null },
      {
        title: 'Rotating Password',
        route: '/manage/rotating-password',
        id: 'af_rotpass',
        orgTypes: null,
      },
      { title: 'Access Codes', route: '/manage/access-codes', id: 'af_accesscode', orgTypes: null },
      { title: 'Users', route: '/manage/users', id: 'af_users', orgTypes: null },
      { title: 'Groups', route: '/manage/groups', id: 'af_groups', orgTypes: null },
      { title: 'Conferences', route: '/manage/conference', id: 'af_conferences', orgTypes: SITE },
      { title: 'Admins', route: '/manage/admins', id: 'af_admins', orgTypes: null },
      {
        title: 'Role Templates',
        route: '/manage/role-templates',
        id: 'af_roletemplates',
        orgTypes: null,
      },
      { title: 'Promotions', route: '/manage/promotions', id: 'af_promotions', orgTypes: null },
      {
        title: 'Enterprise',
        route: 'https://enterprise.guestnet.example/login',
        id: 'af_enterprise',
        orgTypes: SITE,
        external: true,
      },
      {
        title: 'Hotspot 2.0',
        route: 'https://passpoint.guestnet.example/login',
        id: 'af_passpoint',
        orgTypes: ['Grouping', 'Site', 'ServiceArea'],
        external: true,
      },
    ],
  },
  {
    id: 'report',
    title: 'Report',
    links: [
      {
        title: 'Revenue Summary',
        route: '/report/revenue',
        id: 'af_reportsalesutc',
        orgTypes: null,
      },
      { title: 'PMS Transactions', route: '/report/pms', id: 'af_reportpms', orgTypes: null },
      { title: 'Credit Card Transactions', route: '/report/cc', id: 'af_reportcc', orgTypes: null },
      { title: 'Group Sales', route: '/report/group', id: 'af_groupsales', orgTypes: null },
      { title: 'User Sales', route: '/report/user', id: 'af_usersales', orgTypes: null },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    links: [
      { title: 'Find Accounts', route: '/support/account', id: 'af_allacounts', orgTypes: null },
      { title: 'Radius Activity', route: '/support/radius', id: 'af_radiususage', orgTypes: null },
      {
        title: 'Loyalty PMS Activity',
        route: '/support/loyalty',
        id: 'af_loyaltypms',
        orgTypes: null,
      },
      { title: 'Adv Org Search', route: '/support/org-search', id: 'af_searchorg', orgTypes: null },
      {
        title: 'Admin History',
        route: '/support/admin-history',
        id: 'af_adminhistory',
        orgTypes: null,
        alwaysShow: true,
      },
    ],
  },
];

/** Every feature id the navigation asks GetOrgAccess about, once each. */
export const NAV_FEATURE_IDS: readonly string[] = [
  ...new Set(NAV_TABLE.flatMap((category) => category.links.map((link) => link.id))),
];

/** What a link shows right now. */
export type NavLinkState = 'shown' | 'hidden' | 'verifying';

/**
 * Whether a link shows for the current org (SPEC.md §2, §6): always for Admin History; while
 * verification runs every other link reads 'Verifying...'; afterwards only when the feature is
 * granted and the org type is allowed. With no org selected nothing is granted.
 */
export function navLinkState(
  link: NavLink,
  access: { hasAccess: Partial<Record<string, boolean>>; orgType: OrgType | null } | undefined,
  verifying: boolean,
): NavLinkState {
  if (link.alwaysShow) return 'shown';
  if (verifying) return 'verifying';
  if (!access?.hasAccess[link.id]) return 'hidden';
  if (link.orgTypes && (!access.orgType || !link.orgTypes.includes(access.orgType)))
    return 'hidden';
  return 'shown';
}
