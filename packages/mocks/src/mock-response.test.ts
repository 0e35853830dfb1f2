import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from './handlers.js';
import { DEMO_ADMIN } from './identities.js';
import { mockResponse } from './mock-response.js';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('mockResponse', () => {
  it('overrides one operation with typed data while the others keep answering', async () => {
    server.use(
      mockResponse('get', '/AdminApi/admin/account', { Username: 'kim', IsSsoUser: true }),
    );
    const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
    const account = await fetch('http://localhost/AdminApi/admin/account', { headers });
    expect(await account.json()).toEqual({ Username: 'kim', IsSsoUser: true });
    const tree = await fetch('http://localhost/AdminApi/org/tree', { headers });
    expect(tree.status).toBe(200);
    server.resetHandlers();
  });

  it('fills path parameters from any value', async () => {
    server.use(mockResponse('get', '/AdminApi/org/tree/search/{input}', []));
    const response = await fetch('http://localhost/AdminApi/org/tree/search/anything');
    expect(await response.json()).toEqual([]);
    server.resetHandlers();
  });
});
