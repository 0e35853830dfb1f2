import { displayName } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { signedInAccountQuery } from '../../lib/api/account-query';

/** The signed-in administrator and the name the console shows for them. */
export function useAccount() {
  const query = useGuestnetQuery(signedInAccountQuery(useGuestnetClients().adminApi));
  return { ...query, displayName: query.data ? displayName(query.data) : undefined };
}
