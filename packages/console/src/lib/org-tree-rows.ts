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
 * The visible rows in display order, kept as parallel arrays: 100,000 rows cost a few arrays of
 * numbers instead of 100,000 objects for the garbage collector (`pnpm bench:orgs`). A row object
 * is made only for the few rows on screen, by `at`.
 */
export class OrgRows {
  constructor(
    readonly nodes: OrgNode[] = [],
    readonly levels: number[] = [],
    readonly positions: number[] = [],
    readonly sizes: number[] = [],
    readonly open: boolean[] = [],
  ) {}

  /**
   * The rows after the node at `index` opened: its visible descendants are spliced in after it
   * instead of flattening the whole tree again (a 1,000-child expand in a 100,000-row tree).
   */
  withOpened(index: number, isOpen: (node: OrgNode) => boolean): OrgRows | undefined {
    const node = this.nodes[index];
    if (!node?.children) return this;
    const inner = flattenVisibleRows(node.children, isOpen);
    // Spreading more arguments than this risks the engine's argument limit: flatten again.
    if (inner.length > 20_000) return undefined;
    const level = (this.levels[index] as number) + 1;
    const next = this.#copy();
    next.open[index] = true;
    next.nodes.splice(index + 1, 0, ...inner.nodes);
    next.levels.splice(index + 1, 0, ...inner.levels.map((l) => l + level - 1));
    next.positions.splice(index + 1, 0, ...inner.positions);
    next.sizes.splice(index + 1, 0, ...inner.sizes);
    next.open.splice(index + 1, 0, ...inner.open);
    return next;
  }

  /** The rows after the node at `index` closed: its descendants' rows are cut out. */
  withClosed(index: number): OrgRows {
    const level = this.levels[index] as number;
    let end = index + 1;
    while (end < this.levels.length && (this.levels[end] as number) > level) end++;
    const next = this.#copy();
    next.open[index] = false;
    for (const list of [next.nodes, next.levels, next.positions, next.sizes, next.open]) {
      list.splice(index + 1, end - index - 1);
    }
    return next;
  }

  // The arrays are shared and changed in place; a new object tells React the rows changed.
  #copy(): OrgRows {
    return new OrgRows(this.nodes, this.levels, this.positions, this.sizes, this.open);
  }

  get length(): number {
    return this.nodes.length;
  }

  /** The row at an index, or `undefined` past the ends. */
  at(index: number): OrgRow | undefined {
    const node = this.nodes[index];
    if (!node) return undefined;
    return {
      node,
      level: this.levels[index] as number,
      posInSet: this.positions[index] as number,
      setSize: this.sizes[index] as number,
      isOpen: this.open[index] as boolean,
    };
  }

  /** The index of a node's row, or -1 when it is not visible. */
  indexOf(uniqueId: string | null): number {
    if (uniqueId === null) return -1;
    const nodes = this.nodes;
    for (let i = 0; i < nodes.length; i++)
      if ((nodes[i] as OrgNode).uniqueId === uniqueId) return i;
    return -1;
  }

  *[Symbol.iterator](): Iterator<OrgRow> {
    for (let i = 0; i < this.nodes.length; i++) yield this.at(i) as OrgRow;
  }
}

/**
 * Flattens the visible part of the tree (roots, and the children of open nodes) into rows in
 * display order. The virtualized tree windows this list (DESIGN.md "Measured on these machines"):
 * the work is linear in the visible rows, never in the whole tree.
 */
export function flattenVisibleRows(
  roots: readonly OrgNode[],
  isOpen: (node: OrgNode) => boolean,
): OrgRows {
  const rows = new OrgRows();
  // An explicit stack instead of recursion: 100,000 open rows must not hit the call-stack limit.
  const siblingsStack: (readonly OrgNode[])[] = [roots];
  const indexStack: number[] = [0];
  while (siblingsStack.length > 0) {
    const top = siblingsStack.length - 1;
    const siblings = siblingsStack[top] as readonly OrgNode[];
    const index = indexStack[top] as number;
    if (index >= siblings.length) {
      siblingsStack.pop();
      indexStack.pop();
      continue;
    }
    const node = siblings[index] as OrgNode;
    indexStack[top] = index + 1;
    const open = node.hasChildren && isOpen(node);
    rows.nodes.push(node);
    rows.levels.push(top + 1);
    rows.positions.push(index + 1);
    rows.sizes.push(siblings.length);
    rows.open.push(open);
    if (open && node.children && node.children.length > 0) {
      siblingsStack.push(node.children);
      indexStack.push(0);
    }
  }
  return rows;
}

/** SPEC.md §9: indent 6px per level, plus 18px when the node has no children (no toggle). */
export function rowIndent(row: Pick<OrgRow, 'level' | 'node'>): number {
  return (row.level - 1) * 6 + (row.node.hasChildren ? 0 : 18);
}
