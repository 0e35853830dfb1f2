import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { useMemo } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import type { PlanNames } from './access-code-screen';

/** The org's service plans by id (the first 500 by name): a batch's Plan is one of them. */
export function usePlans() {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  return useDboQuery(dbo, 'ListServicePlans', {
    OrgNumber: org.number ?? '',
    Page: 1,
    PageSize: 500,
    Sort: 'Name',
  });
}

/**
 * The names of the org's service plans, by id, and whether they are known yet (a list's columns
 * are drawn once the names are, so a Plan cell never shows an id first).
 */
export function usePlanNames(): PlanNames & { ready?: boolean } {
  const plans = usePlans();
  return useMemo(
    () =>
      Object.assign(new Map((plans.data?.Items ?? []).map((plan) => [plan.Id, plan.Name])), {
        ready: !plans.isPending,
      }),
    [plans.data, plans.isPending],
  );
}
