import { createGuestnetClients, type GuestnetClients, ResponseCache } from '@guestnet/sdk';
import { readToken } from '../session/token';

/**
 * The console's clients, created once by each page's entry and provided to the components: same
 * origin, the token from the cookie (or `at` when framed). Their own response cache keeps
 * nothing: the QueryClient is the one cache of every answer
 * (docs/decisions/one-cache-per-response.md).
 */
export function createConsoleClients(options: { fetch?: typeof fetch } = {}): GuestnetClients {
  return createGuestnetClients({
    getToken: readToken,
    cache: new ResponseCache({ keep: false }),
    ...options,
  });
}
