import type { DboClient, DboPayload, DboProcedure, DboResult } from './dbo-client.js';
import { operationIdOf } from './query-options.js';

const idOf = (dbo: DboClient, procedure: string) =>
  operationIdOf(dbo, 'post', `/GuestnetWS/DevApi/dbo/${procedure}`);

/**
 * TanStack Query options for a dbo procedure, React-free: the key is the procedure's operationId
 * and its payload (never the token).
 *
 * @example
 * const page = await queryClient.fetchQuery(dboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1042-7' }));
 */
export function dboQuery<P extends DboProcedure>(
  dbo: DboClient,
  procedure: P,
  payload: DboPayload<P>,
) {
  const operationId = idOf(dbo, procedure);
  return {
    queryKey: [operationId, payload] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<DboResult<P>> =>
      dbo.call(procedure, payload, signal ? { signal } : {}),
  };
}

/**
 * The query key prefix of a dbo procedure: every query of it, whatever its payload, starts with
 * this key, so it invalidates or removes them all at once.
 *
 * @example
 * // After a save, every page of every org's device list is read again.
 * await queryClient.invalidateQueries({ queryKey: dboQueryPrefix(dbo, 'ListDevices') });
 */
export function dboQueryPrefix(dbo: DboClient, procedure: DboProcedure): readonly [string] {
  return [idOf(dbo, procedure)] as const;
}

/**
 * TanStack Query mutation options for a dbo procedure (save, delete): the variables are the
 * payload.
 *
 * @example
 * const save = dboMutation(dbo, 'SaveDevice');
 * const saved = await save.mutationFn(device); // the device with its Id
 */
export function dboMutation<P extends DboProcedure>(dbo: DboClient, procedure: P) {
  const operationId = idOf(dbo, procedure);
  return {
    mutationKey: [operationId] as const,
    mutationFn: (payload: DboPayload<P>): Promise<DboResult<P>> => dbo.call(procedure, payload),
  };
}
