import { deleteCookie, readCookie, writeCookie } from '../platform/cookies';
import { addressWithoutToken, isFramed, readUrlSwitches } from '../platform/url-switches';

/** The cookie that holds the access token (docs/decisions/access-token-cookie.md). */
export const TOKEN_COOKIE = 'AccessToken';

export { readCookie } from '../platform/cookies';

/** The parts of a window the framed token's reader touches; tests pass their own. */
export type AddressBar = { location: Pick<Location, 'search' | 'href'> } & {
  history: Pick<History, 'state' | 'replaceState'>;
};

/**
 * A reader of the framed `at` token (docs/product/README.md): on its first call it reads the parameter, when
 * framed, and takes it out of the address with `history.replaceState`, so the token does not
 * travel in the Referer header, a copied link or the history; later calls answer from memory,
 * for the page's life. docs/decisions/referrer-policy.md
 */
export function framedTokenReader(
  win: AddressBar = window,
  framed: () => boolean = () => isFramed(),
): () => string | null {
  let token: string | null | undefined;
  return () => {
    if (token !== undefined) return token;
    token = readUrlSwitches(win.location.search, framed()).at;
    if (token)
      win.history.replaceState(win.history.state, '', addressWithoutToken(win.location.href));
    return token;
  };
}

// Read as this module loads, before the router starts and rewrites the address.
const readFramedToken = framedTokenReader();
readFramedToken();

/**
 * The access token this page sends with bearer calls: the `at` query parameter the page was
 * framed with (docs/product/README.md), else the cookie.
 */
export function readToken(): string | null {
  return readFramedToken() ?? readCookie(TOKEN_COOKIE);
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
 * Whether another tab or window changed the stored token since this tab last held it (docs/product/README.md
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
