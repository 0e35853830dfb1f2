import { useQuery } from '@tanstack/react-query';
import { orgApi } from '../../lib/api/org-api-sdk';
import { useSelectedOrg } from '../../lib/org/selected-org';
import { NAV_FEATURE_IDS } from '../../lib/screens/org-nav-table';

/**
 * The current org's grants for every navigation link (SPEC.md §6: GetOrgAccess, cached per org),
 * and whether verification is still running, during which links read 'Verifying...'.
 */
export function useNavAccess() {
  const org = useSelectedOrg();
  const number = org.number;
  const query = useQuery({
    queryKey: ['getOrgAccess', number],
    queryFn: () => orgApi.access(number ?? '', NAV_FEATURE_IDS),
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { access: query.data, verifying: number !== null && query.isPending };
}
