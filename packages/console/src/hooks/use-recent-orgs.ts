import { orgsByNumbersQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrgNode } from '../lib/org/org-node';
import { useOrgSession, useRecentOrgNumbers } from './org-session';

/**
 * The recently viewed orgs without the current one (docs/product/screens.md), fetched by their numbers
 * (docs/product/calls.md POST /AdminApi/org/tree/numbers) each time the empty dropdown opens.
 */
export function useRecentOrgs(active: boolean, currentNumber: string | null) {
  const [state, setState] = useState<{ loading: boolean; orgs: OrgNode[] }>({
    loading: false,
    orgs: [],
  });
  const { adminApi } = useGuestnetClients();
  const queryClient = useQueryClient();
  const { tree } = useOrgSession();
  const recent = useRecentOrgNumbers();
  useEffect(() => {
    if (!active) return;
    const numbers = recent.filter((n) => n !== currentNumber);
    let live = true;
    setState({ loading: numbers.length > 0, orgs: [] });
    if (numbers.length === 0) return;
    queryClient
      // Asked anew each time the dropdown opens: names and paths change.
      .fetchQuery({ ...orgsByNumbersQuery(adminApi, numbers), meta: { handled: true } })
      .catch(() =>
        // Without the call the loaded tree still knows most recent orgs.
        numbers.map((n) => tree.findByNumber(n)).filter((n): n is OrgNode => n !== undefined),
      )
      .then((orgs) => {
        if (live) setState({ loading: false, orgs });
      });
    return () => {
      live = false;
    };
  }, [active, currentNumber, recent, adminApi, queryClient, tree]);
  return state;
}
