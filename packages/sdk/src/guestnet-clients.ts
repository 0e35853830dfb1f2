import {
  type AdminApiClient,
  type AuthorizationClient,
  type ClientOptions,
  createAdminApiClient,
  createAuthorizationClient,
} from './client.js';
import { createDboClient, type DboClient } from './dbo-client.js';
import { ResponseCache } from './transport/response-cache.js';

/** The three clients over one token provider, one fetch and one response cache. */
export interface GuestnetClients {
  adminApi: AdminApiClient;
  authorization: AuthorizationClient;
  dbo: DboClient;
  cache: ResponseCache;
}

/**
 * Creates the AdminApi, Authorization.svc and dbo clients sharing one cache, so that flushing it
 * (after an org change) affects all three.
 *
 * @example
 * const { adminApi, authorization, dbo, cache } = createGuestnetClients({
 *   baseUrl: 'https://admin.guestnet.example',
 *   getToken: () => token,
 * });
 */
export function createGuestnetClients(options: ClientOptions = {}): GuestnetClients {
  const cache =
    options.cache ??
    new ResponseCache(
      options.cacheMaxEntries === undefined ? {} : { maxEntries: options.cacheMaxEntries },
    );
  // One cache, and the same handler and rate limit objects: one re-login and one pace for all three.
  const shared = { ...options, cache };
  return {
    adminApi: createAdminApiClient(shared),
    authorization: createAuthorizationClient(shared),
    dbo: createDboClient(shared),
    cache: shared.cache,
  };
}
