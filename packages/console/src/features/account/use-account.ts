import { displayName } from '@guestnet/sdk';
import { useAccount as useAccountQuery, useGuestnetClients } from '@guestnet/sdk/react';

/** The signed-in administrator and the name the console shows for them. */
export function useAccount() {
  const query = useAccountQuery(useGuestnetClients().adminApi);
  return { ...query, displayName: query.data ? displayName(query.data) : undefined };
}
