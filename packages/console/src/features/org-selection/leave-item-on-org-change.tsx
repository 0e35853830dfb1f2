import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';

/**
 * On an item route (`item/{id}`), an item belongs to the org it was opened in: when the user
 * selects another org (after the unsaved-changes guard let them), the screen goes back to its
 * list for the new org instead of showing whatever item of the new org has the same id. Lives in
 * the route's component, which stays mounted while the screen's content is re-gated.
 */
export function LeaveItemOnOrgChange({ listPath }: { listPath: string }) {
  const org = useSelectedOrg();
  const navigate = useNavigate();
  const openedIn = useRef(org.number);
  useEffect(() => {
    // A deep link selects its org after the route has mounted: that is where the item lives.
    if (openedIn.current === null) {
      openedIn.current = org.number;
      return;
    }
    if (org.number !== null && org.number !== openedIn.current) {
      openedIn.current = org.number;
      void navigate({ to: listPath });
    }
  }, [org.number, listPath, navigate]);
  return null;
}
