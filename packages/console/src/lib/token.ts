import { deleteCookie, readCookie, writeCookie } from './cookies';
import { isFramed, readUrlSwitches } from './url-switches';

/** The cookie that holds the access token (docs/decisions/access-token-cookie.md). */
export const TOKEN_COOKIE = 'AccessToken';

export { readCookie } from './cookies';

/**
 * The access token this page sends with bearer calls: the `at` query parameter when framed
 * (SPEC.md §1), else the cookie.
 */
export function readToken(): string | null {
  const fromUrl = readUrlSwitches(window.location.search, isFramed()).at;
  return fromUrl ?? readCookie(TOKEN_COOKIE);
}

/** Stores the token after a login, re-login or org change. */
export function writeToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
}

/** Forgets the token (logout, failed authorization). */
export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
