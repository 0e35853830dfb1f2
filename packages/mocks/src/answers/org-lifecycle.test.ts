import { describe, expect, it } from 'vitest';
import { orgCalls } from '../../test/org-calls.js';
import type { MockState } from '../mock-state.js';
import { orgNumberPattern } from './schema-tools.js';

type Body = Record<string, unknown>;

const fields = (overrides: Body) => ({
  Name: 'Harbour Annex',
  Type: 'Site',
  ParentNumber: 'GN-1000',
  Status: 'Active',
  IsTrialMode: false,
  TimeZone: 'Europe/Lisbon',
  Address: null,
  ContactName: null,
  ContactEmail: null,
  ContactPhone: null,
  ...overrides,
});

const plan = {
  OrgNumber: 'GN-1000',
  Name: 'Gaming 3 Days',
  Active: true,
  Featured: false,
  Price: 15.99,
  Currency: 'EUR',
  TimeMode: 'time_to_finish',
  ValidityUnit: 'days',
  Validity: 3,
  ConcurrentDevices: 2,
  IdleTimeoutMin: 30,
  PurchaseLimit: 'unlimited',
  DownKbps: 102400,
  UpKbps: 20480,
};

function demo(state: MockState) {
  const tree = state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number).length >= 2,
  );
  const grouping = tree.orgs.find((org) => org.type === 'Grouping');
  if (!site || !grouping) throw new Error('the demo tree lacks a site with areas or a grouping');
  return { tree, site, grouping, areas: tree.childrenOf(site.number) };
}

const numbers = (orgs: Body[]) => orgs.map((org) => org.number);

describe('AddOrg', () => {
  it('adds a grouping under the top provider with a new number, in every org answer', async () => {
    const calls = orgCalls();
    const { tree } = demo(calls.state);
    const added = await calls.dbo('AddOrg', fields({ Name: 'Lisbon Portfolio', Type: 'Grouping' }));
    expect(added).toMatchObject({
      Name: 'Lisbon Portfolio',
      Type: 'Grouping',
      ParentNumber: 'GN-1000',
      ParentName: 'Guestnet Networks',
    });
    const number = String(added.OrgNumber);
    expect(number).toMatch(orgNumberPattern());
    expect(tree.byNumber.has(number)).toBe(false);
    const highest = Math.max(
      ...tree.orgs.map((org) => Number(/^GN-(\d+)$/.exec(org.number)?.[1] ?? 0)),
    );
    expect(number).toBe(`GN-${highest + 1}`);
    expect(await calls.dbo('GetOrg', { OrgNumber: number })).toEqual(added);
    const top = (await calls.tree())[0] as Body;
    expect(numbers(top.children as Body[])).toContain(number);
    expect((await calls.node(number)).body).toMatchObject({
      name: 'Lisbon Portfolio',
      parentNumber: 'GN-1000',
      type: 'Grouping',
      displayPath: 'Guestnet Networks',
      hasChildren: false,
    });
    expect(numbers(await calls.search('lisbon portfolio'))).toEqual([number]);
    expect(numbers(await calls.search(number))).toEqual([number]);
    expect(await calls.legacyTree()).toContain('Lisbon Portfolio');
    // The next one gets the next number; a new org starts with no records of its own.
    const second = await calls.dbo('AddOrg', fields({ Name: 'Porto Portfolio', Type: 'Grouping' }));
    expect(second.OrgNumber).toBe(`GN-${highest + 2}`);
    expect(await calls.dbo('ListServicePlans', { OrgNumber: number })).toEqual({
      Items: [],
      Total: 0,
    });
  });

  it('adds a service area under a site, numbered after its areas', async () => {
    const calls = orgCalls();
    const { site, areas } = demo(calls.state);
    const added = await calls.dbo(
      'AddOrg',
      fields({ Name: 'Rooftop Bar', Type: 'ServiceArea', ParentNumber: site.number }),
    );
    expect(added.OrgNumber).toBe(`${site.number}-${areas.length + 1}`);
    const node = (await calls.node(site.number)).body as Body;
    expect(numbers(node.children as Body[])).toEqual([
      ...areas.map((area) => area.number),
      added.OrgNumber,
    ]);
  });

  it('refuses a type the parent does not hold, and a name a sibling has', async () => {
    const calls = orgCalls();
    const { site, areas } = demo(calls.state);
    expect(
      await calls.dbo('AddOrg', fields({ Type: 'Grouping', ParentNumber: site.number })),
    ).toEqual({
      Error: `A site holds service areas only: ${site.name} cannot hold a grouping.`,
    });
    expect(
      await calls.dbo('AddOrg', fields({ Type: 'ServiceArea', ParentNumber: areas[0]?.number })),
    ).toEqual({
      Error: `A service area holds no other organizations: ${areas[0]?.name} cannot hold a service area.`,
    });
    expect(await calls.dbo('AddOrg', fields({ Type: 'ServiceArea' }))).toEqual({
      Error:
        'A service provider holds groupings and sites only: Guestnet Networks cannot hold a service area.',
    });
    expect(
      await calls.dbo(
        'AddOrg',
        fields({
          Type: 'ServiceArea',
          ParentNumber: site.number,
          Name: areas[0]?.name.toUpperCase(),
        }),
      ),
    ).toEqual({
      Error: `An organization named “${areas[0]?.name.toUpperCase()}” already exists under ${site.name}.`,
    });
    expect((await calls.dbo('AddOrg', fields({ ParentNumber: 'GN-99999' }))).Error).toBe(
      'The parent organization GN-99999 does not exist.',
    );
    expect(calls.state.savedOrgs('default', 1).size).toBe(0);
  });
});

describe('AddSite', () => {
  it('creates the site, its areas and a copy of the plan in each area, in one call', async () => {
    const calls = orgCalls();
    const { grouping } = demo(calls.state);
    const result = await calls.dbo('AddSite', {
      Site: fields({ Name: 'Marina Hostel', ParentNumber: grouping.number, IsTrialMode: true }),
      ServiceAreas: [
        { Name: 'Lobby' },
        { Name: 'Guest Rooms', VlanId: 200 },
        { Name: 'Meeting Rooms' },
      ],
      ServicePlan: { ...plan, OrgNumber: grouping.number },
    });
    const site = result.Site as Body;
    const areas = result.ServiceAreas as Body[];
    const plans = result.ServicePlans as Body[];
    expect(site).toMatchObject({
      Name: 'Marina Hostel',
      Type: 'Site',
      ParentNumber: grouping.number,
    });
    expect(
      areas.map((area) => [area.OrgNumber, area.Name, area.ParentName, area.IsTrialMode]),
    ).toEqual([
      [`${site.OrgNumber}-1`, 'Lobby', 'Marina Hostel', true],
      [`${site.OrgNumber}-2`, 'Guest Rooms', 'Marina Hostel', true],
      [`${site.OrgNumber}-3`, 'Meeting Rooms', 'Marina Hostel', true],
    ]);
    expect(plans.map((copy) => [copy.OrgNumber, copy.Name, copy.Price])).toEqual(
      areas.map((area) => [area.OrgNumber, 'Gaming 3 Days', 15.99]),
    );
    expect(plans.every((copy) => (copy.AvailableServiceAreas as unknown[]).length === 0)).toBe(
      true,
    );
    for (const copy of plans) {
      expect(await calls.dbo('ListServicePlans', { OrgNumber: copy.OrgNumber })).toEqual({
        Items: [copy],
        Total: 1,
      });
    }
    const node = (await calls.node(String(site.OrgNumber))).body as Body;
    expect(numbers(node.children as Body[])).toEqual(areas.map((area) => area.OrgNumber));
    expect(numbers(await calls.search('marina hostel'))).toEqual([
      site.OrgNumber,
      ...areas.map((area) => area.OrgNumber),
    ]);
    const history = await calls.dbo('ListAdminHistory', {
      OrgNumber: site.OrgNumber,
      PageSize: 50,
    });
    expect((history.Items as Body[]).map((entry) => entry.Summary)).toEqual(
      expect.arrayContaining([
        'Created site Marina Hostel',
        'Created service area Lobby',
        'Created service plan Gaming 3 Days',
      ]),
    );
  });

  it('creates nothing when an area name repeats, a name is taken or the plan is invalid', async () => {
    const calls = orgCalls();
    const { site, grouping } = demo(calls.state);
    const siblings = calls.state.orgTree('default', 1).childrenOf(site.parentNumber ?? '');
    const refusals = [
      [
        {
          Site: fields({ ParentNumber: grouping.number }),
          ServiceAreas: [{ Name: 'Lobby' }, { Name: 'lobby ' }],
        },
        'Two service areas are named “lobby”: each needs its own name.',
      ],
      [
        {
          Site: fields({ ParentNumber: site.parentNumber, Name: siblings[0]?.name }),
          ServiceAreas: [{ Name: 'Lobby' }],
        },
        `An organization named “${siblings[0]?.name}” already exists under ${calls.state.orgTree('default', 1).byNumber.get(site.parentNumber ?? '')?.name}.`,
      ],
      [
        { Site: fields({ ParentNumber: site.number }), ServiceAreas: [{ Name: 'Lobby' }] },
        `A site holds service areas only: ${site.name} cannot hold a site.`,
      ],
    ] as const;
    for (const [payload, message] of refusals) {
      expect(await calls.dbo('AddSite', payload)).toEqual({ Error: message });
    }
    // A plan that breaks ServicePlanInput is refused with the request's 400, before any answer.
    const invalidPlan = await calls.dbo('AddSite', {
      Site: fields({ ParentNumber: grouping.number }),
      ServiceAreas: [{ Name: 'Lobby' }],
      ServicePlan: { ...plan, Currency: 'euro' },
    });
    expect(String(invalidPlan.Message)).toMatch(/^The request is invalid: /);
    expect(calls.state.savedOrgs('default', 1).size).toBe(0);
    expect(calls.state.orgTree('default', 1)).toBe(calls.state.generatedOrgTree('default', 1));
  });
});

describe('DeleteOrg', () => {
  it('refuses an org that holds others, naming it and how many', async () => {
    const calls = orgCalls();
    const { site, areas } = demo(calls.state);
    expect(await calls.dbo('DeleteOrg', { OrgNumber: site.number })).toEqual({
      Error: `${site.name} still holds ${areas.length} organizations: delete them before deleting it.`,
    });
    expect((await calls.node(site.number)).status).toBe(200);
  });

  it('removes a leaf from every answer, records it, and answers not found afterwards', async () => {
    const calls = orgCalls();
    const { site, areas } = demo(calls.state);
    const area = areas[0];
    if (!area) throw new Error('no area');
    expect(await calls.dbo('DeleteOrg', { OrgNumber: area.number })).toEqual({
      OrgNumber: area.number,
    });
    expect(await calls.dbo('GetOrg', { OrgNumber: area.number })).toEqual({
      Error: 'Not found.',
      Code: 404,
    });
    expect((await calls.node(area.number)).status).toBe(404);
    const node = (await calls.node(site.number)).body as Body;
    expect(numbers(node.children as Body[])).not.toContain(area.number);
    expect(numbers(await calls.search(area.name))).not.toContain(area.number);
    expect(await calls.byNumbers([area.number])).toEqual([]);
    expect(await calls.dbo('DeleteOrg', { OrgNumber: area.number })).toEqual({
      Error: 'Not found.',
      Code: 404,
    });
    const history = await calls.dbo('ListAdminHistory', { OrgNumber: site.number, PageSize: 1 });
    expect((history.Items as Body[])[0]).toMatchObject({
      Action: 'delete',
      EntityType: 'Org',
      EntityId: area.number,
      Summary: `Deleted service area ${area.name}`,
    });
  });

  it('deletes an added org, and then its parent can go too', async () => {
    const calls = orgCalls();
    const group = await calls.dbo('AddOrg', fields({ Name: 'Short Lived', Type: 'Grouping' }));
    const child = await calls.dbo(
      'AddOrg',
      fields({ Name: 'Kiosk', ParentNumber: group.OrgNumber }),
    );
    expect((await calls.dbo('DeleteOrg', { OrgNumber: group.OrgNumber })).Error).toBe(
      'Short Lived still holds 1 organization: delete them before deleting it.',
    );
    await calls.dbo('DeleteOrg', { OrgNumber: child.OrgNumber });
    expect(await calls.dbo('DeleteOrg', { OrgNumber: group.OrgNumber })).toEqual({
      OrgNumber: group.OrgNumber,
    });
    const top = (await calls.tree())[0] as Body;
    expect(numbers(top.children as Body[])).not.toContain(group.OrgNumber);
  });
});
