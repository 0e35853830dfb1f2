import { orgAccessQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import type { OrgGrants } from '../lib/screens/screen-access';
import { SCREEN_FEATURE_IDS } from '../lib/screens/screen-table';
import { useSelectedOrg } from './org-session';

/**
 * The selected org's grants for every screen of the table (SPEC.md §6: GetOrgAccess, one call
 * per org), read by the menus and the route gate alike, and a way to ask again after a failure.
 */
export function useOrgGrants(): { grants: OrgGrants; retry: () => void } {
  const number = useSelectedOrg().number;
  const { authorization } = useGuestnetClients();
  // Cached per org by the QueryClient, the one cache (docs/decisions/one-cache-per-response.md):
  // an org's grants do not change while the console runs.
  const query = useGuestnetQuery(orgAccessQuery(authorization, number ?? '', SCREEN_FEATURE_IDS), {
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const retry = () => void query.refetch();
  if (number === null) return { grants: { status: 'no-org' }, retry };
  if (query.data) return { grants: { status: 'verified', ...query.data }, retry };
  // After Retry the failed answer stays until the new one comes: show the check running.
  if (query.isError && !query.isFetching) return { grants: { status: 'failed' }, retry };
  return { grants: { status: 'verifying' }, retry };
}
