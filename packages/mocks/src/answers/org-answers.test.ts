import { describe, expect, it } from 'vitest';
import { orgCalls } from '../../test/org-calls.js';
import { MockState } from '../mock-state.js';
import type { MockStorage } from '../mock-state-storage.js';

type Body = Record<string, unknown>;

function memoryStorage(): MockStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A site of the demo tree with service areas under it and a sibling, and its parent. */
function siteWithAreas(state: MockState) {
  const tree = state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) =>
      org.type === 'Site' &&
      tree.childrenOf(org.number).length >= 2 &&
      tree.childrenOf(org.parentNumber ?? '').length >= 2,
  );
  if (!site?.parentNumber) throw new Error('the demo tree has no site with areas and siblings');
  const sibling = tree.childrenOf(site.parentNumber).find((org) => org.number !== site.number);
  if (!sibling) throw new Error('no sibling');
  return {
    site,
    sibling,
    parent: tree.byNumber.get(site.parentNumber),
    areas: tree.childrenOf(site.number),
  };
}

describe('GetOrg', () => {
  it("answers the org's details from the tree, the rest seeded, the same on every read", async () => {
    const calls = orgCalls();
    const { site, parent } = siteWithAreas(calls.state);
    const details = await calls.dbo('GetOrg', { OrgNumber: site.number });
    expect(details).toMatchObject({
      OrgNumber: site.number,
      Name: site.name,
      Type: 'Site',
      ParentNumber: parent?.number,
      ParentName: parent?.name,
      Status: site.status,
      IsTrialMode: site.isTrialMode,
    });
    expect(details.TimeZone).toMatch(/^[A-Z][a-z]+\//);
    expect(Date.parse(String(details.Created))).toBeLessThan(Date.parse('2026-01-15'));
    expect(await calls.dbo('GetOrg', { OrgNumber: site.number })).toEqual(details);
    expect(await orgCalls().dbo('GetOrg', { OrgNumber: site.number })).toEqual(details);
  });

  it('answers the top org with no parent name', async () => {
    const details = await orgCalls().dbo('GetOrg', { OrgNumber: 'GN-1000' });
    expect(details).toMatchObject({
      ParentNumber: null,
      ParentName: null,
      Type: 'ServiceProvider',
    });
  });

  it('answers not found for an org number the tree does not have', async () => {
    expect(await orgCalls().dbo('GetOrg', { OrgNumber: 'GN-99999' })).toEqual({
      Error: 'Not found.',
      Code: 404,
    });
  });
});

describe('SaveOrg', () => {
  it('renames an org in every org answer: tree, node, numbers, path, search, legacy tree', async () => {
    const calls = orgCalls();
    const { site, parent, areas } = siteWithAreas(calls.state);
    const before = await calls.dbo('GetOrg', { OrgNumber: site.number });
    const saved = await calls.dbo('SaveOrg', {
      ...before,
      Name: 'Harbour Hotel & Spa',
      Notes: 'Renamed after the spa opened.',
    });
    expect(saved).toMatchObject({ Name: 'Harbour Hotel & Spa', Created: before.Created });
    expect(await calls.dbo('GetOrg', { OrgNumber: site.number })).toEqual(saved);

    const node = (await calls.node(site.number)).body as Body;
    expect(node.name).toBe('Harbour Hotel & Spa');
    const area = (node.children as Body[])[0] as Body;
    expect(area.displayPath).toBe(`${site.displayPath} > Harbour Hotel & Spa`);
    expect(area.path).toContainEqual({ name: 'Harbour Hotel & Spa', number: site.number });

    const siblings = ((await calls.node(parent?.number ?? '')).body as Body).children as Body[];
    expect(siblings.find((org) => org.number === site.number)?.name).toBe('Harbour Hotel & Spa');
    expect((await calls.byNumbers([site.number]))[0]?.name).toBe('Harbour Hotel & Spa');
    const byPath = (await calls.byPath(areas[0]?.uniqueId ?? '')).body as Body;
    expect(JSON.stringify(byPath)).toContain('Harbour Hotel & Spa');

    const found = await calls.search('hotel & spa');
    expect(found.map((org) => org.number)).toEqual(
      expect.arrayContaining([site.number, ...areas.map((org) => org.number)]),
    );
    expect(await calls.search(site.name)).not.toContainEqual(
      expect.objectContaining({ number: site.number }),
    );
    expect(await calls.legacyTree()).toContain('Harbour Hotel &amp; Spa');
  });

  it('renames the top org in the tree list', async () => {
    const calls = orgCalls();
    const top = await calls.dbo('GetOrg', { OrgNumber: 'GN-1000' });
    await calls.dbo('SaveOrg', { ...top, Name: 'Guestnet Global' });
    expect((await calls.tree())[0]?.name).toBe('Guestnet Global');
  });

  it('refuses a changed type, and a name a sibling has (ignoring case)', async () => {
    const calls = orgCalls();
    const { site, sibling, parent } = siteWithAreas(calls.state);
    const before = await calls.dbo('GetOrg', { OrgNumber: site.number });
    expect(await calls.dbo('SaveOrg', { ...before, Type: 'Grouping' })).toEqual({
      Error: `The type of an organization cannot change: ${site.name} is a site.`,
    });
    expect(await calls.dbo('SaveOrg', { ...before, Name: sibling.name.toUpperCase() })).toEqual({
      Error: `An organization named “${sibling.name.toUpperCase()}” already exists under ${parent?.name}.`,
    });
    expect(await calls.dbo('GetOrg', { OrgNumber: site.number })).toEqual(before);
  });

  it('refuses trial mode on a service provider', async () => {
    const calls = orgCalls();
    const top = await calls.dbo('GetOrg', { OrgNumber: 'GN-1000' });
    expect((await calls.dbo('SaveOrg', { ...top, IsTrialMode: true })).Error).toBe(
      'Only sites and service areas can be in trial mode, not a service provider.',
    );
  });

  it('keeps a rename across a page load with the same storage, until reset', async () => {
    const storage = memoryStorage();
    const first = orgCalls({ state: new MockState({ storage }) });
    const { site } = siteWithAreas(first.state);
    const before = await first.dbo('GetOrg', { OrgNumber: site.number });
    await first.dbo('SaveOrg', { ...before, Name: 'Harbour Hotel & Spa' });
    const reloaded = orgCalls({ state: new MockState({ storage }) });
    expect((await reloaded.node(site.number)).body).toMatchObject({ name: 'Harbour Hotel & Spa' });
    reloaded.state.reset();
    expect((await reloaded.node(site.number)).body).toMatchObject({ name: site.name });
    expect(await reloaded.dbo('GetOrg', { OrgNumber: site.number })).toEqual(before);
  });

  it('renames an org of the huge tree, and its descendants follow', async () => {
    const calls = orgCalls({ scenario: 'huge' });
    const tree = calls.state.orgTree('huge', 1);
    const provider = tree.childrenOf('GN-1000')[1];
    if (!provider) throw new Error('no provider');
    const before = await calls.dbo('GetOrg', { OrgNumber: provider.number });
    await calls.dbo('SaveOrg', { ...before, Name: 'Renamed Partners' });
    const found = await calls.search('renamed partners');
    expect(found.length).toBeGreaterThan(10);
    expect(
      found.every(
        (org) =>
          org.name === 'Renamed Partners' || String(org.displayPath).includes('Renamed Partners'),
      ),
    ).toBe(true);
    expect(calls.state.orgTree('huge', 1).orgs).toHaveLength(100_000);
  }, 30_000);
});
