import account from '@guestnet/fixtures/account.json' with { type: 'json' };
import type { Member } from '@guestnet/sdk';
import { HttpResponse, http } from 'msw';

/**
 * The MSW handlers that answer the console's calls from `fixtures/`.
 *
 * @example
 * const server = setupServer(...handlers);
 */
export const handlers = [
  http.get('*/AdminApi/admin/account', () => HttpResponse.json<Member>(account as Member)),
];
