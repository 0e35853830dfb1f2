import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createAdminApiClient, createAuthorizationClient } from '../client.js';
import { createDboClient } from '../dbo-client.js';
import { ErrorEleven } from '../errors/error-eleven.js';
import { createGuestnetClients } from '../guestnet-clients.js';
import { backoffDelay } from './retry.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };
const LOGIN = '/GuestnetWS/DevApi/Admin/Authorization.svc/Login';
const feedback = { Subject: 'Idea', Feedback: 'More', Category: 'Feature' } as never;

function answer(status: number, headers: Record<string, string> = {}, body: unknown = ['x']) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Settles a promise while fake time runs, so a rejection is never left unhandled. */
function settle<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('back-off', () => {
  it.each([
    [0, 250, 500],
    [1, 500, 1000],
    [2, 1000, 2000],
    [10, 4000, 8000],
  ])('waits, before retry %i + 1, between %i and %i ms', (attempt, low, high) => {
    expect(backoffDelay(attempt, undefined, () => 0)).toBe(low);
    expect(backoffDelay(attempt, undefined, () => 0.999999)).toBe(high);
  });

  it('never waits less than Retry-After', () => {
    expect(backoffDelay(0, 3000, () => 0.5)).toBe(3000);
    expect(backoffDelay(2, 100, () => 0)).toBe(1000);
  });
});

describe('retries of a read', () => {
  it.each([429, 502, 503, 504])('retries a GET answered %i, with back-off', async (status) => {
    const { fetch, sent } = fakeFetch(answer(status), json([]));
    const api = createAdminApiClient({ ...base, fetch });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(249);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(251);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toMatchObject({ done: true, value: { data: [] } });
  });

  it('waits at least Retry-After, given in seconds', async () => {
    const { fetch, sent } = fakeFetch(answer(429, { 'Retry-After': '2' }), json([]));
    const api = createAdminApiClient({ ...base, fetch });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(call.done).toBe(true);
  });

  it('waits at least Retry-After, given as an HTTP date', async () => {
    const at = new Date(Date.now() + 5000).toUTCString();
    const { fetch, sent } = fakeFetch(answer(503, { 'Retry-After': at }), json([]));
    const api = createAdminApiClient({ ...base, fetch });
    settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
  });

  it('gives up after 3 retries, with the last answer and its Retry-After', async () => {
    const { fetch, sent } = fakeFetch(answer(503, { 'Retry-After': '1', 'X-Request-Id': 'r-1' }));
    const api = createAdminApiClient({ ...base, fetch });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(4);
    expect(call.error).toMatchObject({
      name: 'ErrorEleven',
      kind: 'http',
      status: 503,
      retryAfter: 1000,
      requestId: 'r-1',
      operationId: 'listOrgTree',
    });
    expect((call.error as ErrorEleven).headers?.get('Retry-After')).toBe('1');
  });

  it('retries as often as the client or the call says; 0 turns retries off', async () => {
    const { fetch, sent } = fakeFetch(answer(503));
    const api = createAdminApiClient({ ...base, fetch, retries: 1 });
    settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
    settle(api.GET('/AdminApi/org/tree', { retries: 0 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
    settle(api.GET('/AdminApi/org/tree', { retries: 5 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(9);
  });

  it('retries a network error, and reports one as kind network at the end', async () => {
    const { fetch, sent } = fakeFetch(new TypeError('fetch failed'));
    const api = createAdminApiClient({ ...base, fetch, retries: 2 });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
    expect(call.error).toMatchObject({ kind: 'network', status: 999, headers: undefined });
  });

  it.each([
    ['a 500', answer(500)],
    ['a 400', answer(400)],
    ['a 401 without a re-login hook', answer(401)],
  ])('does not retry %s', async (_case, response) => {
    const { fetch, sent } = fakeFetch(response);
    const api = createAdminApiClient({ ...base, fetch });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(call.error).toBeInstanceOf(ErrorEleven);
  });

  it('does not retry a dbo Error, but retries a dbo read answered 503', async () => {
    const { fetch, sent } = fakeFetch(
      json({ Error: 'The service is temporarily unavailable.' }),
      answer(503),
      json({ Items: [], Total: 0 }),
    );
    const dbo = createDboClient({ ...base, fetch });
    const failed = settle(dbo.call('ListDevices', { OrgNumber: 'GN-1' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(failed.error).toMatchObject({ kind: 'dbo', status: 500 });
    const read = settle(dbo.call('ListDevices', { OrgNumber: 'GN-1' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
    expect(read.value).toEqual({ Items: [], Total: 0 });
    // A read needs no key, so sends none.
    expect(sent[1]?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('writes and their Idempotency-Key', () => {
  it('sends a new key per call, the same on each retry, with the same body', async () => {
    const { fetch, sent } = fakeFetch(answer(503), new TypeError('reset'), json({ Id: 1 }));
    const dbo = createDboClient({ ...base, fetch });
    const save = settle(dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save.value).toEqual({ Id: 1 });
    expect(sent).toHaveLength(3);
    const keys = sent.map((s) => s.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    settle(dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[3]?.headers.get('Idempotency-Key')).not.toBe(keys[0]);
  });

  it("sends the caller's own key", async () => {
    const { fetch, sent } = fakeFetch(answer(503), new Response(null, { status: 204 }));
    const api = createAdminApiClient({ ...base, fetch });
    settle(api.PUT('/AdminApi/admin/feedback', { body: feedback, idempotencyKey: 'mine-1' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((s) => s.headers.get('Idempotency-Key'))).toEqual(['mine-1', 'mine-1']);
  });

  it('never retries a write without a key', async () => {
    const { fetch, sent } = fakeFetch(answer(503), new TypeError('reset'));
    const auth = createAuthorizationClient({ ...base, fetch });
    const login = settle(auth.POST(LOGIN, { body: { Username: 'demo', Password: 'demo' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
    expect(login.error).toMatchObject({ status: 503 });
    const again = settle(auth.POST(LOGIN, { body: { Username: 'demo', Password: 'demo' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
    expect(again.error).toMatchObject({ kind: 'network' });
  });
});

describe('one re-login', () => {
  // Answers 401 to the old token, and the request's own id with every answer.
  function tokenCheck(good: string) {
    return (request: Request) => {
      const bearer = request.headers.get('Authorization') === `Bearer ${good}`;
      return request
        .clone()
        .text()
        .then((text) => {
          const dboToken = text.startsWith('[') ? (JSON.parse(text) as unknown[])[0] : undefined;
          return bearer || dboToken === good
            ? json({ Items: [], Total: 0 })
            : request.url.includes('/dbo/')
              ? json({ Error: 'Your session has expired.', Code: 401 })
              : json({ Message: 'Expired' }, 401);
        });
    };
  }

  it('calls the hook once for 20 calls that got 401, and sends each once more', async () => {
    const { fetch, sent } = fakeFetch(tokenCheck('new'));
    const onUnauthorized = vi.fn(async () => 'new');
    const { adminApi, dbo } = createGuestnetClients({ ...base, fetch, onUnauthorized });
    const calls = Array.from({ length: 20 }, (_, i) =>
      settle<unknown>(
        i % 2
          ? dbo.call('ListDevices', { OrgNumber: `GN-${i}` })
          : adminApi.GET('/AdminApi/org/tree/{orgNumber}', {
              params: { path: { orgNumber: `GN-${i}` } },
            }),
      ),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls.every((c) => c.done && c.error === undefined)).toBe(true);
    expect(sent).toHaveLength(40);
    const perUrl = new Map<string, number>();
    for (const s of sent) perUrl.set(s.url + s.body, (perUrl.get(s.url + s.body) ?? 0) + 1);
    expect(perUrl.size).toBe(20 + 10);
    // The replayed dbo call carries the new token in its body.
    const replayed = sent.filter((s) => s.url.includes('/dbo/')).at(-1);
    expect(JSON.parse(replayed?.body ?? '[]')[0]).toBe('new');
  });

  it('re-logs in once when a call whose first send failed gets its 401 after the re-login', async () => {
    const check = tokenCheck('new');
    let busy = true;
    const { fetch } = fakeFetch((request: Request) => {
      if (busy && request.url.endsWith('/org/tree/GN-1')) {
        busy = false;
        return answer(503, { 'Retry-After': '1' });
      }
      return check(request);
    });
    const onUnauthorized = vi.fn(async () => 'new');
    const api = createAdminApiClient({ ...base, fetch, onUnauthorized });
    const node = (orgNumber: string) =>
      settle(api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber } } }));
    const retried = node('GN-1');
    const prompt = node('GN-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(prompt.done && prompt.error === undefined).toBe(true);
    // The retry still carries the old token: its 401 takes the new one, without asking again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(retried.done && retried.error === undefined).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects on a second 401, without asking again', async () => {
    const { fetch, sent } = fakeFetch(tokenCheck('never'));
    const onUnauthorized = vi.fn(async () => 'still-bad');
    const api = createAdminApiClient({ ...base, fetch, onUnauthorized });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(call.error).toMatchObject({ status: 401, kind: 'http' });
  });

  it('rejects with the 401 when the hook fails', async () => {
    const { fetch, sent } = fakeFetch(tokenCheck('new'));
    const api = createAdminApiClient({
      ...base,
      fetch,
      onUnauthorized: () => Promise.reject(new Error('cancelled')),
    });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(call.error).toMatchObject({ status: 401, message: 'Expired' });
  });

  it('does not re-log in for a login, nor for the login check', async () => {
    const { fetch } = fakeFetch(json({ Message: 'Invalid username or password.' }, 401));
    const onUnauthorized = vi.fn(async () => 'new');
    const auth = createAuthorizationClient({ ...base, fetch, onUnauthorized });
    settle(auth.POST(LOGIN, { body: { Username: 'demo', Password: 'x' } }));
    settle(auth.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/IsLoginValid'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('time limits', () => {
  const hanging = (() => new Promise<Response>(() => {})) as typeof globalThis.fetch;

  it('gives up on a call after 30 s by default', async () => {
    const api = createAdminApiClient({ ...base, fetch: hanging });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toMatchObject({ kind: 'timeout', status: 999, aborted: false });
  });

  it('takes the time limit of the client, then of the call; 0 turns it off', async () => {
    const api = createAdminApiClient({ ...base, fetch: hanging, timeout: 1000 });
    const client = settle(api.GET('/AdminApi/org/tree'));
    const call = settle(
      api.GET('/AdminApi/org/tree/{orgNumber}', {
        params: { path: { orgNumber: 'GN-1' } },
        timeout: 200,
      }),
    );
    const none = settle(
      api.GET('/AdminApi/org/under/{orgNumber}', {
        params: { path: { orgNumber: 'GN-1' } },
        timeout: 0,
      }),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect([client.done, call.done]).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(800);
    expect(client.error).toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(none.done).toBe(false);
  });

  it("counts retries' waits in the time limit", async () => {
    const { fetch, sent } = fakeFetch(answer(503, { 'Retry-After': '5' }));
    const api = createAdminApiClient({ ...base, fetch, timeout: 7000 });
    const call = settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(7000);
    expect(sent).toHaveLength(2);
    expect(call.error).toMatchObject({ kind: 'timeout' });
  });

  it("stops at the caller's abort, as kind aborted", async () => {
    const controller = new AbortController();
    const api = createAdminApiClient({ ...base, fetch: hanging });
    const call = settle(api.GET('/AdminApi/org/tree', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ kind: 'aborted', aborted: true });
  });
});

describe('pacing', () => {
  it('spaces calls by requestsPerSecond, retries included', async () => {
    const { fetch, sent } = fakeFetch(answer(503), json([]));
    const times: number[] = [];
    const timed = ((request: Request) => {
      times.push(Date.now());
      return fetch(request);
    }) as typeof globalThis.fetch;
    const api = createAdminApiClient({
      ...base,
      fetch: timed,
      rateLimit: { requestsPerSecond: 2 },
    });
    settle(api.GET('/AdminApi/org/tree'));
    settle(api.GET('/AdminApi/org/under/{orgNumber}', { params: { path: { orgNumber: 'GN-1' } } }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(3);
    const start = times[0] ?? 0;
    // The retry (back-off 250-500 ms) waits for the next free slot, 500 ms after the second call.
    expect(times.map((t) => t - start)).toEqual([0, 500, 1000]);
  });

  it('keeps at most `concurrency` calls waiting for an answer', async () => {
    const faked = fakeFetch(json([]));
    let running = 0;
    let most = 0;
    const counted = (async (request: Request) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running--;
      return faked.fetch(request);
    }) as typeof globalThis.fetch;
    const rateLimit = { concurrency: 3 };
    const { adminApi, dbo } = createGuestnetClients({ ...base, fetch: counted, rateLimit });
    const calls = Array.from({ length: 10 }, (_, i) =>
      settle<unknown>(
        i % 2
          ? dbo.call('ListDevices', { OrgNumber: `GN-${i}` })
          : adminApi.GET('/AdminApi/org/tree/{orgNumber}', {
              params: { path: { orgNumber: `GN-${i}` } },
            }),
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.every((c) => c.done)).toBe(true);
    expect(most).toBe(3);
  });
});

describe('request ids and errors a tool can act on', () => {
  it('sends an X-Request-Id on every call, and reports it with an error', async () => {
    const { fetch, sent } = fakeFetch(json([]), answer(500));
    const api = createAdminApiClient({ ...base, fetch });
    settle(api.GET('/AdminApi/org/tree'));
    const failed = settle(
      api.GET('/AdminApi/org/tree/{orgNumber}', {
        params: { path: { orgNumber: 'GN-1' } },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    const ids = sent.map((s) => s.headers.get('X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(failed.error).toMatchObject({ requestId: ids[1], operationId: 'getOrgTreeNode' });
  });

  it('keeps a dbo Error an error when a middleware replaces the request', async () => {
    const { fetch } = fakeFetch(json({ Error: 'The service is temporarily unavailable.' }));
    const dbo = createDboClient({ ...base, fetch });
    dbo.use({ onRequest: ({ request }) => new Request(request) });
    const call = settle(dbo.call('SaveDevice', { OrgNumber: 'GN-1' } as never));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({
      kind: 'dbo',
      status: 500,
      message: 'The service is temporarily unavailable.',
      operationId: 'saveDevice',
    });
  });

  it('keeps the rules of the call when a middleware replaces the request', async () => {
    const { fetch, sent } = fakeFetch(answer(503), json({ Id: 1 }));
    const dbo = createDboClient({ ...base, fetch });
    dbo.use({ onRequest: ({ request }) => new Request(request) });
    const call = settle(dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 1 }, { retries: 1 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call.value).toEqual({ Id: 1 });
    expect(sent).toHaveLength(2);
  });

  it('gives onError middlewares the answer headers', async () => {
    const { fetch } = fakeFetch(answer(404, { 'X-Request-Id': 'srv-7' }));
    const api = createAdminApiClient({ ...base, fetch });
    const seen: unknown[] = [];
    api.use({
      onError: ({ error }) => {
        seen.push(error);
      },
    });
    settle(api.GET('/AdminApi/org/tree'));
    await vi.advanceTimersByTimeAsync(0);
    const error = seen[0];
    expect(
      ErrorEleven.is(error) && error.kind === 'http' && error.headers.get('X-Request-Id'),
    ).toBe('srv-7');
  });
});
