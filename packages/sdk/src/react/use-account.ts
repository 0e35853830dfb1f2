import type { UseQueryResult } from '@tanstack/react-query';
import type { Member } from '../account.js';
import type { AdminApiClient } from '../client.js';
import type { ErrorEleven } from '../errors/error-eleven.js';
import { accountQuery } from '../queries.js';
import { useGuestnetQuery } from './use-guestnet-query.js';

/**
 * The signed-in administrator's account; a Member carrying `Error` is an error.
 *
 * @example
 * const { data: member, isError } = useAccount(api);
 */
export function useAccount(api: AdminApiClient): UseQueryResult<Member, ErrorEleven> {
  return useGuestnetQuery(accountQuery(api));
}
