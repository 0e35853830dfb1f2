import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, text } from '../test/fake-fetch.js';
import { createAdminApiClient, createAuthorizationClient } from './client.js';
import { ErrorEleven } from './errors/error-eleven.js';
import { DEFAULT_RETRIES } from './transport/retry.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok-1' };
const member = { Username: 'demo', FirstName: 'Dana', LastName: 'Reyes', IsSsoUser: false };

async function rejection(promise: Promise<unknown>): Promise<ErrorEleven> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!ErrorEleven.is(error)) throw new Error(`expected an ErrorEleven, got ${String(error)}`);
  return error;
}

describe('bearer-json transport', () => {
  it('sends the bearer token with no-cache JSON headers and returns the account', async () => {
    const { fetch, sent } = fakeFetch(json(member));
    const api = createAdminApiClient({ ...base, fetch });

    const { data } = await api.GET('/AdminApi/admin/account');

    expect(data).toEqual(member);
    expect(sent[0]?.url).toBe('http://api.test/AdminApi/admin/account');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.headers.get('Cache-Control')).toBe('no-cache');
    expect(sent[0]?.headers.get('Pragma')).toBe('no-cache');
  });

  it('asks the token provider on every call, so a refreshed token is used at once', async () => {
    let token = 'old';
    const { fetch, sent } = fakeFetch(json(member));
    const api = createAdminApiClient({ ...base, getToken: async () => token, fetch });
    await api.GET('/AdminApi/admin/account');
    token = 'new';
    await api.GET('/AdminApi/admin/account');
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('sends no Authorization header when there is no token', async () => {
    const { fetch, sent } = fakeFetch(json(member));
    const api = createAdminApiClient({ ...base, getToken: () => null, fetch });
    await api.GET('/AdminApi/admin/account');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('rejects a 401 with an ErrorEleven and does not retry', async () => {
    const { fetch, sent } = fakeFetch(
      json({ Message: 'Your session has expired.' }, 401, 'Unauthorized'),
    );
    const api = createAdminApiClient({ ...base, fetch });
    const error = await rejection(api.GET('/AdminApi/admin/account'));
    expect(error).toMatchObject({
      message: 'Your session has expired.',
      status: 401,
      statusText: 'Unauthorized',
    });
    expect(error.context).toEqual({ method: 'GET', url: 'http://api.test/AdminApi/admin/account' });
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a list body', json(['No such org'], 404), 'No such org', 404],
    [
      'an HTML error page',
      text('<html><body>Bad gateway</body></html>', 502, 'text/html'),
      'API Error occurred with status 502',
      502,
    ],
    ['an empty error body', new Response(null, { status: 503 }), 'Unknown API Error Occurred', 503],
    ['a Code in the body', json({ Message: 'Locked', Code: 423 }, 400), 'Locked', 423],
    [
      'a success body that is not JSON',
      text('{"broken', 200, 'application/json'),
      'Unknown Error occurred',
      999,
    ],
    ['a network failure', new TypeError('fetch failed'), 'Unknown Error occurred', 999],
  ])('turns %s into an ErrorEleven', async (kind, answer, message, status) => {
    // A 502, a 503 and a network failure are retried first, with back-off (500 ms, 1 s, 2 s):
    // the clock is a fake one, so the three waits pass at once and the error is still the last.
    vi.useFakeTimers();
    try {
      const { fetch, sent } = fakeFetch(answer);
      const api = createAdminApiClient({ ...base, fetch });
      const settled = rejection(
        api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber: 'GN-1' } } }),
      );
      await vi.runAllTimersAsync();
      const error = await settled;
      expect(error).toMatchObject({ message, status });
      const retried = status === 502 || status === 503 || kind === 'a network failure';
      expect(sent).toHaveLength(retried ? 1 + DEFAULT_RETRIES : 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an aborted call with an ErrorEleven that says it was aborted', async () => {
    const { fetch } = fakeFetch(json([]));
    const api = createAdminApiClient({ ...base, fetch });
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(api.GET('/AdminApi/org/tree', { signal: controller.signal }));
    expect(error).toMatchObject({ message: 'Unknown Error occurred', status: 999, aborted: true });
  });

  it('rejects a path that is not in the spec with an ErrorEleven, sending nothing', async () => {
    const { fetch, sent } = fakeFetch(json(member));
    const api = createAdminApiClient({ ...base, fetch });
    const call = (api.GET as (path: string) => Promise<unknown>)('/AdminApi/not-in-the-spec');
    const error = await rejection(call);
    expect(error).toMatchObject({ status: 999, statusText: 'Unknown Operation' });
    expect(sent).toHaveLength(0);
  });

  it('accepts a success body that is a JSON string', async () => {
    const { fetch } = fakeFetch(json('GN-1042'));
    const api = createAdminApiClient({ ...base, fetch });
    const { data } = await api.GET('/AdminApi/org/tree');
    expect(data).toBe('GN-1042');
  });

  it('answers a 204 with no data', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    const api = createAdminApiClient({ ...base, fetch });
    const { data, response } = await api.POST('/AdminApi/admin/logout');
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it('keeps the multipart content type of an image upload', async () => {
    const { fetch, sent } = fakeFetch(json({ Complete: false, ChunkIndex: 0 }));
    const api = createAdminApiClient({ ...base, fetch });
    const form = new FormData();
    form.set('file', new Blob(['png']), 'logo.png');
    await api.POST('/AdminApi/assets/{orgNumber}/images', {
      params: { path: { orgNumber: 'GN-1042' } },
      body: form as never,
      bodySerializer: (body) => body as unknown as FormData,
    });
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });
});

describe('anonymous-json transport', () => {
  it('sends Login without the token, as JSON', async () => {
    const { fetch, sent } = fakeFetch(json({ AccessToken: 'tok-2', roleRedirect: null }));
    const auth = createAuthorizationClient({ ...base, fetch });
    const { data } = await auth.POST('/GuestnetWS/DevApi/Admin/Authorization.svc/Login', {
      body: { Username: 'demo', Password: 'demo' },
    });
    expect(data?.AccessToken).toBe('tok-2');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ Username: 'demo', Password: 'demo' });
  });

  it('sends the other Authorization.svc calls with the token', async () => {
    const { fetch, sent } = fakeFetch(json({ isValid: true }));
    const auth = createAuthorizationClient({ ...base, fetch });
    await auth.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/IsLoginValid');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });
});
