import { type AdminApiClient, accountQuery } from '@guestnet/sdk';

/**
 * The signed-in administrator's account, as the console's header and lists read it: asked once
 * a page, not again each time a part that reads it mounts (the header's controls mount anew when
 * their tooltips arrive, each list's saved views mount with it); the account changes only with a
 * new sign-in, which loads a new page. The profile dialog asks afresh each time it opens, under
 * the same key, so what it reads is what they show.
 */
export function signedInAccountQuery(api: AdminApiClient) {
  return { ...accountQuery(api), staleTime: Number.POSITIVE_INFINITY };
}
