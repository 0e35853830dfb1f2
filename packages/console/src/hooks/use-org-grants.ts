import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { orgGrantsQuery } from '../lib/screens/org-grants-query';
import type { OrgGrants } from '../lib/screens/screen-access';
import { useSelectedOrg } from './org-session';

// One object per status, so a render that changes nothing hands the same grants down.
const NO_ORG: OrgGrants = { status: 'no-org' };
const VERIFYING: OrgGrants = { status: 'verifying' };
const FAILED: OrgGrants = { status: 'failed' };

/**
 * The selected org's grants, read by the menus, the route gate and Go to… alike, a way to ask
 * again after a failure, and `grantsOf` for another org (Go to…'s `org > screen`) from the same
 * cache. `grants` is the same object from render to render until the answer changes, so what is
 * memoized on it holds.
 */
export function useOrgGrants(): {
  grants: OrgGrants;
  retry: () => void;
  grantsOf: (number: string) => Promise<OrgGrants>;
} {
  const number = useSelectedOrg().number;
  const { authorization } = useGuestnetClients();
  const queryClient = useQueryClient();
  const query = useGuestnetQuery(orgGrantsQuery(authorization, number ?? ''), {
    enabled: number !== null,
  });
  const { data, refetch } = query;
  // After Retry the failed answer stays until the new one comes: show the check running.
  const failed = query.isError && !query.isFetching;
  const grants = useMemo((): OrgGrants => {
    if (number === null) return NO_ORG;
    if (data) return { status: 'verified', ...data };
    return failed ? FAILED : VERIFYING;
  }, [number, data, failed]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const grantsOf = useCallback(
    async (other: string): Promise<OrgGrants> => {
      const answer = await queryClient.fetchQuery(orgGrantsQuery(authorization, other));
      return { status: 'verified', ...answer };
    },
    [queryClient, authorization],
  );
  return { grants, retry, grantsOf };
}
