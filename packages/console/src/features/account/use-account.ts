import { accountQuery, displayName } from '@guestnet/sdk';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/api/api';

/** The signed-in administrator and the name the console shows for them. */
export function useAccount() {
  const query = useQuery(accountQuery(adminApi));
  return { ...query, displayName: query.data ? displayName(query.data) : undefined };
}
