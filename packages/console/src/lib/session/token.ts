import { deleteCookie, readCookie, writeCookie } from '../platform/cookies';
import { isFramed, readUrlSwitches } from '../platform/url-switches';

/** The cookie that holds the access token (docs/decisions/access-token-cookie.md). */
export const TOKEN_COOKIE = 'AccessToken';

export { readCookie } from '../platform/cookies';

/**
 * The access token this page sends with bearer calls: the `at` query parameter when framed
 * (SPEC.md §1), else the cookie.
 */
export function readToken(): string | null {
  const fromUrl = readUrlSwitches(window.location.search, isFramed()).at;
  return fromUrl ?? readCookie(TOKEN_COOKIE);
}

let tabToken: string | null | undefined;

/** Stores the token after a login, re-login or org change made in this tab. */
export function writeToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
  tabToken = token;
}

/**
 * Records the stored token as this tab's own: at startup, and after this tab refreshed the
 * token itself (an org change it made). Org-change detection compares against it.
 */
export function rememberTabToken(token: string | null = readToken()): void {
  tabToken = token;
}

/**
 * Whether another tab or window changed the stored token since this tab last held it (SPEC.md
 * §4 "Org change detection").
 */
export function tokenChangedElsewhere(): boolean {
  if (tabToken === undefined) return false;
  return readToken() !== tabToken;
}

/** Forgets the token (logout, failed authorization). */
export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
