import { productKey } from './org-storage-keys';

/** SPEC.md §9: the recent list is stored under the product-prefixed `recentViewedOrgs`. */
export const RECENT_ORGS_KEY = productKey('recentViewedOrgs');

/** SPEC.md §9: at most 15 recently viewed orgs. */
export const RECENT_ORGS_LIMIT = 15;

function localStore(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The recently viewed org numbers, most recent first. */
export function readRecentOrgs(storage: Storage | undefined = localStore()): string[] {
  try {
    const raw = storage?.getItem(RECENT_ORGS_KEY);
    return raw ? raw.split('|').filter((number) => number.length > 0) : [];
  } catch {
    return [];
  }
}

/**
 * Puts an org number first in the recent list, without duplicates and at most 15 long, and
 * stores it joined by '|' (SPEC.md §9). The null org has no number and is not remembered.
 */
export function rememberRecentOrg(
  number: string | null,
  storage: Storage | undefined = localStore(),
): string[] {
  const list = readRecentOrgs(storage);
  if (!number) return list;
  const next = [number, ...list.filter((n) => n !== number)].slice(0, RECENT_ORGS_LIMIT);
  try {
    storage?.setItem(RECENT_ORGS_KEY, next.join('|'));
  } catch {
    // Storage full or blocked: the list is a convenience, the selection still happens.
  }
  return next;
}

/** Takes an org that no longer exists out of the recent list (a deleted org). */
export function forgetRecentOrg(
  number: string,
  storage: Storage | undefined = localStore(),
): string[] {
  const list = readRecentOrgs(storage);
  const next = list.filter((n) => n !== number);
  if (next.length === list.length) return list;
  try {
    storage?.setItem(RECENT_ORGS_KEY, next.join('|'));
  } catch {
    // Storage full or blocked: the list is a convenience.
  }
  return next;
}
