// The README's "another team's Vitest suite", run as written so the example cannot rot.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createMockServer, DEMO_ADMIN, mockResponse, resetMockState } from '../src/node.js';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };

it('shows the demo administrator', async () => {
  const response = await fetch('http://localhost/AdminApi/admin/account', { headers });
  expect(await response.json()).toMatchObject({ Username: 'demo', FirstName: 'Dana' });
});

it('answers an SSO user when the test overrides the account', async () => {
  server.use(
    mockResponse('get', '/AdminApi/admin/account', {
      Username: 'kim@example.com',
      FirstName: 'Kim',
      LastName: 'Lee',
      IsSsoUser: true,
    }),
  );
  const response = await fetch('http://localhost/AdminApi/admin/account', { headers });
  expect((await response.json()).IsSsoUser).toBe(true);
});

it('goes back to the default answer after the override is reset', async () => {
  const response = await fetch('http://localhost/AdminApi/admin/account', { headers });
  expect((await response.json()).Username).toBe('demo');
});
