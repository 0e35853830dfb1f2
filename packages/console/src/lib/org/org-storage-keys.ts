import { settings } from '../platform/settings';

/** A storage key prefixed with the product (docs/product/constants.md), e.g. `Guestnet.recentViewedOrgs`. */
export function productKey(name: string, product: string = settings.product): string {
  return `${product}.${name}`;
}
