import { type AuthorizationClient, orgAccessQuery } from '@guestnet/sdk';
import { SCREEN_FEATURE_IDS } from './screen-table';

/**
 * An org's grants for every screen of the table (docs/product/roles.md: GetOrgAccess, one call per org).
 * Cached per org by the QueryClient, the one cache (docs/decisions/one-cache-per-response.md):
 * an org's grants do not change while the console runs.
 */
export const orgGrantsQuery = (authorization: AuthorizationClient, number: string) => ({
  ...orgAccessQuery(authorization, number, SCREEN_FEATURE_IDS),
  staleTime: Number.POSITIVE_INFINITY,
});
