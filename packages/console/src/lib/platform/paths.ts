// docs/product/screens.md fixes the base path (vite.config.ts builds under it too).
const BASE = '/admin-ui/';

/** The login page (docs/product/screens.md "Entry pages"). */
export const LOGIN_PATH = `${BASE}login/index.html`;

/** The console's root, which redirects to Edit Org. */
export const CONSOLE_PATH = `${BASE}admin/`;

/** The console router's base path: its routes' paths follow it (router.tsx). */
export const CONSOLE_BASEPATH = CONSOLE_PATH.replace(/\/$/, '');

/**
 * A page's path as the console's router reads it, without the base (`/setup/organization`, `/`):
 * for what runs before the router is made (main.tsx).
 */
export function consoleRoutePath(pathname: string): string {
  if (pathname !== CONSOLE_BASEPATH && !pathname.startsWith(CONSOLE_PATH)) return pathname;
  return pathname.slice(CONSOLE_BASEPATH.length) || '/';
}

/** The login page's address, keeping the query (realm, demo, extra parameters). */
export function loginUrl(search = '', sso = false): string {
  return `${LOGIN_PATH}${search}${sso ? '#/sso' : ''}`;
}

/** The switches worth carrying from one page to the other (the rest are the page's own). */
export function carriedSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['demo', 'offline', 'scenario']) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
