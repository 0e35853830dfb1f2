import { createGuestnetClients, type GuestnetClients, ResponseCache } from '@guestnet/sdk';
import { fetchAfterMocks } from '../platform/demo';
import { readToken } from '../session/token';
import { askToLogInAgain } from './unauthorized';

/**
 * The console's clients, created once by each page's entry and provided to the components: same
 * origin, the token from the cookie (or `at` when framed). Their own response cache keeps
 * nothing: the QueryClient is the one cache of every answer
 * (docs/decisions/one-cache-per-response.md). In a demo page a call waits for the mock worker,
 * which starts while the page renders (docs/decisions/demo-startup.md); elsewhere it goes at once.
 * A call that gets 401 waits for the re-login dialog and is sent again with the new token
 * (docs/decisions/one-relogin.md); retries and time limits are the SDK's defaults.
 */
export function createConsoleClients(
  options: { fetch?: typeof fetch; onUnauthorized?: () => Promise<string> } = {},
): GuestnetClients {
  return createGuestnetClients({
    getToken: readToken,
    cache: new ResponseCache({ keep: false }),
    fetch: fetchAfterMocks(options.fetch),
    onUnauthorized: options.onUnauthorized ?? askToLogInAgain,
  });
}
