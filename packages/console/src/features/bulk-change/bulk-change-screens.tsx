import { useRouterState } from '@tanstack/react-router';
import BulkChange from './bulk-change';
import ChangeSetsHistory from './change-sets-history';

/**
 * Manage > Bulk Change and its Change Sets, one chunk for both addresses: each lazy screen costs
 * the first load its list of preloaded chunks, and these two share nearly all of theirs.
 */
export default function BulkChangeScreens() {
  const history = useRouterState({
    select: (state) => state.location.pathname.endsWith('/history'),
  });
  return history ? <ChangeSetsHistory /> : <BulkChange />;
}
