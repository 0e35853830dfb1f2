/** Where the legacy admin pages live: `/{product}/Admin` with the default product (docs/product/platform.md). */
export const LEGACY_BASE = '/Guestnet/Admin';

/** The legacy page that sets the current org (docs/product/screens.md "Entry pages"). */
export const SET_ORG_PATH = `${LEGACY_BASE}/organization/SetOrg.aspx`;

/**
 * The demo's stand-in for a single-sign-on round trip: GetSsoRedirectUrl points here for the SSO
 * user; it signs that user in (the `AccessToken` cookie) and goes to the console.
 */
export const SSO_DEMO_PATH = `${LEGACY_BASE}/sso/DemoSso.aspx`;

/** The legacy server-rendered org tree the console falls back to (docs/product/states.md "Org list loading"). */
export const LEGACY_ORG_LIST_PATH = `${LEGACY_BASE}/organization/OrgList.aspx`;

/** One embedded legacy screen: the console route it fills, its feature and its page. */
export interface LegacyScreen {
  /** The console route of docs/product/screens.md's route table. */
  route: string;
  title: string;
  feature: string;
  /** The legacy page's path, same origin as the console in the demo. */
  path: string;
}

/**
 * The embedded legacy screens of docs/product/screens.md (the paths are not shown there; these are the demo's
 * stand-ins), for the console's page wrapper to frame by route.
 *
 * @example
 * const screen = LEGACY_SCREENS.find((s) => s.route === '/manage/promo-codes');
 * frame.src = screen.path;
 */
export const LEGACY_SCREENS: readonly LegacyScreen[] = [
  {
    route: '/manage/promo-codes',
    title: 'Promo Codes',
    feature: 'af_promocode',
    path: `${LEGACY_BASE}/promotion/PromoCodes.aspx`,
  },
  {
    route: '/manage/rotating-password',
    title: 'Rotating Password',
    feature: 'af_rotpass',
    path: `${LEGACY_BASE}/promotion/RotatingPasswords.aspx`,
  },
  {
    route: '/manage/users',
    title: 'Users',
    feature: 'af_users',
    path: `${LEGACY_BASE}/account/UserSearch.aspx`,
  },
  {
    route: '/manage/groups',
    title: 'Groups',
    feature: 'af_groups',
    path: `${LEGACY_BASE}/account/GroupSearch.aspx`,
  },
  {
    route: '/manage/admins',
    title: 'Admins',
    feature: 'af_admins',
    path: `${LEGACY_BASE}/account/AdminSearch.aspx`,
  },
  {
    route: '/report/revenue',
    title: 'Revenue Summary',
    feature: 'af_reportsalesutc',
    path: `${LEGACY_BASE}/report/RevenueSummary.aspx`,
  },
  {
    route: '/report/pms',
    title: 'PMS Transactions',
    feature: 'af_reportpms',
    path: `${LEGACY_BASE}/report/PmsTransactions.aspx`,
  },
  {
    route: '/report/cc',
    title: 'Credit Card Transactions',
    feature: 'af_reportcc',
    path: `${LEGACY_BASE}/report/CreditCardTransactions.aspx`,
  },
  {
    route: '/report/group',
    title: 'Group Sales',
    feature: 'af_groupsales',
    path: `${LEGACY_BASE}/report/GroupSales.aspx`,
  },
  {
    route: '/report/user',
    title: 'User Sales',
    feature: 'af_usersales',
    path: `${LEGACY_BASE}/report/UserSales.aspx`,
  },
  {
    route: '/support/account',
    title: 'Find Accounts',
    feature: 'af_allacounts',
    path: `${LEGACY_BASE}/support/AccountSearch.aspx`,
  },
  {
    route: '/support/radius',
    title: 'Radius Activity',
    feature: 'af_radiususage',
    path: `${LEGACY_BASE}/support/RadiusActivity.aspx`,
  },
  {
    route: '/support/loyalty',
    title: 'Loyalty PMS Activity',
    feature: 'af_loyaltypms',
    path: `${LEGACY_BASE}/support/LoyaltyPmsActivity.aspx`,
  },
  {
    route: '/setup/payment-gateway/legacy',
    title: 'Payment Gateway',
    feature: 'af_paygate',
    path: `${LEGACY_BASE}/payment/PaymentGateways.aspx`,
  },
];

/** The cookies in which SetOrg.aspx keeps the legacy session's org (number and name). */
export const LEGACY_ORG_COOKIES = { number: 'LegacyOrgNumber', name: 'LegacyOrgName' } as const;
