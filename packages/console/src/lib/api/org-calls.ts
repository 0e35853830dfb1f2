import { type GuestnetClients, orgByPathQuery, orgNodeQuery, orgTreeQuery } from '@guestnet/sdk';
import type { OrgCalls } from '../org/org-session';

/** The part of a TanStack QueryClient the org calls use (lib stays free of React packages). */
export interface QueryFetcher {
  fetchQuery<T>(options: {
    queryKey: readonly unknown[];
    queryFn: (context: { signal?: AbortSignal }) => Promise<T>;
    meta?: Record<string, unknown>;
  }): Promise<T>;
}

/**
 * The org session's calls: the SDK's query options run through the console's QueryClient, the
 * one cache of every answer (docs/decisions/one-cache-per-response.md). Each call asks the
 * server again (staleTime 0): a selection must see the tree as it is now. The session handles
 * every failure itself (the legacy fallback, `ORG_NOT_FOUND`), so the QueryClient's general error
 * message stays out of it.
 */
export function createOrgCalls({ adminApi }: GuestnetClients, queries: QueryFetcher): OrgCalls {
  const handled = { meta: { handled: true } };
  return {
    list: () => queries.fetchQuery({ ...orgTreeQuery(adminApi), ...handled }),
    node: (number) => queries.fetchQuery({ ...orgNodeQuery(adminApi, number), ...handled }),
    byPath: (path, alreadyHasData) =>
      queries.fetchQuery({ ...orgByPathQuery(adminApi, path, alreadyHasData), ...handled }),
  };
}
