import type { Member } from '@guestnet/sdk';
import account from './data/account.json' with { type: 'json' };

/** A demo sign-in: what to type on the login page, the token Login returns, and the account. */
export interface DemoIdentity {
  username: string;
  password: string;
  /** The access token Login answers with; the handlers accept it as bearer and dbo token. */
  token: string;
  member: Member;
  /** The realm Login accepts (any when absent). */
  realm?: string;
  /**
   * The feature ids the identity's role does not grant, on any org (docs/decisions/tenant-isolation.md).
   * Its reach is `member.OwnerOrg` and every org under it.
   */
  withheldFeatures?: readonly string[];
}

/**
 * The demo administrator (`demo` / `demo`): every feature on most orgs (the login page in demo
 * mode shows these credentials). Its account is `src/data/account.json`.
 */
export const DEMO_ADMIN: DemoIdentity = {
  username: 'demo',
  password: 'demo',
  token: 'demo-admin-4f6c2a91e7d3',
  member: account as Member,
};

/** The demo single-sign-on user: no Change Password, fewer features than the administrator. */
export const DEMO_SSO_USER: DemoIdentity = {
  username: 'sso.user@example.com',
  password: 'demo',
  token: 'demo-sso-8b3e5d07c1fa',
  withheldFeatures: ['af_admins', 'af_roletemplates', 'af_neworg'],
  member: {
    Email: 'sso.user@example.com',
    FirstName: 'Sam',
    LastName: 'Ortega',
    Username: 'sso.user@example.com',
    Phone: '(555) 201-4477',
    OwnerOrg: 'GN-1000',
    IsSsoUser: true,
    Error: null,
  },
};

/** An administrator below the top of the tree: every feature, on the owner org's subtree. */
function tenantAdmin(
  username: string,
  token: string,
  ownerOrg: string,
  name: [string, string],
  withheldFeatures?: readonly string[],
): DemoIdentity {
  return {
    username,
    password: 'demo',
    token,
    member: {
      Email: `${username}@guestnet.example`,
      FirstName: name[0],
      LastName: name[1],
      Username: username,
      Phone: null,
      OwnerOrg: ownerOrg,
      IsSsoUser: false,
      Error: null,
    },
    ...(withheldFeatures ? { withheldFeatures } : {}),
  };
}

// The owner orgs are orgs of the default demo tree (seed 1): a provider, a grouping under it and
// a site under that, whose path the specs' examples use (GN-1000-GN-1023-GN-1034-GN-1042), and a
// site beside it (docs/decisions/tenant-isolation.md).

/** `provider.admin` / `demo`: the administrator of the provider Crescent Venues (GN-1023). */
export const DEMO_PROVIDER_ADMIN = tenantAdmin(
  'provider.admin',
  'demo-provider-2c7e91a4d05b',
  'GN-1023',
  ['Priya', 'Nair'],
);

/** `grouping.admin` / `demo`: the administrator of the grouping Maine Properties (GN-1034). */
export const DEMO_GROUPING_ADMIN = tenantAdmin(
  'grouping.admin',
  'demo-grouping-7d14b6e0a93c',
  'GN-1034',
  ['Gus', 'Lindqvist'],
);

/** `site.admin` / `demo`: the administrator of one site, GN-1042, and its service areas. */
export const DEMO_SITE_ADMIN = tenantAdmin('site.admin', 'demo-site-5e08c2f1b76a', 'GN-1042', [
  'Sofia',
  'Marin',
]);

/**
 * `limited.admin` / `demo`: the administrator of the site GN-1046 whose role lacks `af_nasdev`
 * (Setup > Devices and Mikrotik Manager): the console hides those screens and the API refuses
 * their calls.
 */
export const DEMO_LIMITED_ADMIN = tenantAdmin(
  'limited.admin',
  'demo-limited-93af6d2c184e',
  'GN-1046',
  ['Lee', 'Okafor'],
  ['af_nasdev'],
);

/** Every demo identity: the top administrator first. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  DEMO_ADMIN,
  DEMO_SSO_USER,
  DEMO_PROVIDER_ADMIN,
  DEMO_GROUPING_ADMIN,
  DEMO_SITE_ADMIN,
  DEMO_LIMITED_ADMIN,
];

/** The identity whose username and password match (usernames ignore case, as the backend's do). */
export function identityOfLogin(username: string, password: string): DemoIdentity | undefined {
  return DEMO_IDENTITIES.find(
    (identity) =>
      identity.username.toLowerCase() === username.trim().toLowerCase() &&
      identity.password === password,
  );
}

// A token SetOrg.aspx issues: the identity's own token, a dot and 12 random hex digits.
const REISSUED = /^(.+)\.[0-9a-f]{12}$/;

/**
 * The identity an access token belongs to: its Login token or one SetOrg.aspx issued from it
 * (`reissuedToken`); `undefined` for an unknown token.
 */
export function identityOfToken(token: string | null | undefined): DemoIdentity | undefined {
  if (!token) return undefined;
  const base = REISSUED.exec(token)?.[1] ?? token;
  return DEMO_IDENTITIES.find((identity) => identity.token === base);
}

/**
 * A new, valid token for an identity, as the legacy SetOrg.aspx issues one on every org change
 * (docs/product/states.md "Org change detection" compares tokens, so each change must give a new one).
 *
 * @example
 * identityOfToken(reissuedToken(DEMO_ADMIN)) === DEMO_ADMIN // → true
 */
export function reissuedToken(identity: DemoIdentity): string {
  return `${identity.token}.${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
