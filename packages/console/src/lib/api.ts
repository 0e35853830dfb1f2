import { createAdminApiClient } from '@guestnet/sdk';
import { readToken } from './token';

/** The console's one AdminApi client: same origin, token from the cookie. */
export const adminApi = createAdminApiClient({ getToken: readToken });
