import { describe, expect, it } from 'vitest';
import { buildOrgNode, type OrgNode, type OrgNodeInput } from '../org/org-node';
import { OrgTreeStore } from '../org/org-tree-store';
import { OrgSearchIndex } from './org-search-index';
import { LiveOrgSearchIndex } from './org-search-index-live';
import { runSliced, type Slicer } from './time-slices';

/** mulberry32: the same random trees on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Harbor', 'Hill', 'Inn', 'Lodge', 'Café', 'Über', 'West', 'GN-10', 'Park', 'Suite'];

/** A random org tree of about `count` orgs, names drawn from a few words so queries match. */
function randomTree(seed: number, count: number): OrgNode[] {
  const next = random(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  let made = 0;
  const grow = (depth: number): OrgNodeInput => {
    made++;
    const input: OrgNodeInput = {
      name: `${pick()} ${pick()} ${made}`,
      number: `GN-${made}`,
      type: 'Site',
    };
    const kids = depth < 4 ? Math.floor(next() * 8) : 0;
    const children: OrgNodeInput[] = [];
    for (let i = 0; i < kids && made < count; i++) children.push(grow(depth + 1));
    return children.length > 0 ? { ...input, type: 'ServiceProvider', children } : input;
  };
  const roots: OrgNode[] = [];
  while (made < count) roots.push(buildOrgNode(grow(0)));
  return roots;
}

const text = (node: OrgNode) => `${node.name}\u0001${node.displayPath}`;

/** What a query should find: the loaded orgs in list order whose text contains it. */
function plainFilter(nodes: readonly OrgNode[], query: string, limit = 500) {
  const q = query.toLowerCase();
  const all = nodes.filter((node) => text(node).toLowerCase().includes(q));
  return { items: all.slice(0, limit), total: all.length };
}

/** Slices that the test hands out one at a time: every step is a slice of its own. */
function handSlices() {
  const pauses: (() => void)[] = [];
  const slicer = (): Slicer => ({
    shouldYield: () => true,
    yield: () => new Promise<void>((resolve) => pauses.push(resolve)),
  });
  return {
    slicer,
    /** Lets every waiting slice run once. */
    async turn() {
      for (const resume of pauses.splice(0)) resume();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** Slices that never wait. */
const noWait = (): Slicer => ({ shouldYield: () => true, yield: () => Promise.resolve() });

const QUERIES = ['har', 'harbor', 'harbor h', 'inn', 'über', 'café', 'gn-10', 'st 1', 'e p', 'zzz'];

describe('LiveOrgSearchIndex', () => {
  it.each([1, 2, 3, 4, 5])(
    'builds in slices the same index as in one piece (random tree %i)',
    async (seed) => {
      const tree = new OrgTreeStore();
      tree.setRoots(randomTree(seed, 3_000));
      const nodes = tree.allNodes();
      const sliced = await runSliced(OrgSearchIndex.steps(nodes, text), noWait());
      const onePiece = new OrgSearchIndex(nodes, text);
      for (const query of QUERIES) {
        expect(sliced.search(query, 10_000)).toEqual(onePiece.search(query, 10_000));
        expect(onePiece.search(query, 10_000)).toEqual(plainFilter(nodes, query, 10_000));
      }
    },
  );

  it('answers a query typed while the index is building, before the build ends', async () => {
    const tree = new OrgTreeStore();
    tree.setRoots(randomTree(7, 5_000));
    const slices = handSlices();
    const live = new LiveOrgSearchIndex(() => tree.allNodes(), text, { slicer: slices.slicer });
    live.refresh();
    expect(live.building).toBe(true);
    for (const query of ['harbor', 'lodge 1']) {
      let result: Awaited<ReturnType<typeof live.search>> | undefined;
      void live.search(query).then((found) => {
        result = found;
      });
      while (!result) await slices.turn();
      expect(live.building).toBe(true);
      expect(result).toEqual(plainFilter(tree.allNodes(), query));
    }
    while (live.building) await slices.turn();
    expect(await live.search('harbor')).toEqual(plainFilter(tree.allNodes(), 'harbor'));
  });

  it('follows orgs inserted into the tree by reading only them, in list order', async () => {
    const tree = new OrgTreeStore();
    tree.setRoots(randomTree(11, 3_000));
    let read = 0;
    const counted = (node: OrgNode) => {
      read++;
      return text(node);
    };
    const live = new LiveOrgSearchIndex(() => tree.allNodes(), counted, { slicer: noWait });
    live.refresh();
    await live.built();
    const parent = tree.allNodes()[40] as OrgNode;
    tree.insert(
      buildOrgNode({ name: 'Harbor Annex', number: 'GN-90001', type: 'Site' }, parent.path),
    );
    tree.insert(buildOrgNode({ name: 'Harbor Far', number: 'GN-90002', type: 'Site' }));
    read = 0;
    for (const query of ['harbor', 'annex', 'harbor far']) {
      expect(await live.search(query)).toEqual(plainFilter(tree.allNodes(), query));
    }
    expect(live.building).toBe(false);
    expect(read).toBe(2);
  });

  it('builds again in the background when many orgs are loaded or the list is reloaded', async () => {
    const tree = new OrgTreeStore();
    tree.setRoots(randomTree(13, 2_000));
    const slices = handSlices();
    const live = new LiveOrgSearchIndex(() => tree.allNodes(), text, {
      slicer: slices.slicer,
      scanLimit: 300,
    });
    live.refresh();
    while (live.building) await slices.turn();

    const parent = tree.allNodes()[3] as OrgNode;
    const next = random(17);
    const loaded = Array.from({ length: 400 }, (_, i) =>
      buildOrgNode(
        {
          name: `${WORDS[i % WORDS.length]} Annex ${Math.floor(next() * 100)}`,
          number: `GN-8${i}`,
          type: 'Site',
        },
        parent.path,
      ),
    );
    for (const node of loaded) tree.insert(node);
    const expectations = async () => {
      for (const query of ['har', 'harbor annex', 'über', 'zzz']) {
        let result: Awaited<ReturnType<typeof live.search>> | undefined;
        void live.search(query).then((found) => {
          result = found;
        });
        while (!result) await slices.turn();
        expect(result).toEqual(plainFilter(tree.allNodes(), query));
      }
    };
    live.refresh();
    expect(live.building).toBe(true);
    await expectations();
    while (live.building) await slices.turn();
    await expectations();

    tree.setRoots(randomTree(19, 1_500));
    live.refresh();
    expect(live.building).toBe(true);
    await expectations();
    while (live.building) await slices.turn();
    await expectations();
  });
});
