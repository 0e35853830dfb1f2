import type { OrgNode } from './org-node';

/** One visible row of the flattened tree, with what the ARIA tree pattern needs. */
export interface OrgRow {
  node: OrgNode;
  /** 1-based depth, as `aria-level`. */
  level: number;
  /** 1-based position among its siblings, as `aria-posinset`. */
  posInSet: number;
  /** Number of siblings, as `aria-setsize`. */
  setSize: number;
  isOpen: boolean;
}

/**
 * Flattens the visible part of the tree (roots, and the children of open nodes) into rows in
 * display order. The virtualized tree windows this list (DESIGN.md "Measured on these machines"):
 * the work is linear in the visible rows, never in the whole tree.
 */
export function flattenVisibleRows(
  roots: readonly OrgNode[],
  isOpen: (uniqueId: string) => boolean,
): OrgRow[] {
  const rows: OrgRow[] = [];
  // An explicit stack instead of recursion: 100,000 open rows must not hit the call-stack limit.
  const stack: { siblings: readonly OrgNode[]; index: number; level: number }[] = [
    { siblings: roots, index: 0, level: 1 },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as (typeof stack)[number];
    if (frame.index >= frame.siblings.length) {
      stack.pop();
      continue;
    }
    const node = frame.siblings[frame.index] as OrgNode;
    frame.index += 1;
    const open = node.hasChildren && isOpen(node.uniqueId);
    rows.push({
      node,
      level: frame.level,
      posInSet: frame.index,
      setSize: frame.siblings.length,
      isOpen: open,
    });
    if (open && node.children && node.children.length > 0) {
      stack.push({ siblings: node.children, index: 0, level: frame.level + 1 });
    }
  }
  return rows;
}

/** SPEC.md §9: indent 6px per level, plus 18px when the node has no children (no toggle). */
export function rowIndent(row: Pick<OrgRow, 'level' | 'node'>): number {
  return (row.level - 1) * 6 + (row.node.hasChildren ? 0 : 18);
}
