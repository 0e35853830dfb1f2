import { describe, expectTypeOf, it } from 'vitest';
import type { Member } from './account.js';
import { createAdminApiClient, createAuthorizationClient } from './client.js';
import { createDboClient, type DboResult } from './dbo-client.js';
import { dboQuery } from './dbo-query.js';
import type { components } from './generated/admin-api.gen.js';
import type { components as Dbo } from './generated/dbo.gen.js';
import { operationMutation, operationQuery } from './query-options.js';

const api = createAdminApiClient();
const auth = createAuthorizationClient();
const dbo = createDboClient();
type OrgTreeNode = components['schemas']['OrgTreeNode'];

describe('typed clients', () => {
  it('types the data of a call from the spec', async () => {
    const { data } = await api.GET('/AdminApi/admin/account');
    expectTypeOf(data).toEqualTypeOf<Member | undefined>();
  });

  it('rejects a path that is not in the spec', () => {
    // @ts-expect-error: no such path
    api.GET('/AdminApi/org/trees');
    // @ts-expect-error: an AdminApi path on the Authorization.svc client
    auth.GET('/AdminApi/admin/account');
    // @ts-expect-error: the account is read with GET, not POST
    api.POST('/AdminApi/admin/account');
  });

  it('rejects a missing or wrong parameter', () => {
    // @ts-expect-error: orgNumber is required
    api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: {} } });
    // @ts-expect-error: the parameter is orgNumber, not org
    api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { org: 'GN-1' } } });
    auth.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/GetSsoRedirectUrl', {
      // @ts-expect-error: email is required for the SSO address
      params: { query: {} },
    });
  });

  it('rejects a wrong body', () => {
    // @ts-expect-error: the body needs OrgNumbers
    api.POST('/AdminApi/org/tree/numbers', { body: { Numbers: ['GN-1'] } });
    api.PUT('/AdminApi/admin/feedback', {
      body: {
        AccessToken: 't',
        SystemInfo: 's',
        Location: 'l',
        // @ts-expect-error: FeedbackType is 'idea' or 'bug'
        FeedbackType: 'praise',
        Feedback: 'f',
      },
    });
  });
});

describe('dbo client', () => {
  it('types the payload and the result of a procedure', async () => {
    const page = await dbo.call('ListDevices', { OrgNumber: 'GN-1' });
    expectTypeOf(page).toEqualTypeOf<Dbo['schemas']['DevicePage']>();
    expectTypeOf<DboResult<'DeleteDevice'>>().toEqualTypeOf<Dbo['schemas']['Deleted']>();
  });

  it('rejects an unknown procedure and a wrong payload', () => {
    // @ts-expect-error: no such procedure
    dbo.call('ListToasters', { OrgNumber: 'GN-1' });
    // @ts-expect-error: a delete takes the Id
    dbo.call('DeleteDevice', { OrgNumber: 'GN-1' });
    dbo.call('SavePanMapping', {
      OrgNumber: 'GN-1',
      RoomNumber: '1',
      // @ts-expect-error: VlanId is a number
      VlanId: '2101',
      RotateOn: 'manual',
    });
    // @ts-expect-error: the raw POST needs the whole [token, payload] body
    dbo.POST('/GuestnetWS/DevApi/dbo/GetOrg', { body: { OrgNumber: 'GN-1' } });
  });
});

describe('call options and pages', () => {
  it('takes retries, timeout, signal and idempotencyKey per call', () => {
    api.GET('/AdminApi/org/tree', { retries: 0, timeout: 5000, signal: AbortSignal.timeout(1) });
    api.PUT('/AdminApi/admin/feedback', {
      body: {
        AccessToken: 't',
        SystemInfo: 's',
        Location: 'l',
        FeedbackType: 'idea',
        Feedback: 'f',
      },
      idempotencyKey: 'key-1',
    });
    dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 }, { retries: 1, idempotencyKey: 'k' });
    // @ts-expect-error: retries is a number
    dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 }, { retries: 'many' });
  });

  it('types the rows of a paged list, and takes only list procedures', async () => {
    for await (const device of dbo.paginate('ListDevices', { OrgNumber: 'GN-1' })) {
      expectTypeOf(device).toEqualTypeOf<Dbo['schemas']['DevicePage']['Items'][number]>();
    }
    // @ts-expect-error: DeleteDevice is not a list
    dbo.paginate('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 });
    // @ts-expect-error: paginate sets the page size itself
    dbo.paginate('ListDevices', { OrgNumber: 'GN-1', PageSize: 10 });
  });
});

describe('query options', () => {
  it('types the query data from the operation', () => {
    const tree = operationQuery(api, 'get', '/AdminApi/org/tree');
    expectTypeOf(tree.queryFn).returns.resolves.toEqualTypeOf<OrgTreeNode[]>();
    const devices = dboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1' });
    expectTypeOf(devices.queryFn).returns.resolves.toEqualTypeOf<Dbo['schemas']['DevicePage']>();
  });

  it('requires the parameters of an operation that has them', () => {
    // @ts-expect-error: the org number is required
    operationQuery(api, 'get', '/AdminApi/org/tree/{orgNumber}');
    // @ts-expect-error: no such path
    operationQuery(api, 'get', '/AdminApi/nope');
    const change = operationMutation(api, 'put', '/AdminApi/admin/editpassword');
    // @ts-expect-error: CurrentPassword is required
    change.mutationFn({ body: { NewPassword: 'x' } });
  });
});
