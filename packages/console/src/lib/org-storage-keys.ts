/**
 * The product name that prefixes stored keys (SPEC.md §9 "product-prefixed"); a build setting,
 * default `Guestnet` (DESIGN.md "Product path").
 */
export const PRODUCT: string = import.meta.env.VITE_PRODUCT ?? 'Guestnet';

/** A storage key prefixed with the product, e.g. `Guestnet.recentViewedOrgs`. */
export function productKey(name: string): string {
  return `${PRODUCT}.${name}`;
}
