import { createGuestnetClients } from '@guestnet/sdk';
import { readToken } from '../session/token';

// One set of clients for the whole console: same origin, the token from the cookie (or `at`
// when framed), one response cache so an org change can flush all three.
const clients = createGuestnetClients({ getToken: readToken });

/** The console's AdminApi client. */
export const adminApi = clients.adminApi;

/** The console's Authorization.svc client. */
export const authorizationApi = clients.authorization;

/** The console's dbo client (the native screens). */
export const dboApi = clients.dbo;

/** The cache the three clients share (flush it after an org change). */
export const apiCache = clients.cache;
