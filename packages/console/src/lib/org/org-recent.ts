import { browserStorage } from '../platform/browser-storage';
import { createRecentList } from '../platform/recent-list';
import { productKey } from './org-storage-keys';

/** docs/product/constants.md: the recent list is stored under the product-prefixed `recentViewedOrgs`. */
export const RECENT_ORGS_KEY = productKey('recentViewedOrgs');

/** docs/product/constants.md: at most 15 recently viewed orgs. */
export const RECENT_ORGS_LIMIT = 15;

// docs/product/constants.md: the org numbers, most recent first, joined by '|'.
const recentOrgs = createRecentList<string>({
  key: RECENT_ORGS_KEY,
  limit: RECENT_ORGS_LIMIT,
  itemOf: (number) => (number.length > 0 ? number : undefined),
  idOf: (number) => number,
});

/** The recently viewed org numbers, most recent first. */
export function readRecentOrgs(storage: Storage | undefined = browserStorage()): string[] {
  return recentOrgs.read(storage);
}

/**
 * Puts an org number first in the recent list, without duplicates and at most 15 long, and
 * stores it (docs/product/constants.md). The null org has no number and is not remembered.
 */
export function rememberRecentOrg(
  number: string | null,
  storage: Storage | undefined = browserStorage(),
): string[] {
  return number ? recentOrgs.remember(number, storage) : recentOrgs.read(storage);
}

/** Takes an org that no longer exists out of the recent list (a deleted org). */
export function forgetRecentOrg(
  number: string,
  storage: Storage | undefined = browserStorage(),
): string[] {
  return recentOrgs.forget(number, storage);
}
