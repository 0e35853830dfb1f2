import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../create-handlers.js';
import { DEMO_ADMIN } from '../identities.js';
import { MockState } from '../mock-state.js';
import type { ScenarioName } from '../scenarios.js';
import { connectionResult } from './mikrotik-test.js';

const ORG = 'GN-1042';
const NOW = new Date('2026-11-24T02:00:00Z');

function mocks(scenario?: ScenarioName) {
  const handlers = createHandlers({
    state: new MockState(),
    now: () => NOW,
    ...(scenario ? { scenario } : {}),
  });
  return async (procedure: string, payload: unknown) => {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, payload]),
    });
    const response = await getResponse(handlers, request);
    return { status: response?.status, body: await response?.json() };
  };
}

type Router = { Id: number; Name: string; Host: string; HasPassword: boolean; Status: string };

describe('TestMikrotikRouter in the mocks', () => {
  it('seeds a working, a failing and an untried router with no secret in the answers', async () => {
    const dbo = mocks();
    const list = await dbo('ListMikrotikRouters', { OrgNumber: ORG, Page: 1, PageSize: 50 });
    expect(validateResponse('listMikrotikRouters', 200, list.body).valid).toBe(true);
    const items = list.body.Items as Router[];
    expect(items.map((router) => [router.Name, router.Status])).toEqual([
      ['Main router', 'working'],
      ['Annex router', 'failing'],
      ['Pool bar router', 'unknown'],
    ]);
    expect(JSON.stringify(list.body)).not.toContain('"Password"');
  });

  it('answers working for a reachable router and stores the attempt as its status', async () => {
    const dbo = mocks();
    const { body } = await dbo('TestMikrotikRouter', { OrgNumber: ORG, Id: 1 });
    expect(validateResponse('testMikrotikRouter', 200, body).valid).toBe(true);
    expect(body).toEqual({
      Id: 1,
      Status: 'working',
      StatusReason: null,
      LastAttempt: '2026-11-24T02:00:00Z',
    });
    const stored = await dbo('GetMikrotikRouter', { OrgNumber: ORG, Id: 1 });
    expect(stored.body).toMatchObject({ Status: 'working', LastAttempt: '2026-11-24T02:00:00Z' });
  });

  it('answers failing with the reason for an address that never answers', async () => {
    const dbo = mocks();
    const { body } = await dbo('TestMikrotikRouter', { OrgNumber: ORG, Id: 2 });
    expect(validateResponse('testMikrotikRouter', 200, body).valid).toBe(true);
    expect(body.Status).toBe('failing');
    expect(body.StatusReason).toMatch(/^No answer from 192\.0\.2\.\d+:8728 within 10 s\.$/);
  });

  it('answers failing without a password, and working once one is saved', async () => {
    const dbo = mocks();
    expect((await dbo('TestMikrotikRouter', { OrgNumber: ORG, Id: 3 })).body.StatusReason).toMatch(
      /no password is set/,
    );
    const router = (await dbo('GetMikrotikRouter', { OrgNumber: ORG, Id: 3 })).body;
    const saved = await dbo('SaveMikrotikRouter', { ...router, Password: 'n3w-pass' });
    expect(saved.body.HasPassword).toBe(true);
    expect(saved.body).not.toHaveProperty('Password');
    expect((await dbo('TestMikrotikRouter', { OrgNumber: ORG, Id: 3 })).body.Status).toBe(
      'working',
    );
  });

  it('answers Not found for a router that is not there', async () => {
    const { body } = await mocks()('TestMikrotikRouter', { OrgNumber: ORG, Id: 999 });
    expect(body.Error).toBe('Not found.');
  });

  it('still tests in the write-errors scenario, which refuses only changes', async () => {
    const dbo = mocks('write-errors');
    expect((await dbo('TestMikrotikRouter', { OrgNumber: ORG, Id: 1 })).body.Status).toBe(
      'working',
    );
    const router = (await dbo('GetMikrotikRouter', { OrgNumber: ORG, Id: 1 })).body;
    const { HasPassword: _, Status, StatusReason, LastAttempt, ...input } = router;
    expect((await dbo('SaveMikrotikRouter', input)).body.Error).toMatch(/refuses every change/);
  });

  it.each([
    [{ Host: '10.0.0.1', Port: 8728, HasPassword: true }, 'working'],
    [{ Host: 'router.invalid', Port: 8728, HasPassword: true }, 'failing'],
    [{ Host: '203.0.113.9', Port: 22, HasPassword: true }, 'failing'],
    [{ Host: '10.0.0.1', Port: 8728, HasPassword: false }, 'failing'],
  ])('decides %o is %s', (router, status) => {
    expect(connectionResult(router).Status).toBe(status);
  });
});
