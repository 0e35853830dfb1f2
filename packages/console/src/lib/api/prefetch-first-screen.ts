import type { GuestnetClients } from '@guestnet/sdk';
import { orgDetailsQuery } from '../entities/org-query';
import { orgGrantsQuery } from '../screens/org-grants-query';

/** The part of a TanStack QueryClient the prefetch uses (lib stays free of React packages). */
export interface QueryPrefetcher {
  prefetchQuery(options: {
    queryKey: readonly unknown[];
    queryFn: (context: { signal?: AbortSignal }) => Promise<unknown>;
    meta?: Record<string, unknown>;
  }): Promise<void>;
}

/** The console's addresses (under its base) that show the Edit Org screen: it and the index. */
const EDIT_ORG_PATHS = /^\/admin-ui\/admin\/?(setup\/organization\/?)?$/;

/**
 * Asks, as the console's page starts and beside IsLoginValid, for what its first screen waits
 * for after the login is known valid: the org's grants (GetOrgAccess, which every screen's gate
 * reads) and, on the Edit Org screen, the org's details (GetOrg, whose answer is the page's
 * largest paint). Each answer lands in the QueryClient under the key the screen reads, so the
 * screen renders from it instead of asking in turn; nothing is shown before the login is valid
 * (the gate's spinner holds). A failed prefetch shows no message (`meta.handled`): the screen's
 * own query asks again and shows its failure. docs/decisions/demo-startup.md, "Round 8".
 */
export function prefetchFirstScreen(options: {
  queryClient: QueryPrefetcher;
  clients: GuestnetClients;
  /** The org the page starts on (`OrgSession.startingOrgNumber()`), if any. */
  orgNumber: string | null | undefined;
  /** The page's path (`location.pathname`). */
  path: string;
}): void {
  const { queryClient, clients, orgNumber, path } = options;
  if (!orgNumber) return;
  const handled = { meta: { handled: true } };
  // The grants are kept for the page's life (their query's staleTime): read, never asked again.
  void queryClient.prefetchQuery({
    ...orgGrantsQuery(clients.authorization, orgNumber),
    ...handled,
  });
  if (EDIT_ORG_PATHS.test(path)) {
    const details = orgDetailsQuery(clients.dbo, orgNumber);
    unread.add(JSON.stringify(details.queryKey));
    void queryClient.prefetchQuery({ ...details, ...handled });
  }
}

/** The keys of the prefetched queries no screen has read yet. */
const unread = new Set<string>();

/**
 * A `refetchOnMount` for a screen's query that {@link prefetchFirstScreen} may have asked for:
 * the first screen to mount reads the prefetched answer as it is (it was asked for as the page
 * started); every mount after that render's task, and any other query, asks again as any query
 * does. Within the task, a mount again (React's StrictMode mounts twice) reads it too.
 */
export function refetchUnlessPrefetched(query: { queryKey: readonly unknown[] }): boolean {
  if (!unread.has(JSON.stringify(query.queryKey))) return true;
  // Only the page's first screen: a prefetch of an org left before its screen showed is not kept.
  setTimeout(() => unread.clear(), 0);
  return false;
}
