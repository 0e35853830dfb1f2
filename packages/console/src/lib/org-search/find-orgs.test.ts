import { ErrorEleven } from '@guestnet/sdk';
import { describe, expect, it } from 'vitest';
import { buildOrgNode, type OrgNode } from '../org/org-node';
import { OrgTreeStore } from '../org/org-tree-store';
import { findOrgs, followTree, loadedOrgsIndex, type OrgLookups } from './find-orgs';

function setup() {
  const tree = new OrgTreeStore();
  tree.setRoots([
    buildOrgNode({
      name: 'Acme',
      number: 'GN-1',
      type: 'ServiceProvider',
      children: Array.from({ length: 600 }, (_, i) => ({
        name: `Harbor Site ${i}`,
        number: `GN-${100 + i}`,
        type: 'Site' as const,
      })),
    }),
  ]);
  const asked: string[] = [];
  const far = buildOrgNode({ name: 'Far Away', number: 'GN-9999', type: 'Site' });
  const api: OrgLookups = {
    node: async (number) => {
      asked.push(`node ${number}`);
      if (number === 'GN-9999') return far;
      if (number === 'GN-5000') throw new ErrorEleven({ message: 'Server is down', status: 503 });
      throw new ErrorEleven({ message: 'Not found.', status: 404 });
    },
    search: async (input) => {
      asked.push(`search ${input}`);
      return [far];
    },
  };
  return { tree, api, asked };
}

const names = (orgs: OrgNode[]) => orgs.map((org) => org.name);

describe('the local search after an org is renamed or removed', () => {
  it('finds a renamed org by its new name, its children by the new display path, and not the old', async () => {
    const { tree, api } = setup();
    const deps = { api, tree, apiMode: false };
    // Harbor Site 42 is GN-142; 420 to 429 match the text too.
    expect((await findOrgs('Harbor Site 42', deps)).total).toBe(11);
    await loadedOrgsIndex(tree).built();

    tree.update('GN-142', { name: 'Marina Bay' });
    tree.update('GN-1', { name: 'Oceanic' });

    expect(names((await findOrgs('Marina Bay', deps)).items)).toEqual(['Marina Bay']);
    expect((await findOrgs('Harbor Site 42', deps)).total).toBe(10);
    expect((await findOrgs('Oceanic', deps)).total).toBe(601);
    expect((await findOrgs('Acme', deps)).total).toBe(0);
  });

  it('no longer finds a removed org', async () => {
    const { tree, api } = setup();
    const deps = { api, tree, apiMode: false };
    await loadedOrgsIndex(tree).built();
    tree.remove('GN-142');
    expect(names((await findOrgs('Harbor Site 42', deps)).items)).not.toContain('Harbor Site 42');
    expect((await findOrgs('Harbor Site 42', deps)).total).toBe(10);
  });
});

describe('findOrgs', () => {
  it('filters the loaded orgs locally when API mode is off, counting past 500', async () => {
    const { tree, api, asked } = setup();
    const found = await findOrgs('harbor', { api, tree, apiMode: false });
    expect(found.total).toBe(600);
    expect(found.items).toHaveLength(500);
    expect(asked).toEqual([]);
  });

  it('asks the server in API mode', async () => {
    const { tree, api, asked } = setup();
    const found = await findOrgs(' far ', { api, tree, apiMode: true });
    expect(names(found.items)).toEqual(['Far Away']);
    expect(asked).toEqual(['search far']);
  });

  it('searches an org-number-like text by number, in the tree first', async () => {
    const { tree, api, asked } = setup();
    expect(names((await findOrgs('gn-105', { api, tree, apiMode: true })).items)).toEqual([
      'Harbor Site 5',
    ]);
    expect(asked).toEqual([]);
    expect(names((await findOrgs('GN-9999', { api, tree, apiMode: false })).items)).toEqual([
      'Far Away',
    ]);
  });

  it('finds nothing for an unknown org number', async () => {
    const { tree, api } = setup();
    expect(await findOrgs('GN-4040', { api, tree, apiMode: true })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('passes on a failed number lookup instead of calling it no match', async () => {
    const { tree, api } = setup();
    await expect(findOrgs('GN-5000', { api, tree, apiMode: true })).rejects.toThrow(
      'Server is down',
    );
  });
});

describe('followTree', () => {
  /** Pauses the test ends by hand, and a build that never gets past its first slice. */
  function stepped() {
    const pauses: (() => void)[] = [];
    return {
      pause: () => new Promise<void>((resolve) => pauses.push(resolve)),
      slicer: () => ({ shouldYield: () => true, yield: () => new Promise<void>(() => {}) }),
      async release() {
        for (const resume of pauses.splice(0)) resume();
        await Promise.resolve();
      },
    };
  }

  it('starts building the local index in a task after the list arrives, not during it', async () => {
    const { tree } = setup();
    const fresh = new OrgTreeStore();
    const steps = stepped();
    const index = loadedOrgsIndex(fresh, { slicer: steps.slicer, scanLimit: 100 });
    const stop = followTree(fresh, () => false, steps.pause);
    fresh.setRoots(tree.roots);
    expect(index.building).toBe(false);
    await steps.release();
    expect(index.building).toBe(true);
    stop();
  });

  it('builds no local index in API mode, where the server searches', async () => {
    const { tree } = setup();
    const fresh = new OrgTreeStore();
    const steps = stepped();
    const index = loadedOrgsIndex(fresh, { slicer: steps.slicer, scanLimit: 100 });
    const stop = followTree(fresh, () => true, steps.pause);
    fresh.setRoots(tree.roots);
    await steps.release();
    expect(index.building).toBe(false);
    stop();
  });
});
