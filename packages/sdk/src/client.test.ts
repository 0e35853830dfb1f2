import { describe, expect, it } from 'vitest';
import { createAdminApiClient } from './client.js';

function recordingFetch(body: unknown) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('createAdminApiClient', () => {
  it('sends the bearer token with no-cache JSON headers and returns the account', async () => {
    const member = { Username: 'demo', FirstName: 'Dana', LastName: 'Reyes', IsSsoUser: false };
    const { fetch, requests } = recordingFetch(member);
    const api = createAdminApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'tok-1',
      fetch,
    });

    const { data } = await api.GET('/AdminApi/admin/account');

    expect(data).toEqual(member);
    const sent = requests[0];
    expect(sent?.url).toBe('http://api.test/AdminApi/admin/account');
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.headers.get('Cache-Control')).toBe('no-cache');
    expect(sent?.headers.get('Pragma')).toBe('no-cache');
  });

  it('sends no Authorization header when there is no token', async () => {
    const { fetch, requests } = recordingFetch({ Username: 'x', IsSsoUser: false });
    const api = createAdminApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    await api.GET('/AdminApi/admin/account');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
