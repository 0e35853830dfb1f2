import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

function mocks(state: MockState) {
  const handlers = createHandlers({ state });
  return async (procedure: string, payload: unknown) => {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, payload]),
    });
    const response = await getResponse(handlers, request);
    return { status: response?.status, body: await response?.json() };
  };
}

/** A site of the demo tree with at least two service areas. */
function siteWithRooms(state: MockState): string {
  const tree = state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) =>
      org.type === 'Site' &&
      tree.childrenOf(org.number).filter((child) => child.type === 'ServiceArea').length >= 2,
  );
  if (!site) throw new Error('no site with two rooms');
  return site.number;
}

describe('role templates', () => {
  it('every org starts with the five built-ins, which refuse a save and a delete', async () => {
    const dbo = mocks(new MockState());
    const list = await dbo('ListRoleTemplates', {
      OrgNumber: 'GN-1003',
      Page: 1,
      PageSize: 50,
      Sort: 'Id',
    });
    const builtIns = list.body.Items.filter((item: { BuiltIn: boolean }) => item.BuiltIn);
    expect(builtIns.map((item: { Name: string }) => item.Name)).toEqual([
      'Full',
      'Read-only',
      'Front desk',
      'Monitor only',
      'Support',
    ]);
    const full = builtIns[0];
    const saved = await dbo('SaveRoleTemplate', { ...full, Name: 'Everything' });
    expect(saved.body.Error).toBe(
      '“Full” is a built-in role template and cannot be changed. Copy it to make your own.',
    );
    const deleted = await dbo('DeleteRoleTemplate', { OrgNumber: 'GN-1003', Id: full.Id });
    expect(deleted.body.Error).toMatch(/built-in/);
    const copy = await dbo('SaveRoleTemplate', {
      OrgNumber: 'GN-1003',
      Name: 'Copy of Full',
      ScopeLevel: 'Site',
      Permissions: full.Permissions,
      SpecialActions: [],
    });
    expect(copy.status).toBe(200);
    expect(copy.body.BuiltIn).toBe(false);
  });
});

describe('conferences', () => {
  it('refuses a conference in a room another holds at the time, naming both', async () => {
    const state = new MockState();
    const dbo = mocks(state);
    const site = siteWithRooms(state);
    const list = await dbo('ListConferences', { OrgNumber: site, Page: 1, PageSize: 50 });
    const [first] = list.body.Items;
    expect(first).toBeDefined();
    const overlapping = {
      OrgNumber: site,
      Name: 'Late addition',
      ServiceAreas: [first.ServiceAreas[0]],
      Start: first.Start,
      End: first.End,
      Code: 'LATE-01',
      MaxDevices: 20,
      Billing: 'free',
    };
    const refused = await dbo('SaveConference', overlapping);
    expect(refused.body.Error).toBe(
      `Conference “Late addition” overlaps “${first.Name}” in meeting room ${first.ServiceAreas[0]}.`,
    );
    // Right after it ends is no overlap; editing one in place is no overlap with itself.
    const after = await dbo('SaveConference', {
      ...overlapping,
      Start: first.End,
      End: new Date(Date.parse(first.End) + 3_600_000).toISOString().replace('.000', ''),
    });
    expect(after.status).toBe(200);
    expect((await dbo('SaveConference', { ...first, MaxDevices: 42 })).body.MaxDevices).toBe(42);
  });
});
