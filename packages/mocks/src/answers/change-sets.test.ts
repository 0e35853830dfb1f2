import { describe, expect, it } from 'vitest';
import { orgCalls } from '../../test/org-calls.js';
import { BULK_WRITE_REFUSED_MESSAGE, WRITE_REFUSED_MESSAGE } from './data-writes.js';

type Body = Record<string, unknown>;

function demoSite(calls: ReturnType<typeof orgCalls>) {
  const tree = calls.state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number).length >= 3,
  );
  if (!site) throw new Error('the demo tree has no site with 3 areas');
  return { tree, site, areas: tree.childrenOf(site.number) };
}

const pending = (orgNumber: string) => ({
  OrgNumber: orgNumber,
  OrgName: orgNumber,
  DisplayPath: orgNumber,
  RecordId: null,
  Before: 'Active',
  After: 'Disabled',
  Outcome: 'pending',
  Message: null,
});

describe('the orgs under an org', () => {
  it('lists the org and every org under it in tree order, narrowed by type, status and text', async () => {
    const calls = orgCalls();
    const { tree, site, areas } = demoSite(calls);
    const all = await calls.under(site.number);
    expect(all.map((org) => org.number)).toEqual([
      site.number,
      ...areas.flatMap((area) => [
        area.number,
        ...tree.childrenOf(area.number).map((o) => o.number),
      ]),
    ]);
    const onlyAreas = await calls.under(site.number, 'type=ServiceArea');
    expect(onlyAreas.map((org) => org.number)).toEqual(areas.map((area) => area.number));
    const named = await calls.under(
      site.number,
      `text=${encodeURIComponent(areas[1]?.name.toUpperCase() ?? '')}`,
    );
    expect(named.map((org) => org.number)).toContain(areas[1]?.number);
    const text = String(areas[1]?.name).toLowerCase();
    expect(
      named.every((org) =>
        [org.name, org.displayPath, org.number].some((v) => String(v).toLowerCase().includes(text)),
      ),
    ).toBe(true);
    expect(named.length).toBeLessThan(all.length);
    const disabled = await calls.under(tree.root.number, 'status=Disabled');
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.every((org) => org.status === 'Disabled')).toBe(true);
  });
});

describe('change sets', () => {
  it('records a set stamped with who and when, updates its results, and lists it where it started and above', async () => {
    const calls = orgCalls();
    const { tree, site, areas } = demoSite(calls);
    const created = await calls.dbo('SaveChangeSet', {
      OrgNumber: site.number,
      Kind: 'org',
      Field: 'Status',
      Value: 'Disabled',
      Summary: 'Org status to Disabled',
      State: 'running',
      Results: areas.map((area) => pending(area.number)),
    });
    expect(created).toMatchObject({ Admin: 'demo', State: 'running', UndoOf: null });
    expect(typeof created.Id).toBe('number');
    const done = await calls.dbo('SaveChangeSet', {
      ...created,
      State: 'done',
      Results: areas.map((area) => ({ ...pending(area.number), Outcome: 'changed' })),
    });
    expect(done).toMatchObject({ Id: created.Id, When: created.When, State: 'done' });
    const read = await calls.dbo('GetChangeSet', { OrgNumber: site.number, Id: created.Id });
    expect((read.Results as Body[]).every((result) => result.Outcome === 'changed')).toBe(true);
    const atRoot = await calls.dbo('ListChangeSets', { OrgNumber: tree.root.number });
    expect((atRoot.Items as Body[]).map((set) => set.Id)).toEqual([created.Id]);
    const atArea = await calls.dbo('ListChangeSets', { OrgNumber: areas[0]?.number });
    expect(atArea.Total).toBe(0);
    expect(
      await calls.dbo('GetChangeSet', { OrgNumber: areas[0]?.number, Id: created.Id }),
    ).toEqual({ Error: 'Not found.', Code: 404 });
  });

  it("puts the set's id on each org's history entry, never on the record, and filters the history by it", async () => {
    const calls = orgCalls();
    const { site, areas } = demoSite(calls);
    const area = areas[0]?.number ?? '';
    const set = await calls.dbo('SaveChangeSet', {
      OrgNumber: site.number,
      Kind: 'portal',
      Field: 'WelcomeMessage',
      Summary: 'Portal welcome message',
      State: 'running',
      Results: [pending(area)],
    });
    const portal = await calls.dbo('GetPortalSettings', { OrgNumber: area });
    const saved = await calls.dbo('SavePortalSettings', {
      ...portal,
      WelcomeMessage: 'Welcome to the bay',
      ChangeSetId: set.Id,
    });
    expect(saved).not.toHaveProperty('ChangeSetId');
    expect(saved.WelcomeMessage).toBe('Welcome to the bay');
    const history = await calls.dbo('ListAdminHistory', {
      OrgNumber: site.number,
      ChangeSetId: set.Id,
    });
    expect(history.Total).toBe(1);
    expect((history.Items as Body[])[0]).toMatchObject({ OrgNumber: area, ChangeSetId: set.Id });
  });

  it("puts the set's id on the history entry of a plan deleted by an undo", async () => {
    const calls = orgCalls();
    const { site, areas } = demoSite(calls);
    const area = areas[0]?.number ?? '';
    const set = await calls.dbo('SaveChangeSet', {
      OrgNumber: site.number,
      Kind: 'service_plans',
      Field: 'Copy',
      Summary: 'Undo of a plan copy',
      State: 'running',
      Results: [pending(area)],
    });
    const plans = await calls.dbo('ListServicePlans', { OrgNumber: area, PageSize: 1 });
    const plan = (plans.Items as Body[])[0] as Body;
    const gone = await calls.dbo('DeleteServicePlan', {
      OrgNumber: area,
      Id: plan.Id,
      ChangeSetId: set.Id,
    });
    expect(gone).toEqual({ Id: plan.Id });
    const history = await calls.dbo('ListAdminHistory', { OrgNumber: area, ChangeSetId: set.Id });
    expect(history.Items as Body[]).toEqual([
      expect.objectContaining({ Action: 'delete', EntityType: 'ServicePlan', ChangeSetId: set.Id }),
    ]);
  });
});

describe('the write-errors scenario in a bulk change', () => {
  it('records the set, refuses the first attempt at one org in three and lets a retry through', async () => {
    const calls = orgCalls({ scenario: 'write-errors' });
    const { site, areas } = demoSite(calls);
    const set = await calls.dbo('SaveChangeSet', {
      OrgNumber: site.number,
      Kind: 'org',
      Field: 'IsTrialMode',
      Summary: 'Trial mode on',
      State: 'running',
      Results: areas.map((area) => pending(area.number)),
    });
    expect(set.Id).toBeTypeOf('number');
    const save = async (orgNumber: string) => {
      const org = await calls.dbo('GetOrg', { OrgNumber: orgNumber });
      return calls.dbo('SaveOrg', { ...org, IsTrialMode: true, ChangeSetId: set.Id });
    };
    const first = await Promise.all(areas.slice(0, 3).map((area) => save(area.number)));
    expect(first.map((answer) => answer.Error ?? 'saved')).toEqual([
      BULK_WRITE_REFUSED_MESSAGE,
      'saved',
      'saved',
    ]);
    expect((await save(areas[0]?.number ?? '')).IsTrialMode).toBe(true);
    const org = await calls.dbo('GetOrg', { OrgNumber: site.number });
    expect((await calls.dbo('SaveOrg', { ...org, IsTrialMode: true })).Error).toBe(
      WRITE_REFUSED_MESSAGE,
    );
  });
});
