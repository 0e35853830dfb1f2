import { operations } from './generated/operations.gen.js';
import type { OperationMeta } from './transport/operation-meta.js';

// The static operations of every spec (x-cache static: true), by operationId.
const staticIds = new Set(
  Object.values(operations).flatMap((table) =>
    Object.values(table as Record<string, OperationMeta>)
      .filter((operation) => operation.cache?.static === true)
      .map((operation) => operation.operationId),
  ),
);

/** Whether an operation's answers outlive an org change (`x-cache: {static: true}` in its spec). */
export function isStaticOperation(operationId: string): boolean {
  return staticIds.has(operationId);
}

/** The part of a TanStack QueryClient that `flushQueries` uses. */
export interface InvalidatingClient {
  invalidateQueries(filters: {
    predicate: (query: { queryKey: readonly unknown[] }) => boolean;
    refetchType?: 'none';
  }): Promise<void>;
}

/**
 * After an org change, marks every query made from the SDK's options stale except those of static
 * operations: the query-cache counterpart of `ResponseCache.flush()` (docs/product/calls.md "Caching"). Nothing
 * is fetched at once (the screens of the new org ask with their own keys); a flushed answer is
 * fetched again when next used.
 *
 * @example
 * await flushQueries(queryClient);
 */
export function flushQueries(queryClient: InvalidatingClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] !== 'string' || !isStaticOperation(queryKey[0]),
    refetchType: 'none',
  });
}
