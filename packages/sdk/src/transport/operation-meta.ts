import { operations } from '../generated/operations.gen.js';

/** The specs the clients are generated from. */
export type SpecKey = keyof typeof operations;

/**
 * What the clients need to know of an operation: from `x-transport`, `x-cache`, `x-safe` (a read
 * although not a GET) and whether it declares the `Idempotency-Key` header.
 */
export interface OperationMeta {
  operationId: string;
  transport: 'bearer-json' | 'anonymous-json' | 'dbo';
  cache?: { id?: string; static?: boolean };
  safe?: boolean;
  idempotencyKey?: boolean;
}

/**
 * Finds an operation by spec, method and path template, from the map generated out of the specs
 * (no path list is written by hand).
 *
 * @example
 * operationMeta('admin-api', 'GET', '/AdminApi/org/tree')?.cache; // { id: 'org-tree-list' }
 */
export function operationMeta(
  spec: SpecKey,
  method: string,
  path: string,
): OperationMeta | undefined {
  const table = operations[spec] as Record<string, OperationMeta>;
  return table[`${method.toUpperCase()} ${path}`];
}
