import { settings } from '../platform/settings';

/** A storage key prefixed with the product (SPEC.md §9), e.g. `Guestnet.recentViewedOrgs`. */
export function productKey(name: string, product: string = settings.product): string {
  return `${product}.${name}`;
}
