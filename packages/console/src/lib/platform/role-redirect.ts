import { allowedOrigins } from './origin';

// docs/decisions/role-redirect-allowlist.md
/**
 * Whether the browser may follow a `roleRedirect` from IsLoginValid or Login: only to this
 * origin or a configured legacy origin, over http(s). The address is resolved the way
 * `location.assign` resolves it, so `//evil.example`, `/\evil.example` and tab-split schemes land
 * on the origin they really name.
 */
export function isAllowedRedirect(
  target: string,
  base: string = globalThis.location?.href ?? '',
  allowlist?: readonly string[],
): boolean {
  let url: URL;
  let page: URL;
  try {
    page = new URL(base);
    url = new URL(target, page);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  // Credentials in the address (`https://user@host`) are never part of a role's page.
  if (url.username || url.password) return false;
  return (allowlist ?? allowedOrigins(page.origin)).includes(url.origin);
}

/**
 * The role redirect to follow from the page at `base`, or null when there is none or it points
 * outside the allowed origins; `onRejected` hears about a refused one (the callers log it).
 */
export function followableRedirect(
  target: string | null | undefined,
  onRejected: (target: string) => void,
  base?: string,
  allowlist?: readonly string[],
): string | null {
  if (!target) return null;
  if (isAllowedRedirect(target, base, allowlist)) return target;
  onRejected(target);
  return null;
}
