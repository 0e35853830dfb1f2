import { beforeEach, describe, expect, it } from 'vitest';
import { buildOrgNode } from './org-node';
import { ensureOrgListLoaded } from './org-tree-load';
import { ORG_TREE_API_FLAG } from './org-tree-mode';
import { OrgTreeStore } from './org-tree-store';
import { getSelectedOrg, NO_ORG, setSelectedOrg } from './selected-org';

// A new list for every call, as the API gives: the store keeps open state on the nodes it holds.
const list = () => [
  buildOrgNode({
    name: 'Acme',
    number: 'GN-1',
    type: 'ServiceProvider',
    children: [{ name: 'East', number: 'GN-2', type: 'Grouping' }],
  }),
];

describe('ensureOrgListLoaded', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the native tree with the top level open once the list arrives', async () => {
    const tree = new OrgTreeStore();
    await ensureOrgListLoaded(
      { list: async () => list(), node: () => Promise.reject(new Error('404')) },
      tree,
      { devRoot: false },
    );
    expect(tree.source).toBe('native');
    expect([...tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East']);
  });

  it('wraps the list in the fake root -1 in development mode', async () => {
    const tree = new OrgTreeStore();
    await ensureOrgListLoaded(
      { list: async () => list(), node: () => Promise.reject(new Error('404')) },
      tree,
      { devRoot: true },
    );
    expect(tree.roots.map((root) => root.id)).toEqual(['-1']);
    expect([...tree.rows()].map((row) => row.node.name)).toEqual(['Organizations', 'Acme']);
  });

  it('falls back to the legacy tree silently and turns API mode off when the list fails', async () => {
    const tree = new OrgTreeStore();
    const storage = window.localStorage;
    storage.setItem(ORG_TREE_API_FLAG, 'true');
    await ensureOrgListLoaded(
      {
        list: () => Promise.reject(new Error('500')),
        node: () => Promise.reject(new Error('404')),
      },
      tree,
      { storage },
    );
    expect(tree.source).toBe('legacy');
    expect(storage.getItem(ORG_TREE_API_FLAG)).toBe('false');
  });

  it.each([
    ['the stored flag', '', 'false'],
    ['the query parameter', '?org-tree-api=false', null],
  ])(
    'shows the legacy tree without asking for the list when %s turns API mode off',
    async (_, search, stored) => {
      const tree = new OrgTreeStore();
      const storage = window.localStorage;
      if (stored) storage.setItem(ORG_TREE_API_FLAG, stored);
      let asked = 0;
      await ensureOrgListLoaded(
        {
          list: async () => {
            asked++;
            return list();
          },
          node: () => Promise.reject(new Error('404')),
        },
        tree,
        { storage, search },
      );
      expect(asked).toBe(0);
      expect(tree.source).toBe('legacy');
    },
  );

  it('loads the native tree when the query parameter turns API mode back on', async () => {
    const tree = new OrgTreeStore();
    window.localStorage.setItem(ORG_TREE_API_FLAG, 'false');
    await ensureOrgListLoaded(
      { list: async () => list(), node: () => Promise.reject(new Error('404')) },
      tree,
      { devRoot: false, search: '?org-tree-api=true' },
    );
    expect(tree.source).toBe('native');
    expect(window.localStorage.getItem(ORG_TREE_API_FLAG)).toBe('true');
  });

  it('shows the org of the session context as selected in a new tab', async () => {
    setSelectedOrg(NO_ORG);
    const tree = new OrgTreeStore();
    const api = { list: async () => list(), node: () => Promise.reject(new Error('404')) };
    await ensureOrgListLoaded(api, tree, { devRoot: false, contextNumber: 'GN-2' });
    expect(getSelectedOrg()).toMatchObject({ name: 'East', number: 'GN-2' });
    expect(tree.scrollTarget).toBe('GN-1-GN-2');
  });

  it('keeps the tab’s own selection over the session context', async () => {
    setSelectedOrg({ ...NO_ORG, name: 'Mine', number: 'GN-9', uniqueId: 'GN-9' });
    const tree = new OrgTreeStore();
    const api = { list: async () => list(), node: () => Promise.reject(new Error('404')) };
    await ensureOrgListLoaded(api, tree, { devRoot: false, contextNumber: 'GN-2' });
    expect(getSelectedOrg().name).toBe('Mine');
    setSelectedOrg(NO_ORG);
  });
});
