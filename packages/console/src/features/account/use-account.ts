import { accountQuery, displayName } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';

/**
 * The signed-in administrator and the name the console shows for them. Asked once a page: the
 * header's controls mount anew (their tooltips arrive after the first screen) without asking
 * again. The profile dialog asks afresh each time it opens, under the same key, so the header
 * shows what it read.
 */
export function useAccount() {
  const query = useGuestnetQuery(accountQuery(useGuestnetClients().adminApi), {
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { ...query, displayName: query.data ? displayName(query.data) : undefined };
}
