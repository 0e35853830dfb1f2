import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createAdminApiClient } from '../client.js';
import { createGuestnetClients } from '../guestnet-clients.js';
import { cacheOptions } from './request-meta.js';
import { ResponseCache } from './response-cache.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };
const node = (number: string) => ({ number });
const check = { middleware: [cacheOptions({ check: true })] };

describe('response cache (x-cache)', () => {
  it('answers a cacheable call from the cache when asked to check', async () => {
    const { fetch, sent } = fakeFetch(json([node('GN-1')]), json([node('GN-2')]));
    const api = createAdminApiClient({ ...base, fetch });

    const first = await api.GET('/AdminApi/org/tree');
    const second = await api.GET('/AdminApi/org/tree', check);

    expect(second.data).toEqual(first.data);
    expect(sent).toHaveLength(1);
  });

  it('keeps nothing when made with keep: false, so check always calls', async () => {
    const { fetch, sent } = fakeFetch(json([node('GN-1')]), json([node('GN-2')]));
    const cache = new ResponseCache({ keep: false });
    const api = createAdminApiClient({ ...base, fetch, cache });

    await api.GET('/AdminApi/org/tree');
    const second = await api.GET('/AdminApi/org/tree', check);

    expect(second.data).toEqual([node('GN-2')]);
    expect(sent).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('calls again without check, and stores the fresh answer', async () => {
    const { fetch, sent } = fakeFetch(json([node('GN-1')]), json([node('GN-2')]));
    const api = createAdminApiClient({ ...base, fetch });
    await api.GET('/AdminApi/org/tree');
    const fresh = await api.GET('/AdminApi/org/tree');
    const cached = await api.GET('/AdminApi/org/tree', check);
    expect(fresh.data).toEqual([node('GN-2')]);
    expect(cached.data).toEqual([node('GN-2')]);
    expect(sent).toHaveLength(2);
  });

  it('keeps one entry per URL', async () => {
    const { fetch, sent } = fakeFetch((request) => json(node(request.url.split('/').pop() ?? '')));
    const api = createAdminApiClient({ ...base, fetch });
    const get = (orgNumber: string) =>
      api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber } }, ...check });
    await get('GN-1');
    await get('GN-2');
    expect((await get('GN-1')).data).toEqual(node('GN-1'));
    expect((await get('GN-2')).data).toEqual(node('GN-2'));
    expect(sent).toHaveLength(2);
  });

  it('never caches an operation without x-cache', async () => {
    const { fetch, sent } = fakeFetch(json([]));
    const api = createAdminApiClient({ ...base, fetch });
    await api.GET('/AdminApi/assets/{orgNumber}/images', {
      params: { path: { orgNumber: 'GN-1' } },
    });
    await api.GET('/AdminApi/assets/{orgNumber}/images', {
      params: { path: { orgNumber: 'GN-1' } },
      ...check,
    });
    expect(sent).toHaveLength(2);
    expect(api.cache.size).toBe(0);
  });

  it('keeps static entries on flush and drops them on reset', async () => {
    const { fetch, sent } = fakeFetch(json([]));
    const { adminApi, authorization, cache } = createGuestnetClients({ ...base, fetch });
    await adminApi.GET('/AdminApi/org/tree');
    await authorization.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/GetCategories');
    expect(cache.size).toBe(2);

    await adminApi.GET('/AdminApi/admin/account', { middleware: [cacheOptions({ flush: true })] });
    // flush dropped the org tree, kept the static categories, then the account was stored.
    await authorization.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/GetCategories', check);
    expect(sent).toHaveLength(3);
    await adminApi.GET('/AdminApi/org/tree', check);
    expect(sent).toHaveLength(4);

    await adminApi.GET('/AdminApi/org/tree', {
      middleware: [cacheOptions({ reset: true, check: true })],
    });
    await authorization.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/GetCategories', check);
    expect(sent).toHaveLength(6);
  });

  it('clears the entry of a failed call', async () => {
    const { fetch, sent } = fakeFetch(
      json([node('GN-1')]),
      json(['down'], 500),
      json([node('GN-3')]),
    );
    const api = createAdminApiClient({ ...base, fetch });
    await api.GET('/AdminApi/org/tree');
    await expect(api.GET('/AdminApi/org/tree')).rejects.toMatchObject({ status: 500 });
    const after = await api.GET('/AdminApi/org/tree', check);
    expect(after.data).toEqual([node('GN-3')]);
    expect(sent).toHaveLength(3);
  });

  it('clears entries by cache id', async () => {
    const { fetch, sent } = fakeFetch(json({ Username: 'demo', IsSsoUser: false }));
    const api = createAdminApiClient({ ...base, fetch });
    await api.GET('/AdminApi/admin/account');
    api.cache.clear('account-info');
    await api.GET('/AdminApi/admin/account', check);
    expect(sent).toHaveLength(2);
  });

  it('caches GetOrgAccess per org and per feature list', async () => {
    const { fetch, sent } = fakeFetch(json({ hasAccess: {}, orgType: 'Site' }));
    const { authorization } = createGuestnetClients({ ...base, fetch });
    const access = (org: string, features: string[]) =>
      authorization.POST('/GuestnetWS/DevApi/Admin/Authorization.svc/GetOrgAccess', {
        params: { query: { org } },
        body: features,
        ...check,
      });
    await access('GN-1', ['af_editorg']);
    await access('GN-2', ['af_editorg']);
    await access('GN-1', ['af_nasdev']);
    await access('GN-1', ['af_editorg']);
    expect(sent).toHaveLength(3);
  });
});

describe('calls in flight', () => {
  it('shares one request between identical calls in flight', async () => {
    const faked = fakeFetch(json([node('GN-1')]));
    const api = createAdminApiClient({ ...base, fetch: faked.fetch });
    faked.hold();
    const calls = [api.GET('/AdminApi/org/tree'), api.GET('/AdminApi/org/tree')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    faked.release();
    const [a, b] = await Promise.all(calls);
    expect(a?.data).toEqual([node('GN-1')]);
    expect(b?.data).toEqual([node('GN-1')]);
    expect(faked.sent).toHaveLength(1);
  });

  it('does not share calls that differ, nor non-cacheable writes', async () => {
    const faked = fakeFetch(json({}));
    const api = createAdminApiClient({ ...base, fetch: faked.fetch });
    faked.hold();
    const calls = [
      api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber: 'GN-1' } } }),
      api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber: 'GN-2' } } }),
      api.PUT('/AdminApi/admin/editpassword', {
        body: { NewPassword: 'Abcdefg1', CurrentPassword: 'x' },
      }),
      api.PUT('/AdminApi/admin/editpassword', {
        body: { NewPassword: 'Abcdefg1', CurrentPassword: 'x' },
      }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    faked.release();
    await Promise.all(calls);
    expect(faked.sent).toHaveLength(4);
  });

  it('shares a failure between identical calls in flight', async () => {
    const faked = fakeFetch(json(['down'], 500));
    const api = createAdminApiClient({ ...base, fetch: faked.fetch });
    faked.hold();
    const calls = [api.GET('/AdminApi/org/tree'), api.GET('/AdminApi/org/tree')].map((p) =>
      p.catch((e: unknown) => e),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    faked.release();
    const [a, b] = await Promise.all(calls);
    expect(a).toMatchObject({ name: 'ErrorEleven', status: 500 });
    expect(b).toBe(a);
    expect(faked.sent).toHaveLength(1);
  });

  it("does not pass one caller's abort on to another caller still waiting", async () => {
    const faked = fakeFetch(json([node('GN-1')]));
    const api = createAdminApiClient({ ...base, fetch: faked.fetch });
    const controller = new AbortController();
    faked.hold();
    const first = api
      .GET('/AdminApi/org/tree', { signal: controller.signal })
      .catch((e: unknown) => e);
    const second = api.GET('/AdminApi/org/tree');
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    faked.release();
    expect(await first).toMatchObject({ aborted: true, kind: 'aborted' });
    expect((await second).data).toEqual([node('GN-1')]);
    // The second caller kept the shared request: it was not aborted, nor sent again.
    expect(faked.sent).toHaveLength(1);
  });

  it('lets a joiner leave at its own time limit while the request it joined hangs', async () => {
    const faked = fakeFetch(json([node('GN-1')]));
    const api = createAdminApiClient({ ...base, fetch: faked.fetch });
    faked.hold();
    const hanging = api.GET('/AdminApi/org/tree').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const joiner = await api
      .GET('/AdminApi/org/tree', { signal: AbortSignal.timeout(20) })
      .catch((e: unknown) => e);
    expect(joiner).toMatchObject({ name: 'ErrorEleven', kind: 'timeout', status: 999 });
    const limited = await api.GET('/AdminApi/org/tree', { timeout: 20 }).catch((e: unknown) => e);
    expect(limited).toMatchObject({ kind: 'timeout', statusText: 'Timeout' });
    expect(faked.sent).toHaveLength(1);
    faked.release();
    expect(((await hanging) as { data: unknown }).data).toEqual([node('GN-1')]);
  });

  it('aborts the shared request once every caller has left', async () => {
    const signals: AbortSignal[] = [];
    const fetch = ((request: Request) => {
      signals.push(request.signal);
      return new Promise<Response>(() => {});
    }) as typeof globalThis.fetch;
    const api = createAdminApiClient({ ...base, fetch });
    const a = new AbortController();
    const b = new AbortController();
    const calls = [
      api.GET('/AdminApi/org/tree', { signal: a.signal }).catch((e: unknown) => e),
      api.GET('/AdminApi/org/tree', { signal: b.signal }).catch((e: unknown) => e),
    ];
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(signals).toHaveLength(1);
    a.abort();
    await calls[0];
    expect(signals[0]?.aborted).toBe(false);
    b.abort();
    expect(await calls[1]).toMatchObject({ kind: 'aborted' });
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('the cache size', () => {
  const tree = (orgNumber: string, api: ReturnType<typeof createAdminApiClient>) =>
    api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber } }, ...check });

  it('drops the least recently used entry past its limit', async () => {
    const { fetch, sent } = fakeFetch((request) => json(node(request.url.split('/').pop() ?? '')));
    const api = createAdminApiClient({ ...base, fetch, cacheMaxEntries: 2 });
    await tree('GN-1', api);
    await tree('GN-2', api);
    await tree('GN-1', api); // from the cache: GN-1 is now the most recently used
    await tree('GN-3', api); // evicts GN-2
    expect(api.cache.size).toBe(2);
    expect(sent).toHaveLength(3);
    await tree('GN-1', api);
    expect(sent).toHaveLength(3);
    await tree('GN-2', api);
    expect(sent).toHaveLength(4);
  });

  it('keeps 500 entries by default, however many searches a tool runs', () => {
    const cache = new ResponseCache();
    const response = { status: 200, statusText: '', headers: [], text: '[]' };
    for (let i = 0; i < 2000; i++) cache.set(`search q${i}`, response, undefined);
    expect(cache.size).toBe(500);
    expect(cache.get('search q1499')).toBeUndefined();
    expect(cache.get('search q1500')).toEqual(response);
  });

  it('takes the limit from a cache made by hand', () => {
    const cache = new ResponseCache({ maxEntries: 1 });
    const response = { status: 200, statusText: '', headers: [], text: '1' };
    cache.set('a', response);
    cache.set('b', response);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(response);
  });
});
