import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_ORG_LIST_PATH } from '../src/legacy/legacy-paths.js';
import { type RunningMockServer, startMockServer } from '../src/mock-server.js';

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
});
