import { orgAccessQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { useSelectedOrg } from '../../hooks/org-session';
import { NAV_FEATURE_IDS } from '../../lib/screens/org-nav-table';

/**
 * The current org's grants for every navigation link (SPEC.md §6: GetOrgAccess, cached per org),
 * and whether verification is still running, during which links read 'Verifying...'.
 */
export function useNavAccess() {
  const org = useSelectedOrg();
  const number = org.number;
  const { authorization } = useGuestnetClients();
  // Cached per org by the QueryClient, the one cache (docs/decisions/one-cache-per-response.md):
  // an org's grants do not change while the console runs.
  const query = useGuestnetQuery(orgAccessQuery(authorization, number ?? '', NAV_FEATURE_IDS), {
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { access: query.data, verifying: number !== null && query.isPending };
}
