import { useEffect, useState } from 'react';
import { orgApi } from '../../lib/api/org-api-sdk';
import type { OrgNode } from '../../lib/org/org-node';
import { readRecentOrgs } from '../../lib/org/org-recent';
import { orgTree } from '../../lib/org/org-tree-store';

/**
 * The recently viewed orgs without the current one (SPEC.md §2), fetched by their numbers
 * (SPEC.md §7 POST /AdminApi/org/tree/numbers) each time the empty dropdown opens.
 */
export function useRecentOrgs(active: boolean, currentNumber: string | null) {
  const [state, setState] = useState<{ loading: boolean; orgs: OrgNode[] }>({
    loading: false,
    orgs: [],
  });
  useEffect(() => {
    if (!active) return;
    const numbers = readRecentOrgs().filter((n) => n !== currentNumber);
    let live = true;
    setState({ loading: numbers.length > 0, orgs: [] });
    if (numbers.length === 0) return;
    orgApi
      .byNumbers(numbers)
      .catch(() =>
        // Without the call the loaded tree still knows most recent orgs.
        numbers.map((n) => orgTree.findByNumber(n)).filter((n): n is OrgNode => n !== undefined),
      )
      .then((orgs) => {
        if (live) setState({ loading: false, orgs });
      });
    return () => {
      live = false;
    };
  }, [active, currentNumber]);
  return state;
}
