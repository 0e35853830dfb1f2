import { beforeEach, describe, expect, it } from 'vitest';
import { buildOrgNode, type OrgNode } from './org-node';
import { readRecentOrgs } from './org-recent';
import { ORG_NOT_FOUND, type SelectOrgDeps, selectOrg, selectOrgByNumber } from './org-select';
import { setOrgFrame } from './org-set-frame';
import { OrgTreeStore } from './org-tree-store';
import { getSelectedOrg, NO_ORG, setSelectedOrg } from './selected-org';

const acme = () =>
  buildOrgNode({
    name: 'Acme',
    number: 'GN-1',
    type: 'ServiceProvider',
    children: [
      {
        name: 'East',
        number: 'GN-2',
        type: 'Grouping',
        children: [{ name: 'Harbor Hotel', number: 'GN-4', type: 'Site' }],
      },
    ],
  });

let tree: OrgTreeStore;
let cookies: Record<string, string>;
let deps: SelectOrgDeps;
const storage = window.localStorage;

beforeEach(() => {
  storage.clear();
  setSelectedOrg(NO_ORG);
  setOrgFrame.set(null);
  tree = new OrgTreeStore();
  tree.setRoots([acme()]);
  cookies = {};
  deps = {
    tree,
    api: {
      node: () => Promise.reject(new Error('404')),
      byPath: () => Promise.reject(new Error('404')),
    },
    apiMode: () => false,
    setCookie: (name, value) => {
      cookies[name] = value;
    },
    recentStorage: storage,
    now: () => 1234,
  };
});

describe('selectOrg', () => {
  it('sets the selection, the recent list, the org cookies and the SetOrg frame', async () => {
    const harbor = tree.findByNumber('GN-4') as OrgNode;
    expect(await selectOrg(harbor, deps)).toBe(true);
    expect(getSelectedOrg()).toMatchObject({ name: 'Harbor Hotel', number: 'GN-4', isSite: true });
    expect(readRecentOrgs(storage)).toEqual(['GN-4']);
    expect(cookies).toEqual({ OrgNumber: 'GN-4', OrgUniqueId: 'GN-1-GN-2-GN-4' });
    expect(setOrgFrame.get()).toBe(
      '/Guestnet/Admin/organization/SetOrg.aspx?ORG_NUMBER=GN-4&ORG_NAME=Harbor%20Hotel&PARENT_ORG_NUMBER=GN-2&t=1234',
    );
  });

  it('opens the ancestors and asks the tree to scroll to the org', async () => {
    await selectOrg(tree.findByNumber('GN-4') as OrgNode, deps);
    expect([...tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East', 'Harbor Hotel']);
    expect(tree.scrollTarget).toBe('GN-1-GN-2-GN-4');
  });

  it('does nothing when the org is already selected', async () => {
    const harbor = tree.findByNumber('GN-4') as OrgNode;
    await selectOrg(harbor, deps);
    setOrgFrame.set(null);
    expect(await selectOrg(harbor, deps)).toBe(false);
    expect(setOrgFrame.get()).toBeNull();
  });

  it('loads a missing org into the tree by its path in API mode', async () => {
    const paths: string[] = [];
    const bay = buildOrgNode({ name: 'Bay Inn', number: 'GN-9', type: 'Site' }, [
      { name: 'Acme', number: 'GN-1' },
      { name: 'East', number: 'GN-2' },
    ]);
    await selectOrg(bay, {
      ...deps,
      apiMode: () => true,
      api: {
        ...deps.api,
        byPath: async (path) => {
          paths.push(path);
          return bay;
        },
      },
    });
    expect(paths).toEqual(['GN-1-GN-2-GN-9']);
    expect(tree.findByNumber('GN-9')?.displayPath).toBe('Acme > East');
    expect(getSelectedOrg().number).toBe('GN-9');
  });
});

describe('selectOrgByNumber', () => {
  it('selects a loaded org by its number, whatever the case', async () => {
    await selectOrgByNumber('gn-2', deps);
    expect(getSelectedOrg().name).toBe('East');
  });

  it('asks the server for an org the tree does not hold', async () => {
    const far = buildOrgNode({ name: 'Far Away', number: 'GN-77', type: 'Site' });
    await selectOrgByNumber('GN-77', { ...deps, api: { ...deps.api, node: async () => far } });
    expect(getSelectedOrg().name).toBe('Far Away');
  });

  it('reports an unknown org with the message of SPEC.md §8', async () => {
    await expect(selectOrgByNumber('GN-404', deps)).rejects.toThrow(ORG_NOT_FOUND);
    expect(getSelectedOrg()).toEqual(NO_ORG);
  });
});
