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

/** Every demo identity, in the order the login page lists them. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [DEMO_ADMIN, DEMO_SSO_USER];

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
 * (SPEC.md §4 "Org change detection" compares tokens, so each change must give a new one).
 *
 * @example
 * identityOfToken(reissuedToken(DEMO_ADMIN)) === DEMO_ADMIN // → true
 */
export function reissuedToken(identity: DemoIdentity): string {
  return `${identity.token}.${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
