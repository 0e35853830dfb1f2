import { describe, expect, it } from 'vitest';
import { acmeTree } from '../../../test/org-tree-fixture';
import { buildOrgNode, type OrgNode } from './org-node';
import { isNodeOpen } from './org-tree-rows';
import { OrgTreeStore } from './org-tree-store';

function sample() {
  return buildOrgNode({
    name: 'Acme',
    number: 'GN-1',
    type: 'ServiceProvider',
    children: [
      { name: 'East', number: 'GN-2', type: 'Grouping', hasChildren: true },
      { name: 'West', number: 'GN-3', type: 'Grouping', children: [] },
    ],
  });
}

const visible = (store: OrgTreeStore) => [...store.rows()].map((row) => row.node.name);

describe('OrgTreeStore', () => {
  it('fetches the children of a node opened for the first time', async () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    await store.open(root);
    const east = root.children?.[0] as OrgNode;
    await store.open(east, async (node) => [
      buildOrgNode({ name: 'Harbor', number: 'GN-4', type: 'Site' }, node.path),
    ]);
    expect(visible(store)).toEqual(['Acme', 'East', 'Harbor', 'West']);
    expect(store.findByNumber('gn-4')?.uniqueId).toBe('GN-1-GN-2-GN-4');
  });

  it('fetches once when a node is opened again while it is opening', async () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    const east = root.children?.[0] as OrgNode;
    let calls = 0;
    let release: () => void = () => {};
    const load = () => {
      calls++;
      return new Promise<OrgNode[]>((resolve) => {
        release = () => resolve([]);
      });
    };
    const first = store.open(east, load);
    expect(store.isOpening(east.uniqueId)).toBe(true);
    await store.open(east, load);
    release();
    await first;
    await store.open(east, load);
    expect(calls).toBe(1);
    expect(store.isOpening(east.uniqueId)).toBe(false);
  });

  it('leaves a node closed and not opening when its fetch fails', async () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    const east = root.children?.[0] as OrgNode;
    const opening = store.open(east, () => Promise.reject(new Error('down')));
    const version = store.version();
    await expect(opening).rejects.toThrow('down');
    expect(isNodeOpen(east)).toBe(false);
    expect(store.isOpening(east.uniqueId)).toBe(false);
    // The tree is told, so the row loses its opening marker.
    expect(store.version()).toBeGreaterThan(version);
  });

  it('opens every ancestor so a selected org becomes visible', () => {
    const store = new OrgTreeStore();
    const root = acmeTree([{ name: 'Harbor', number: 'GN-4', type: 'Site' }]);
    store.setRoots([root]);
    const harbor = store.findByNumber('GN-4') as OrgNode;
    store.openAncestors(harbor);
    expect(visible(store)).toEqual(['Acme', 'East', 'Harbor']);
  });

  it('grafts a node loaded by path under its loaded parent', () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    const west = root.children?.[1] as OrgNode;
    store.insert(buildOrgNode({ name: 'Bay Inn', number: 'GN-9', type: 'Site' }, west.path));
    expect(west.children?.map((c) => c.name)).toEqual(['Bay Inn']);
    expect(store.allNodes().map((n) => n.name)).toEqual(['Acme', 'East', 'West', 'Bay Inn']);
  });

  it('takes in a by-path answer, the top org with the path expanded, where the branch was not loaded', () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    // As POST /AdminApi/org/tree answers without data: Acme, its children, East's expanded.
    const answer = acmeTree(
      [
        { name: 'Harbor', number: 'GN-4', type: 'Site', children: [] },
        { name: 'Quay', number: 'GN-5', type: 'Site', hasChildren: true },
      ],
      [{ name: 'West', number: 'GN-3', type: 'Grouping', children: [] }],
    );
    expect(store.insert(answer)).toBe(root);
    const harbor = store.findByUniqueId('GN-1-GN-2-GN-4') as OrgNode;
    expect(harbor.name).toBe('Harbor');
    expect(store.allNodes().map((n) => n.name)).toEqual(['Acme', 'East', 'Harbor', 'Quay', 'West']);
    store.openAncestors(harbor);
    expect(visible(store)).toEqual(['Acme', 'East', 'Harbor', 'Quay', 'West']);
  });

  it('opens many loaded nodes at once', () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    const west = root.children?.[1] as OrgNode;
    store.openMany([root, west]);
    expect(visible(store)).toEqual(['Acme', 'East', 'West']);
    expect(isNodeOpen(west)).toBe(true);
  });

  it('keeps open the nodes that were open when the list is loaded again', async () => {
    const store = new OrgTreeStore();
    const first = sample();
    store.setRoots([first]);
    await store.open(first);
    await store.open(first.children?.[0] as OrgNode, async (node) => [
      buildOrgNode({ name: 'Harbor', number: 'GN-4', type: 'Site' }, node.path),
    ]);
    const reloaded = sample();
    (reloaded.children?.[0] as OrgNode).children = [
      buildOrgNode({ name: 'Harbor', number: 'GN-4', type: 'Site' }, reloaded.children?.[0]?.path),
    ];
    store.setRoots([reloaded]);
    expect(visible(store)).toEqual(['Acme', 'East', 'Harbor', 'West']);
  });

  it('counts the rows again after every change, closing and reopening included', async () => {
    const store = new OrgTreeStore();
    const root = sample();
    store.setRoots([root]);
    const east = root.children?.[0] as OrgNode;
    await store.open(root);
    await store.open(east, async (node) => [
      buildOrgNode({ name: 'Harbor', number: 'GN-4', type: 'Site' }, node.path),
    ]);
    expect(store.rows().indexOf('GN-1-GN-3')).toBe(3);
    store.close(root);
    expect(visible(store)).toEqual(['Acme']);
    expect(store.rows().indexOf('GN-1-GN-2-GN-4')).toBe(-1);
    await store.open(root);
    // East kept its own open state while its parent was closed.
    expect(visible(store)).toEqual(['Acme', 'East', 'Harbor', 'West']);
    expect(store.rows().at(2)).toMatchObject({ node: { name: 'Harbor' }, level: 3 });
  });

  it('tells subscribers about every change', async () => {
    const store = new OrgTreeStore();
    let calls = 0;
    store.subscribe(() => calls++);
    const root = sample();
    store.setRoots([root]);
    await store.open(root);
    store.close(root);
    expect(calls).toBe(3);
  });
});
