import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/identities.js';
import { LEGACY_ORG_LIST_PATH } from '../src/legacy/legacy-paths.js';
import { type RunningMockServer, startMockServer } from '../src/mock-server.js';
import { MOCK_RESET_PATH } from '../src/node-bridge.js';

// The real HTTP path: node:http on an ephemeral loopback port, no MSW interception involved.
describe('mock server over HTTP', () => {
  let server: RunningMockServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startMockServer({ port: 0, log: (line) => lines.push(line) });
  });
  afterAll(() => server.close());

  it('listens on loopback and answers a mocked call', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/breach-range/range/ABCDE`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^[0-9A-F]{35}:\d+\r\n/);
  });

  it('answers CORS preflights and marks responses for the calling origin', async () => {
    const preflight = await fetch(`${server.url}/AdminApi/admin/account`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('serves the legacy pages that frames navigate to, with their cookies', async () => {
    const response = await fetch(`${server.url}${LEGACY_ORG_LIST_PATH}?SELECTED=GN-1002`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it('answers a bearer call for the demo token and picks the scenario from Prefer', async () => {
    const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
    const account = await fetch(`${server.url}/AdminApi/admin/account`, { headers });
    expect((await account.json()).Username).toBe('demo');
    const expired = await fetch(`${server.url}/AdminApi/admin/account`, {
      headers: { ...headers, Prefer: 'scenario=session-expired' },
    });
    expect(expired.status).toBe(401);
  });

  it('reads a dbo body and answers from the stateful store', async () => {
    const body = JSON.stringify([DEMO_ADMIN.token, { OrgNumber: 'GN-1003-1', PageSize: 2 }]);
    const response = await fetch(`${server.url}/GuestnetWS/DevApi/dbo/ListDevices`, {
      method: 'POST',
      body,
    });
    const page = await response.json();
    expect(page.Items).toHaveLength(2);
    expect(page.Total).toBeGreaterThanOrEqual(3);
  });

  it('answers a malformed JSON body with the spec 400 shape', async () => {
    const response = await fetch(`${server.url}/GuestnetWS/DevApi/dbo/ListDevices`, {
      method: 'POST',
      body: '[nope',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).Message).toMatch(/^The request is invalid/);
  });

  it('answers an unknown path with a 404 in the spec error shape', async () => {
    const response = await fetch(`${server.url}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: 'No mock for GET /nope' });
  });

  it('logs one line per request, without the query string', async () => {
    lines.length = 0;
    await fetch(`${server.url}/breach-range/range/ABCDE?at=secret-token`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/breach-range\/range\/ABCDE 200 \d+\.\dms$/);
    expect(lines[0]).not.toContain('secret-token');
  });

  it('forgets saved records on POST /__mocks/reset, so tests can share one server', async () => {
    const dbo = async (procedure: string, payload: object) => {
      const response = await fetch(`${server.url}/GuestnetWS/DevApi/dbo/${procedure}`, {
        method: 'POST',
        body: JSON.stringify([DEMO_ADMIN.token, payload]),
      });
      return response.json();
    };
    const names = async () =>
      (await dbo('ListDevices', { OrgNumber: 'GN-1042', PageSize: 500 })).Items.map(
        (device: { Name: string }) => device.Name,
      );
    const before = await names();
    await dbo('SaveDevice', {
      OrgNumber: 'GN-1042',
      Name: 'Reset probe',
      Type: 'mikrotik',
      Host: '10.0.0.9',
      MacAddress: '4C:5E:0C:12:34:99',
    });
    expect(await names()).toContain('Reset probe');

    const reset = await fetch(`${server.url}${MOCK_RESET_PATH}`, { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(await names()).toEqual(before);
    const wrongMethod = await fetch(`${server.url}${MOCK_RESET_PATH}`);
    expect([wrongMethod.status, wrongMethod.headers.get('allow')]).toEqual([405, 'POST']);
  });
});
