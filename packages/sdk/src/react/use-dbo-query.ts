import type { UseQueryResult } from '@tanstack/react-query';
import type { DboClient, DboPayload, DboProcedure, DboResult } from '../dbo-client.js';
import { dboQuery } from '../dbo-query.js';
import type { ErrorEleven } from '../errors/error-eleven.js';
import { type ExtraQueryOptions, useGuestnetQuery } from './use-guestnet-query.js';

/**
 * Reads a dbo procedure with TanStack Query, keyed by procedure and payload.
 *
 * @example
 * const devices = useDboQuery(dbo, 'ListDevices', { OrgNumber: org.number });
 */
export function useDboQuery<P extends DboProcedure>(
  dbo: DboClient,
  procedure: P,
  payload: DboPayload<P>,
  extra: ExtraQueryOptions<DboResult<P>> = {},
): UseQueryResult<DboResult<P>, ErrorEleven> {
  return useGuestnetQuery(dboQuery(dbo, procedure, payload), extra);
}
