import { describe, expect, it } from 'vitest';
import { orgCalls } from '../../test/org-calls.js';
import { DEMO_SSO_USER } from '../identities.js';
import type { MockState } from '../mock-state.js';
import { changesBetween, flatten, SECRET_MASK } from './admin-history.js';

type Body = Record<string, unknown>;
type Entry = {
  Id: number;
  When: string;
  Admin: string;
  OrgNumber: string;
  Action: string;
  EntityType: string;
  EntityId: string | null;
  Summary: string;
  Changes: Array<{ Field: string; Before: string | null; After: string | null }>;
};

function demoSite(state: MockState) {
  const tree = state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number).length >= 2,
  );
  if (!site?.parentNumber) throw new Error('the demo tree has no site with areas');
  return { site, areas: tree.childrenOf(site.number) };
}

const list = async (calls: ReturnType<typeof orgCalls>, payload: Body) =>
  (await calls.dbo('ListAdminHistory', { PageSize: 500, ...payload })) as {
    Items: Entry[];
    Total: number;
  };

describe('the seeded admin history', () => {
  it('lists 20 to 40 entries per org, newest first, by several admins, with every action', async () => {
    const calls = orgCalls();
    const { areas } = demoSite(calls.state);
    const area = areas[0]?.number ?? '';
    const { Items, Total } = await list(calls, { OrgNumber: area });
    expect(Total).toBeGreaterThanOrEqual(20);
    expect(Total).toBeLessThanOrEqual(40);
    expect(Items.map((entry) => entry.When)).toEqual(
      [...Items.map((entry) => entry.When)].sort().reverse(),
    );
    expect(new Set(Items.map((entry) => entry.Action))).toEqual(
      new Set(['create', 'update', 'delete', 'login', 'logout', 'other']),
    );
    expect(new Set(Items.map((entry) => entry.Admin)).size).toBeGreaterThan(2);
    const newest = Date.parse(Items[0]?.When ?? '');
    const oldest = Date.parse(Items.at(-1)?.When ?? '');
    expect(newest - oldest).toBeLessThanOrEqual(90 * 86_400_000);
    const secret = Items.find((entry) => entry.EntityType === 'PaymentGateway');
    expect(secret?.Changes).toEqual([{ Field: 'Secret', Before: SECRET_MASK, After: SECRET_MASK }]);
    expect(await list(orgCalls(), { OrgNumber: area })).toEqual({ Items, Total });
  });

  it("includes the orgs under the org: a site's history holds its areas' entries", async () => {
    const calls = orgCalls();
    const { site, areas } = demoSite(calls.state);
    const own = await list(calls, { OrgNumber: site.number, Action: 'login' });
    const orgs = new Set(own.Items.map((entry) => entry.OrgNumber));
    expect(orgs).toContain(site.number);
    expect(orgs).toContain(areas[0]?.number);
    const area = await list(calls, { OrgNumber: areas[0]?.number ?? '' });
    expect(area.Items.every((entry) => entry.OrgNumber === areas[0]?.number)).toBe(true);
  });

  it('filters by admin, entity type, action, dates (inclusive) and free text, sorts and pages', async () => {
    const calls = orgCalls();
    const { site } = demoSite(calls.state);
    const all = await list(calls, { OrgNumber: site.number });
    const admin = await list(calls, { OrgNumber: site.number, Admin: 'DANA.REYES' });
    expect(admin.Total).toBeGreaterThan(0);
    expect(admin.Items.every((entry) => entry.Admin === 'dana.reyes')).toBe(true);
    const plans = await list(calls, {
      OrgNumber: site.number,
      EntityType: 'ServicePlan',
      Action: 'update',
    });
    expect(plans.Total).toBeGreaterThan(0);
    expect(plans.Items.every((e) => e.EntityType === 'ServicePlan' && e.Action === 'update')).toBe(
      true,
    );
    const one = all.Items[3] as Entry;
    const exact = await list(calls, { OrgNumber: site.number, From: one.When, To: one.When });
    expect(exact.Items.map((entry) => entry.Id)).toContain(one.Id);
    expect(exact.Items.every((entry) => entry.When === one.When)).toBe(true);
    const text = await list(calls, { OrgNumber: site.number, Filter: 'promotion' });
    expect(text.Total).toBeGreaterThan(0);
    expect(text.Items.every((e) => /promotion/i.test(`${e.EntityType} ${e.Summary}`))).toBe(true);
    const byAdmin = await list(calls, { OrgNumber: site.number, Sort: 'Admin' });
    expect(byAdmin.Items[0]?.Admin).toBe('dana.reyes');
    const page = await calls.dbo('ListAdminHistory', {
      OrgNumber: site.number,
      Page: 2,
      PageSize: 10,
    });
    expect(page).toEqual({ Items: all.Items.slice(10, 20), Total: all.Total });
  });

  it('reads one entry by id within the org, else not found', async () => {
    const calls = orgCalls();
    const { site, areas } = demoSite(calls.state);
    const first = (await list(calls, { OrgNumber: areas[0]?.number ?? '' })).Items[0] as Entry;
    expect(
      await calls.dbo('GetAdminHistoryEntry', { OrgNumber: site.number, Id: first.Id }),
    ).toEqual(first);
    expect(
      await calls.dbo('GetAdminHistoryEntry', { OrgNumber: areas[1]?.number, Id: first.Id }),
    ).toEqual({ Error: 'Not found.', Code: 404 });
    expect(await calls.dbo('GetAdminHistoryEntry', { OrgNumber: site.number, Id: 9 })).toEqual({
      Error: 'Not found.',
      Code: 404,
    });
  });
});

describe('the history of an org no longer in the tree', () => {
  it("keeps a deleted org's history, its deletion included", async () => {
    const calls = orgCalls();
    const { areas } = demoSite(calls.state);
    const area = areas[0]?.number ?? '';
    const before = await list(calls, { OrgNumber: area });
    await calls.dbo('DeleteOrg', { OrgNumber: area });
    const after = await list(calls, { OrgNumber: area });
    expect(after.Total).toBe(before.Total + 1);
    expect(after.Items[0]).toMatchObject({ Action: 'delete', EntityType: 'Org', EntityId: area });
  });

  it('answers a history for any org number, as the other lists answer records', async () => {
    const calls = orgCalls();
    const { Items, Total } = await list(calls, { OrgNumber: 'GN-1042-7' });
    expect(Total).toBeGreaterThanOrEqual(20);
    const entry = Items[0] as Entry;
    expect(
      await calls.dbo('GetAdminHistoryEntry', { OrgNumber: 'GN-1042-7', Id: entry.Id }),
    ).toEqual(entry);
  });
});

describe('changes made through the mocks', () => {
  it('records a rename first, by the signed-in admin, in the org and the orgs above it', async () => {
    const calls = orgCalls();
    const { site } = demoSite(calls.state);
    const before = await calls.dbo('GetOrg', { OrgNumber: site.number });
    await calls.dbo('SaveOrg', { ...before, Name: 'Harbour Hotel & Spa', Notes: 'Spa opened.' });
    const newest = (await list(calls, { OrgNumber: site.number })).Items[0] as Entry;
    expect(newest).toMatchObject({
      Admin: 'demo',
      OrgNumber: site.number,
      Action: 'update',
      EntityType: 'Org',
      EntityId: site.number,
      Summary: `Renamed ${site.name} to Harbour Hotel & Spa`,
    });
    expect(Date.now() - Date.parse(newest.When)).toBeLessThan(60_000);
    expect(newest.Changes).toEqual(
      [
        { Field: 'Name', Before: site.name, After: 'Harbour Hotel & Spa' },
        { Field: 'Notes', Before: before.Notes ?? null, After: 'Spa opened.' },
      ].filter((change) => change.Before !== change.After),
    );
    expect((await list(calls, { OrgNumber: 'GN-1000' })).Items[0]).toEqual(newest);
    expect(
      await calls.dbo('GetAdminHistoryEntry', { OrgNumber: 'GN-1000', Id: newest.Id }),
    ).toEqual(newest);
  });

  it('names the SSO user when that user saves', async () => {
    const calls = orgCalls({ token: DEMO_SSO_USER.token });
    const { site } = demoSite(calls.state);
    const before = await calls.dbo('GetOrg', { OrgNumber: site.number });
    await calls.dbo('SaveOrg', { ...before, ContactName: 'Rui Costa' });
    const newest = (await list(calls, { OrgNumber: site.number })).Items[0] as Entry;
    expect(newest.Admin).toBe('sso.user@example.com');
    expect(newest.Summary).toBe(`Updated site ${site.name}`);
  });

  it('records creates, updates and deletes of records with readable summaries', async () => {
    const calls = orgCalls();
    const { areas } = demoSite(calls.state);
    const area = areas[0]?.number ?? '';
    const plans = (await calls.dbo('ListServicePlans', { OrgNumber: area })).Items as Body[];
    const plan = plans[0] as Body;
    await calls.dbo('SaveServicePlan', { ...plan, Price: 1.99 });
    const promotions = (await calls.dbo('ListPromotions', { OrgNumber: area })).Items as Body[];
    const promotion = promotions[0] as Body;
    await calls.dbo('DeletePromotion', { OrgNumber: area, Id: promotion.Id });
    const { Items } = await list(calls, { OrgNumber: area });
    expect(Items[0]).toMatchObject({
      Action: 'delete',
      EntityType: 'Promotion',
      EntityId: String(promotion.Id),
      Summary: `Deleted promotion ${promotion.Code}`,
    });
    expect(Items[0]?.Changes).toContainEqual({
      Field: 'Code',
      Before: promotion.Code,
      After: null,
    });
    expect(Items[1]).toMatchObject({
      Action: 'update',
      EntityType: 'ServicePlan',
      Summary: `Updated service plan ${plan.Name}`,
      Changes: [{ Field: 'Price', Before: String(plan.Price), After: '1.99' }],
    });
  });

  it('records a secret as changed, both sides masked, never its value', async () => {
    const calls = orgCalls();
    const { areas } = demoSite(calls.state);
    const area = areas[0]?.number ?? '';
    const device = (
      (await calls.dbo('ListDevices', { OrgNumber: area })).Items as Body[]
    )[0] as Body;
    const { HasRadiusSecret: _has, LastSeen: _s, LastIp: _i, Reachable: _r, ...input } = device;
    await calls.dbo('SaveDevice', { ...input, RadiusSecret: 'hunter2-radius' });
    const { Items } = await list(calls, { OrgNumber: area, EntityType: 'Device' });
    const newest = Items[0] as Entry;
    expect(newest.Changes).toContainEqual({
      Field: 'RadiusSecret',
      Before: SECRET_MASK,
      After: SECRET_MASK,
    });
    expect(JSON.stringify(Items)).not.toContain('hunter2');
  });

  it('records nothing in the write-errors scenario', async () => {
    const calls = orgCalls({ scenario: 'write-errors' });
    const { site } = demoSite(calls.state);
    const before = await list(calls, { OrgNumber: site.number });
    const details = await calls.dbo('GetOrg', { OrgNumber: site.number });
    expect((await calls.dbo('SaveOrg', { ...details, Name: 'Refused' })).Error).toBeTruthy();
    expect(await list(calls, { OrgNumber: site.number })).toEqual(before);
  });

  it('forgets recorded entries on reset', async () => {
    const calls = orgCalls();
    const { site } = demoSite(calls.state);
    const before = await list(calls, { OrgNumber: site.number });
    const details = await calls.dbo('GetOrg', { OrgNumber: site.number });
    await calls.dbo('SaveOrg', { ...details, Name: 'Harbour Hotel & Spa' });
    expect((await list(calls, { OrgNumber: site.number })).Total).toBe(before.Total + 1);
    calls.state.reset();
    expect(await list(calls, { OrgNumber: site.number })).toEqual(before);
  });
});

describe('changesBetween', () => {
  it('flattens nested objects and arrays, and treats absent as null', () => {
    expect(
      changesBetween(
        { Address: { City: 'Lisbon', Line2: null }, Ssids: ['Guest'] },
        { Address: { City: 'Porto', Line2: 'Floor 2' }, Ssids: ['Guest', 'Staff'] },
      ),
    ).toEqual([
      { Field: 'Address.City', Before: 'Lisbon', After: 'Porto' },
      { Field: 'Address.Line2', Before: null, After: 'Floor 2' },
      { Field: 'Ssids', Before: 'Guest', After: 'Guest, Staff' },
    ]);
    expect([...flatten({ Profiles: [{ Name: 'a' }] })]).toEqual([['Profiles.1.Name', 'a']]);
  });

  it('masks nested and password-like secrets and skips their Has flags', () => {
    const changes = changesBetween(
      { HasSecret: false, Radius: [{ Host: 'a' }] },
      { HasSecret: true, Radius: [{ Host: 'a' }] },
      { Secret: 'abc', Radius: [{ Host: 'a', Secret: 'xyz' }], Password: 'p' },
    );
    expect(changes).toEqual([
      { Field: 'Secret', Before: SECRET_MASK, After: SECRET_MASK },
      { Field: 'Radius.1.Secret', Before: SECRET_MASK, After: SECRET_MASK },
      { Field: 'Password', Before: SECRET_MASK, After: SECRET_MASK },
    ]);
  });
});
