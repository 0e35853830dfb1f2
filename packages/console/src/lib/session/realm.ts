import { readCookie, writeCookie } from '../platform/cookies';

/** The cookie that remembers the realm (docs/product/entities.md "Login payload"). */
export const REALM_COOKIE = 'LogonRealm';
const REALM_DAYS = 365;

/** The stored realm: the `realm` query parameter, else the LogonRealm cookie; null if none. */
export function storedRealm(
  search: string = window.location.search,
  cookies?: string,
): string | null {
  const fromUrl = new URLSearchParams(search).get('realm');
  if (fromUrl) return fromUrl;
  return readCookie(REALM_COOKIE, cookies ?? document.cookie) || null;
}

/** Remembers the realm for 365 days (docs/product/constants.md). */
export function rememberRealm(realm: string): void {
  if (realm) writeCookie(REALM_COOKIE, realm, { days: REALM_DAYS });
}
