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
  }): Promise<void>;
}

/**
 * After an org change, marks every query made from the SDK's options stale except those of static
 * operations: the query-cache counterpart of `ResponseCache.flush()` (DESIGN.md "Caching"). Queries
 * on screen fetch again for the new org; the others do when next used.
 *
 * @example
 * await flushQueries(queryClient);
 */
export function flushQueries(queryClient: InvalidatingClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] !== 'string' || !isStaticOperation(queryKey[0]),
  });
}
