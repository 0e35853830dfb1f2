import { getOperation } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from './create-handlers.js';
import { handlers } from './handlers.js';
import { DEMO_ADMIN, DEMO_SSO_USER } from './identities.js';
import { resetMockState } from './mock-options.js';

const AUTH = '/GuestnetWS/DevApi/Admin/Authorization.svc';
const DBO = '/GuestnetWS/DevApi/dbo';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const call = async (path: string, init: RequestInit = {}, list = handlers) => {
  const response = await getResponse(list, new Request(`http://localhost${path}`, init));
  if (!response) throw new Error(`no handler for ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const dbo = (procedure: string, payload: unknown, token = DEMO_ADMIN.token) =>
  post(`${DBO}/${procedure}`, [token, payload]);

afterEach(() => resetMockState());

describe('sign-in', () => {
  it.each([
    ['demo', 'demo', DEMO_ADMIN.token],
    ['DEMO', 'demo', DEMO_ADMIN.token],
    ['sso.user@example.com', 'demo', DEMO_SSO_USER.token],
  ])(
    'logs %s in with the right password and hands out its token',
    async (Username, Password, token) => {
      const { status, body } = await post(`${AUTH}/Login`, { Username, Password });
      expect(status).toBe(200);
      expect(body.AccessToken).toBe(token);
    },
  );

  it.each([
    ['demo', 'wrong'],
    ['nobody', 'demo'],
  ])('refuses %s / %s with 401', async (Username, Password) => {
    const { status, body } = await post(`${AUTH}/Login`, { Username, Password });
    expect(status).toBe(401);
    expect(body).toEqual({ Message: 'Invalid username or password.' });
  });

  it('answers a login without a password with the spec 400 shape, not a crash', async () => {
    const { status, body } = await post(`${AUTH}/Login`, { Username: 'demo' });
    expect(status).toBe(400);
    expect(body.Message).toMatch(/^The request is invalid: /);
    expect(body.Code).toBe(400);
  });
});

describe('account', () => {
  it('answers the demo administrator of fixtures/account.json for its token', async () => {
    const { status, body } = await call('/AdminApi/admin/account', {
      headers: bearer(DEMO_ADMIN.token),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ Username: 'demo', FirstName: 'Dana', IsSsoUser: false });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('forged')],
  ])('answers 401 for %s', async (_title, headers) => {
    expect((await call('/AdminApi/admin/account', { headers })).status).toBe(401);
  });

  it('answers the SSO user in the sso-user scenario', async () => {
    const { body } = await call('/AdminApi/admin/account', {
      headers: { ...bearer(DEMO_ADMIN.token), Prefer: 'scenario=sso-user' },
    });
    expect(body).toMatchObject({ Username: 'sso.user@example.com', IsSsoUser: true });
  });
});

describe('scenarios', () => {
  it('expires the session: 401 for bearer calls, Error with Code 401 for dbo', async () => {
    const expired = createHandlers({ scenario: 'session-expired' });
    const account = await call(
      '/AdminApi/admin/account',
      { headers: bearer(DEMO_ADMIN.token) },
      expired,
    );
    expect(account.status).toBe(401);
    const request = new Request(`http://localhost${DBO}/ListDevices`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: 'GN-1003-1' }]),
    });
    const response = await getResponse(expired, request);
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({ Error: 'Your session has expired.', Code: 401 });
  });

  it('fails only the org list call when the org tree API is down', async () => {
    const headers = { ...bearer(DEMO_ADMIN.token), Prefer: 'scenario=org-tree-api-down' };
    const tree = await getResponse(
      handlers,
      new Request('http://localhost/AdminApi/org/tree', { headers }),
    );
    expect(tree?.status).toBe(500);
    expect((await call('/AdminApi/admin/account', { headers })).status).toBe(200);
    // The legacy tree's selection still finds the org by number.
    const node = await call('/AdminApi/org/tree/GN-1001', { headers });
    expect(node.status).toBe(200);
    expect(node.body).toMatchObject({ number: 'GN-1001' });
  });

  it('empties the lists in the empty scenario', async () => {
    const { body } = await call('/AdminApi/org/tree?__scenario=empty', {
      headers: bearer(DEMO_ADMIN.token),
    });
    expect(body).toEqual([]);
  });
});

describe('dbo CRUD', () => {
  const org = 'GN-1003-1';
  // The spec's own example of a valid plan, renamed for this org.
  const example = (getOperation('saveServicePlan').requestBody?.examples[0] ?? []) as unknown[];
  const plan = { ...(example[1] as object), OrgNumber: org, Name: 'Day pass', Price: 9.99 };

  it('shows a saved record in the next list and removes a deleted one', async () => {
    const before = await dbo('ListServicePlans', { OrgNumber: org, PageSize: 500 });
    const saved = await dbo('SaveServicePlan', plan);
    expect(saved.body.Error).toBeUndefined();
    expect(saved.body).toMatchObject({ Name: 'Day pass', Price: 9.99 });
    const after = await dbo('ListServicePlans', { OrgNumber: org, PageSize: 500 });
    expect(after.body.Total).toBe(before.body.Total + 1);
    expect(after.body.Items).toContainEqual(saved.body);
    await dbo('DeleteServicePlan', { OrgNumber: org, Id: saved.body.Id });
    const gone = await dbo('GetServicePlan', { OrgNumber: org, Id: saved.body.Id });
    expect(gone.body).toEqual({ Error: 'Not found.', Code: 404 });
  });

  it('updates a record saved with its Id', async () => {
    const first = (await dbo('ListServicePlans', { OrgNumber: org })).body.Items[0];
    await dbo('SaveServicePlan', { ...plan, Id: first.Id, Name: 'Renamed plan' });
    expect((await dbo('GetServicePlan', { OrgNumber: org, Id: first.Id })).body.Name).toBe(
      'Renamed plan',
    );
  });

  it('starts again from the seeded data after resetMockState()', async () => {
    const before = await dbo('ListServicePlans', { OrgNumber: org, PageSize: 500 });
    await dbo('SaveServicePlan', plan);
    resetMockState();
    expect(await dbo('ListServicePlans', { OrgNumber: org, PageSize: 500 })).toEqual(before);
  });

  it('keeps write-only secrets out of what it answers', async () => {
    const { body } = await dbo('SaveDevice', {
      OrgNumber: org,
      Name: 'Spa gateway',
      Type: 'mikrotik',
      Host: '10.0.0.1',
      MacAddress: '4C:5E:0C:12:34:56',
      RadiusSecret: 's3cret',
    });
    expect(JSON.stringify(body)).not.toContain('s3cret');
    expect(body.HasRadiusSecret).toBe(true);
  });

  it('answers a body that is not [token, payload] with the spec 400 shape', async () => {
    const { status, body } = await post(`${DBO}/ListDevices`, { OrgNumber: org });
    expect(status).toBe(400);
    expect(body.Message).toMatch(/^The request is invalid/);
  });

  it('answers an unknown dbo token with Error and Code 401', async () => {
    expect((await dbo('ListDevices', { OrgNumber: org }, 'forged')).body).toEqual({
      Error: 'Your session has expired.',
      Code: 401,
    });
  });
});

describe('what a backend would answer', () => {
  it('forbids caching on every answer, errors included', async () => {
    for (const request of [
      new Request('http://localhost/AdminApi/admin/account', { headers: bearer(DEMO_ADMIN.token) }),
      new Request('http://localhost/AdminApi/admin/account'),
      new Request(`http://localhost${DBO}/GetOrg`, { method: 'POST', body: '[' }),
    ]) {
      const response = await getResponse(handlers, request);
      expect(response?.headers.get('Cache-Control')).toMatch(/no-cache/);
      expect(response?.headers.get('Pragma')).toBe('no-cache');
    }
  });

  it('answers a signed-in caller’s body that is not JSON with 400, not 401', async () => {
    const { status, body } = await call('/AdminApi/admin/feedback', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(DEMO_ADMIN.token) },
      body: '{"malformed": ',
    });
    expect(status).toBe(400);
    expect(body).toHaveProperty('Message');
  });

  it('no longer finds an org once it is deleted', async () => {
    expect((await dbo('GetOrg', { OrgNumber: 'GN-1042-1' })).body).not.toHaveProperty('Error');
    expect((await dbo('DeleteOrg', { OrgNumber: 'GN-1042-1' })).body).toEqual({
      OrgNumber: 'GN-1042-1',
    });
    expect((await dbo('GetOrg', { OrgNumber: 'GN-1042-1' })).body).toEqual({
      Error: 'Not found.',
      Code: 404,
    });
    expect((await dbo('DeleteOrg', { OrgNumber: 'GN-1042-1' })).body).toMatchObject({
      Error: 'Not found.',
    });
    const images = await call('/AdminApi/assets/GN-1042-1/images', {
      headers: bearer(DEMO_ADMIN.token),
    });
    expect(images.status).toBe(404);
  });

  it('answers 404 for the images of an org it does not have', async () => {
    const headers = bearer(DEMO_ADMIN.token);
    expect((await call('/AdminApi/assets/ZZ-999999999/images', { headers })).status).toBe(404);
    expect((await call('/AdminApi/assets/GN-1042/images', { headers })).status).toBe(200);
  });

  it('answers 400 for path parameters that break their schemas, $ref or inline', async () => {
    const headers = bearer(DEMO_ADMIN.token);
    const badOrg = await call(`/AdminApi/org/tree/${encodeURIComponent('not an org')}`, {
      headers,
    });
    expect(badOrg.status).toBe(400);
    expect(badOrg.body.Message).toMatch(/orgNumber does not match its schema/);
    for (const imageId of ['abc', '0', '1.5']) {
      const del = { method: 'DELETE', headers };
      const response = await call(`/AdminApi/assets/GN-1042/images/${imageId}`, del);
      expect([imageId, response.status]).toEqual([imageId, 400]);
    }
  });

  it('loads an org by the path the spec’s example gives', async () => {
    const example = getOperation('getOrgTreeByPath').requestBody?.examples[0];
    const { status, body } = await post('/AdminApi/org/tree', example, bearer(DEMO_ADMIN.token));
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 'GN-1000' });
  });
});
