import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createAdminApiClient } from './client.js';
import { createDboClient } from './dbo-client.js';
import { dboMutation, dboQuery, dboQueryPrefix } from './dbo-query.js';
import { accountQuery } from './queries.js';
import { operationMutation, operationQuery } from './query-options.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };

describe('operationQuery', () => {
  it('keys a query by operationId and parameters', () => {
    const api = createAdminApiClient(base);
    expect(operationQuery(api, 'get', '/AdminApi/org/tree').queryKey).toEqual(['listOrgTree', {}]);
    expect(
      operationQuery(api, 'get', '/AdminApi/org/tree/{orgNumber}', {
        params: { path: { orgNumber: 'GN-1042' } },
      }).queryKey,
    ).toEqual(['getOrgTreeNode', { params: { path: { orgNumber: 'GN-1042' } } }]);
    expect(
      operationQuery(api, 'post', '/AdminApi/org/tree/numbers', { body: { OrgNumbers: ['GN-1'] } })
        .queryKey,
    ).toEqual(['listOrgsByNumbers', { body: { OrgNumbers: ['GN-1'] } }]);
  });

  it('fetches through a QueryClient and passes the cache options on', async () => {
    const { fetch, sent } = fakeFetch(json([{ number: 'GN-1' }]));
    const api = createAdminApiClient({ ...base, fetch });
    const queryClient = new QueryClient();
    await api.GET('/AdminApi/org/tree');
    const tree = await queryClient.fetchQuery(
      operationQuery(api, 'get', '/AdminApi/org/tree', undefined, { check: true }),
    );
    expect(tree).toEqual([{ number: 'GN-1' }]);
    expect(sent).toHaveLength(1);
  });

  it('rejects with the ErrorEleven of a failed call', async () => {
    const { fetch } = fakeFetch(json({ Message: 'No access', Code: 403 }, 400));
    const api = createAdminApiClient({ ...base, fetch });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      queryClient.fetchQuery(operationQuery(api, 'get', '/AdminApi/org/tree')),
    ).rejects.toMatchObject({
      name: 'ErrorEleven',
      message: 'No access',
      status: 403,
    });
  });

  it('throws at once for a path that is not in the spec', () => {
    const api = createAdminApiClient(base);
    expect(() => operationQuery(api, 'get', '/nope' as never)).toThrow(
      'GET /nope is not in the admin-api spec',
    );
  });
});

describe('operationMutation', () => {
  it('sends the variables as the call options', async () => {
    const { fetch, sent } = fakeFetch(json(true));
    const api = createAdminApiClient({ ...base, fetch });
    const change = operationMutation(api, 'put', '/AdminApi/admin/editpassword');
    expect(change.mutationKey).toEqual(['editPassword']);
    await expect(
      change.mutationFn({ body: { NewPassword: 'Harbour-Lights-42', CurrentPassword: 'demo' } }),
    ).resolves.toBe(true);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      NewPassword: 'Harbour-Lights-42',
      CurrentPassword: 'demo',
    });
  });

  it('resolves with null for a call without a body', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    const api = createAdminApiClient({ ...base, fetch });
    await expect(
      operationMutation(api, 'post', '/AdminApi/admin/logout').mutationFn(undefined),
    ).resolves.toBeNull();
  });
});

describe('dbo query options', () => {
  it('keys by operationId and payload, never the token', async () => {
    const { fetch } = fakeFetch(json({ Items: [], Total: 0 }));
    const dbo = createDboClient({ ...base, fetch });
    const options = dboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1042-7' });
    expect(options.queryKey).toEqual(['listDevices', { OrgNumber: 'GN-1042-7' }]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ Items: [], Total: 0 });
  });

  it('invalidates every payload of a procedure by its prefix, and no other procedure', async () => {
    const { fetch } = fakeFetch(json({ Items: [], Total: 0 }));
    const dbo = createDboClient({ ...base, fetch });
    const queryClient = new QueryClient();
    const seven = dboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1042-7' });
    const eight = dboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1042-8' });
    const plans = dboQuery(dbo, 'ListServicePlans', { OrgNumber: 'GN-1042-7' });
    await queryClient.fetchQuery(seven);
    await queryClient.fetchQuery(eight);
    await queryClient.fetchQuery(plans);
    await queryClient.invalidateQueries({
      queryKey: dboQueryPrefix(dbo, 'ListDevices'),
      refetchType: 'none',
    });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([stale(seven.queryKey), stale(eight.queryKey), stale(plans.queryKey)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('saves through a mutation and answers the saved entity', async () => {
    const saved = {
      Id: 12,
      OrgNumber: 'GN-1042-7',
      RoomNumber: '101',
      VlanId: 2101,
      RotateOn: 'manual',
    };
    const { fetch, sent } = fakeFetch(json(saved));
    const dbo = createDboClient({ ...base, fetch });
    const save = dboMutation(dbo, 'SavePanMapping');
    const { Id: _id, ...input } = saved;
    await expect(save.mutationFn({ ...input, RotateOn: 'manual' })).resolves.toEqual(saved);
    expect(save.mutationKey).toEqual(['savePanMapping']);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(['tok', input]);
  });
});

describe('accountQuery', () => {
  it('rejects a Member carrying Error with an ErrorEleven', async () => {
    const { fetch } = fakeFetch(json({ Username: 'x', IsSsoUser: false, Error: 'Account locked' }));
    const api = createAdminApiClient({ ...base, fetch });
    await expect(accountQuery(api).queryFn({})).rejects.toMatchObject({
      name: 'ErrorEleven',
      message: 'Account locked',
    });
  });
});
