import type { GuestnetClients } from '@guestnet/sdk';
import { orgDetailsQuery } from '../entities/org-query';
import { orgGrantsQuery } from '../screens/org-grants-query';

/** What the prefetch and its reader need of a query's state (TanStack's `Query`). */
export interface PrefetchedQuery {
  state: { dataUpdatedAt: number; dataUpdateCount: number; isInvalidated: boolean; data: unknown };
  getObserversCount(): number;
}

/** The part of a TanStack QueryClient the prefetch uses (lib stays free of React packages). */
export interface QueryPrefetcher {
  prefetchQuery(options: {
    queryKey: readonly unknown[];
    queryFn: (context: { signal?: AbortSignal }) => Promise<unknown>;
    meta?: Record<string, unknown>;
  }): Promise<void>;
  getQueryCache(): {
    find(filters: { queryKey: readonly unknown[]; exact: true }): PrefetchedQuery | undefined;
    subscribe(listener: (event: { type: string; query: PrefetchedQuery }) => void): () => void;
  };
  setQueryData(
    queryKey: readonly unknown[],
    data: unknown,
    options: { updatedAt: number },
  ): unknown;
  invalidateQueries(filters: {
    queryKey: readonly unknown[];
    exact: true;
    refetchType: 'none';
  }): Promise<void>;
}

/**
 * The page's start on the clock of a query's `dataUpdatedAt`: the date a prefetched answer is
 * given (the earliest it can be of; an answer fetched since lands later).
 */
const pageStart = () => Math.floor(performance.timeOrigin);

/** The console's addresses, as its router reads them under its base, that show Edit Org. */
const EDIT_ORG_PATHS = /^\/(setup\/organization\/?)?$/;

/**
 * Asks, as the console's page starts and beside IsLoginValid, for what its first screen waits
 * for after the login is known valid: the org's grants (GetOrgAccess, which every screen's gate
 * reads) and, on the Edit Org screen, the org's details (GetOrg, whose answer is the page's
 * largest paint). Each answer lands in the QueryClient under the key the screen reads, so the
 * screen renders from it instead of asking in turn; nothing is shown before the login is valid
 * (the gate's spinner holds). A failed prefetch shows no message (`meta.handled`): the screen's
 * own query asks again and shows its failure. A page without an access token asks for nothing
 * (IsLoginValid sends it to the login page). The org's details are dated as of the page's start
 * and read once, by {@link refetchUnlessPrefetched}: when the first screen that showed them
 * closes, they are marked stale, so the next one asks again. docs/decisions/demo-startup.md,
 * "Round 8".
 */
export function prefetchFirstScreen(options: {
  queryClient: QueryPrefetcher;
  clients: GuestnetClients;
  /** The org the page starts on (`OrgSession.startingOrgNumber()`), if any. */
  orgNumber: string | null | undefined;
  /** The page's path as the console's router reads it, without its base (`/setup/organization`). */
  path: string;
  /** Whether the page holds an access token at all. */
  signedIn: boolean;
}): void {
  const { queryClient, clients, orgNumber, path, signedIn } = options;
  if (!orgNumber || !signedIn) return;
  const handled = { meta: { handled: true } };
  // The grants are kept for the page's life (their query's staleTime): read, never asked again.
  void queryClient.prefetchQuery({
    ...orgGrantsQuery(clients.authorization, orgNumber),
    ...handled,
  });
  if (EDIT_ORG_PATHS.test(path)) {
    const details = orgDetailsQuery(clients.dbo, orgNumber);
    void queryClient
      .prefetchQuery({ ...details, ...handled })
      .then(() => readOnce(queryClient, details.queryKey));
  }
}

/**
 * Dates the prefetched answer as of the page's start, and marks it stale when the first screen
 * that showed it closes (its last observer gone), without asking again then.
 */
function readOnce(queryClient: QueryPrefetcher, queryKey: readonly unknown[]) {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  // Only the prefetch's own answer: not a failure, nor an answer a screen asked for or saved since.
  if (query?.state.dataUpdateCount !== 1) return;
  queryClient.setQueryData(queryKey, query.state.data, { updatedAt: pageStart() });
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return;
    // A query no screen read before the cache let it go: nothing is left to mark.
    if (event.type === 'removed') stop();
    if (event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
    stop();
    if (query.state.dataUpdatedAt <= pageStart()) {
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }
  });
}

/**
 * A `refetchOnMount` for a screen's query that {@link prefetchFirstScreen} may have asked for:
 * an answer dated as of the page's start, not yet marked stale, is read as it is (it was asked
 * for as the page started, and no screen has shown and closed it); any other answer is asked
 * for again as any query's is.
 */
export function refetchUnlessPrefetched(query: {
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean {
  return query.state.isInvalidated || query.state.dataUpdatedAt > pageStart();
}
