import { describe, expect, it } from 'vitest';
import { acmeTree } from '../../../test/org-tree-fixture';
import { buildOrgNode, type OrgNode, type OrgNodeInput, wrapInFakeRoot } from './org-node';
import { isNodeOpen, type OrgRow, OrgRows, rowIndent, setNodeOpen } from './org-tree-rows';

const sample = () =>
  acmeTree(
    [{ name: 'Harbor', number: 'GN-3', type: 'Site' }],
    [{ name: 'West', number: 'GN-4', type: 'Grouping', hasChildren: true }],
  );

function* walk(nodes: readonly OrgNode[]): Generator<OrgNode> {
  for (const node of nodes) {
    yield node;
    if (node.children) yield* walk(node.children);
  }
}

/** Opens the nodes with these uniqueIds (all of them with `true`). */
function opened(roots: OrgNode[], ids: string[] | true): OrgNode[] {
  for (const node of walk(roots))
    if (ids === true || ids.includes(node.uniqueId)) setNodeOpen(node, true);
  return roots;
}

const names = (roots: OrgNode[]) => [...new OrgRows(roots)].map((row) => row.node.name);

/** What the rows must be: a plain recursive flattening of the visible part of the tree. */
function reference(roots: readonly OrgNode[], level = 1): OrgRow[] {
  return roots.flatMap((node, index) => {
    const isOpen = node.hasChildren && isNodeOpen(node);
    const row = { node, level, posInSet: index + 1, setSize: roots.length, isOpen };
    return [row, ...(isOpen && node.children ? reference(node.children, level + 1) : [])];
  });
}

/** A seeded random tree of `count` orgs; some org numbers extend others ("GN-1" and "GN-1-2"). */
function randomTree(count: number, seed: number): OrgNode[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const inputs: OrgNodeInput[] = [];
  const all: OrgNodeInput[] = [];
  for (let i = 0; i < count; i++) {
    const parent =
      all.length > 0 && random() < 0.85 ? all[Math.floor(random() * all.length)] : undefined;
    // Every fourth number extends an earlier org's: a false lead for a uniqueId prefix walk.
    const base = all[Math.floor(random() * all.length)]?.number ?? 'GN-1';
    const number = i % 4 === 0 ? `${base}-${i}` : `GN-${i + 2}`;
    const input: OrgNodeInput = { name: `Org ${i}`, number, type: 'Grouping' };
    if (!parent) inputs.push(input);
    else if (parent.children) parent.children.push(input);
    else parent.children = [input];
    all.push(input);
  }
  const roots = inputs.map((input) => buildOrgNode(input));
  for (const node of walk(roots)) if (random() < 0.6) setNodeOpen(node, true);
  return roots;
}

describe('OrgRows', () => {
  it('shows only the roots while everything is closed', () => {
    expect(names([sample()])).toEqual(['Acme']);
  });

  it('shows the children of open nodes in display order', () => {
    expect(names(opened([sample()], ['GN-1', 'GN-1-GN-2']))).toEqual([
      'Acme',
      'East',
      'Harbor',
      'West',
    ]);
  });

  it('hides the descendants of a closed node even when they are open themselves', () => {
    expect(names(opened([sample()], ['GN-1-GN-2']))).toEqual(['Acme']);
  });

  it('shows an open node whose children are not loaded yet as open, with nothing below it', () => {
    const rows = new OrgRows(opened([sample()], true));
    expect(rows.at(3)).toMatchObject({ node: { name: 'West' }, isOpen: true });
    expect(rows).toHaveLength(4);
  });

  it('gives each row its level, position and set size for the ARIA tree', () => {
    const rows = [...new OrgRows(opened([sample()], true))];
    expect(rows.map((r) => [r.node.name, r.level, r.posInSet, r.setSize, r.isOpen])).toEqual([
      ['Acme', 1, 1, 1, true],
      ['East', 2, 1, 2, true],
      ['Harbor', 3, 1, 1, false],
      ['West', 2, 2, 2, true],
    ]);
  });

  it('reads any row, in any order, as a flattened list would give it', () => {
    for (const seed of [1, 2, 3]) {
      const roots = randomTree(400, seed);
      const expected = reference(roots);
      const rows = new OrgRows(roots);
      expect(rows).toHaveLength(expected.length);
      // Backwards, then by a stride, then forwards: jumps as well as steps to the next row.
      const order = [
        ...expected.map((_, i) => expected.length - 1 - i),
        ...expected.map((_, i) => (i * 37) % expected.length),
        ...expected.map((_, i) => i),
      ];
      for (const index of order) expect(rows.at(index)).toEqual(expected[index]);
      expect(rows.at(-1)).toBeUndefined();
      expect(rows.at(expected.length)).toBeUndefined();
    }
  });

  it('opens and closes nodes one at a time exactly as counting them all again would', () => {
    const roots = randomTree(300, 6);
    const nodes = [...walk(roots)].filter((node) => node.hasChildren);
    let rows = new OrgRows(roots);
    let visible = 0;
    let counted = 0;
    for (let step = 0; step < 200; step++) {
      const node = nodes[(step * 97) % nodes.length] as OrgNode;
      const shown = rows.indexOf(node.uniqueId) >= 0;
      const toggled = rows.toggled(node, !isNodeOpen(node));
      // A visible node changes only its subtree and ancestors; a hidden one asks for a count.
      if (shown) visible++;
      if (shown && toggled) counted++;
      if (!shown) expect(toggled).toBeUndefined();
      rows = toggled ?? new OrgRows(roots);
      const expected = reference(roots);
      expect(rows).toHaveLength(expected.length);
      expect([...rows]).toEqual(expected);
      expect(new OrgRows(roots)).toHaveLength(expected.length);
    }
    // Only an org number that extends a sibling's can send the walk astray.
    expect(visible).toBeGreaterThan(50);
    expect(counted).toBeGreaterThan(visible * 0.8);
  });

  it('toggles a visible node without counting the rest of the tree', () => {
    const roots = opened([sample()], ['GN-1']);
    const east = roots[0]?.children?.[0] as OrgNode;
    const rows = new OrgRows(roots);
    const afterOpen = rows.toggled(east, true);
    expect(afterOpen).toHaveLength(4);
    expect(afterOpen?.at(2)).toMatchObject({ node: { name: 'Harbor' }, level: 3 });
    expect(afterOpen?.toggled(roots[0] as OrgNode, false)).toHaveLength(1);
  });

  it('says a hidden node changed without counting, and the next count sees it', () => {
    const roots = opened([sample()], ['GN-1-GN-2']);
    const east = roots[0]?.children?.[0] as OrgNode;
    const rows = new OrgRows(roots);
    expect(rows.toggled(east, false)).toBeUndefined();
    expect(isNodeOpen(east)).toBe(false);
    setNodeOpen(roots[0] as OrgNode, true);
    expect(names(roots)).toEqual(['Acme', 'East', 'West']);
  });

  it('finds the row of every visible node, and none for a hidden one', () => {
    for (const seed of [4, 5]) {
      const roots = randomTree(400, seed);
      const rows = new OrgRows(roots);
      const visible = reference(roots).map((row) => row.node.uniqueId);
      for (const node of walk(roots)) {
        expect(rows.indexOf(node.uniqueId)).toBe(visible.indexOf(node.uniqueId));
      }
      expect(rows.indexOf('GN-404')).toBe(-1);
      expect(rows.indexOf(null)).toBe(-1);
    }
  });

  it('gives no row, rather than throwing, when read after its tree changed', () => {
    const roots = opened([sample()], true);
    const before = new OrgRows(roots);
    setNodeOpen(roots[0] as OrgNode, false);
    const after = new OrgRows(roots);
    expect(after).toHaveLength(1);
    expect(before.at(3)).toBeUndefined();
    expect(before.at(0)?.node.name).toBe('Acme');
    expect(before.at(1)).toBeUndefined();
  });

  it('finds a row past a closed sibling whose org number its own extends', () => {
    const roots = opened(
      [
        buildOrgNode({ name: 'Five', number: 'GN-5', type: 'Grouping', hasChildren: true }),
        buildOrgNode({
          name: 'Five-eight',
          number: 'GN-5-8',
          type: 'Grouping',
          children: [{ name: 'Inn', number: 'GN-9', type: 'Site' }],
        }),
      ],
      ['GN-5-8'],
    );
    const rows = new OrgRows(roots);
    expect(rows.indexOf('GN-5-8-GN-9')).toBe(2);
    expect(rows.indexOf('GN-5-GN-7')).toBe(-1);
  });

  it('finds rows below the fake root, whose children do not extend its id', () => {
    const root = opened([wrapInFakeRoot([sample()])], true);
    const rows = new OrgRows(root);
    expect(rows.indexOf('GN-1-GN-2-GN-3')).toBe(3);
    expect(rows.at(3)?.node.name).toBe('Harbor');
  });

  it('counts, reads and finds rows of a deep chain without overflowing the stack', () => {
    let deep = buildOrgNode({ name: 'leaf', number: 'GN-0', type: 'Site' });
    for (let i = 1; i < 20_000; i++) {
      deep = { ...deep, name: `n${i}`, uniqueId: `n${i}`, hasChildren: true, children: [deep] };
      setNodeOpen(deep, true);
    }
    const rows = new OrgRows([deep]);
    expect(rows).toHaveLength(20_000);
    expect(rows.at(19_999)).toMatchObject({ node: { name: 'leaf' }, level: 20_000 });
    expect(rows.indexOf(deep.uniqueId)).toBe(0);
  });
});

describe('rowIndent', () => {
  it.each([
    [1, true, 0],
    [1, false, 18],
    [3, true, 12],
    [3, false, 30],
  ])('indents level %i (has children: %s) by %ipx', (level, hasChildren, expected) => {
    expect(rowIndent({ level, node: { ...sample(), hasChildren } })).toBe(expected);
  });
});
