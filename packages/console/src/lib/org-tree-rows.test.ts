import { describe, expect, it } from 'vitest';
import { buildOrgNode } from './org-node';
import { flattenVisibleRows, rowIndent } from './org-tree-rows';

const root = buildOrgNode({
  name: 'Acme',
  number: 'GN-1',
  type: 'ServiceProvider',
  children: [
    {
      name: 'East',
      number: 'GN-2',
      type: 'Grouping',
      children: [{ name: 'Harbor', number: 'GN-3', type: 'Site' }],
    },
    { name: 'West', number: 'GN-4', type: 'Grouping', hasChildren: true },
  ],
});

const names = (open: string[]) =>
  [...flattenVisibleRows([root], (node) => open.includes(node.uniqueId))].map(
    (row) => row.node.name,
  );

describe('flattenVisibleRows', () => {
  it('shows only the roots while everything is closed', () => {
    expect(names([])).toEqual(['Acme']);
  });

  it('shows the children of open nodes in display order', () => {
    expect(names(['GN-1', 'GN-1-GN-2'])).toEqual(['Acme', 'East', 'Harbor', 'West']);
  });

  it('hides the descendants of a closed node even when they are open themselves', () => {
    expect(names(['GN-1-GN-2'])).toEqual(['Acme']);
  });

  it('gives each row its level, position and set size for the ARIA tree', () => {
    const rows = [...flattenVisibleRows([root], () => true)];
    expect(rows.map((r) => [r.node.name, r.level, r.posInSet, r.setSize, r.isOpen])).toEqual([
      ['Acme', 1, 1, 1, true],
      ['East', 2, 1, 2, true],
      ['Harbor', 3, 1, 1, false],
      ['West', 2, 2, 2, true],
    ]);
  });

  it('flattens a deep chain without overflowing the stack', () => {
    let deep = buildOrgNode({ name: 'leaf', number: 'GN-0', type: 'Site' });
    for (let i = 1; i < 20_000; i++) {
      deep = { ...deep, uniqueId: `n${i}`, hasChildren: true, children: [deep] };
    }
    expect(flattenVisibleRows([deep], () => true)).toHaveLength(20_000);
  });
});

describe('rowIndent', () => {
  it.each([
    [1, true, 0],
    [1, false, 18],
    [3, true, 12],
    [3, false, 30],
  ])('indents level %i (has children: %s) by %ipx', (level, hasChildren, expected) => {
    expect(rowIndent({ level, node: { ...root, hasChildren } })).toBe(expected);
  });
});

describe('OrgRows updates', () => {
  const flat = (open: string[]) =>
    flattenVisibleRows([root], (node) => open.includes(node.uniqueId));
  const summary = (rows: Iterable<{ node: { name: string }; level: number; isOpen: boolean }>) =>
    [...rows].map((r) => `${r.node.name}:${r.level}:${r.isOpen}`);

  it('splices an opened node in exactly as a fresh flattening would', () => {
    const open = ['GN-1', 'GN-1-GN-2'];
    const before = flat(['GN-1']);
    const after = before.withOpened(1, (node) => open.includes(node.uniqueId));
    expect(after && summary(after)).toEqual(summary(flat(open)));
  });

  it('cuts a closed node out exactly as a fresh flattening would', () => {
    const after = flat(['GN-1', 'GN-1-GN-2']).withClosed(1);
    expect(summary(after)).toEqual(summary(flat(['GN-1'])));
  });
});
