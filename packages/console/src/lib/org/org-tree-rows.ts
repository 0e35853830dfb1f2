import type { OrgNode } from './org-node';

/** One visible row of the tree, with what the ARIA tree pattern needs. */
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
 * A node's open state and, while it is open, how many visible rows its descendants take, kept on
 * the node itself under a symbol: `undefined` or `-1` closed, `>= 0` open. No hash set of ids and
 * no map of counts: opening 27,000 nodes and counting 100,000 rows is plain property access,
 * where a `Set` of uniqueIds cost about 10 ms of the first paint (docs/decisions/org-tree-rows.md).
 * A symbol keeps it out of JSON and out of the node's public shape.
 */
const ROWS_BELOW = Symbol('org tree rows below');

/** A node as the tree holds it. The hot loops below read the field inline, not through a call. */
type TreeNode = OrgNode & { [ROWS_BELOW]?: number };

/** Whether a node is open (it may still have no children loaded). */
export function isNodeOpen(node: OrgNode): boolean {
  return ((node as TreeNode)[ROWS_BELOW] ?? -1) >= 0;
}

/** Opens or closes a node; the rows must be counted again afterwards (`new OrgRows`). */
export function setNodeOpen(node: OrgNode, open: boolean): void {
  if (isNodeOpen(node) !== open) (node as TreeNode)[ROWS_BELOW] = open ? 0 : -1;
}

/** Opens many nodes: `setNodeOpen` inline, for the 27,000 parents of a fully expanded tree. */
export function openNodes(nodes: Iterable<OrgNode>): void {
  for (const node of nodes) {
    const below = (node as TreeNode)[ROWS_BELOW];
    if (below === undefined || below < 0) (node as TreeNode)[ROWS_BELOW] = 0;
  }
}

/** Whether a node's children show as rows: open, with children loaded. */
function expanded(node: TreeNode): boolean {
  const below = node[ROWS_BELOW];
  return below !== undefined && below >= 0 && node.hasChildren && !!node.children?.length;
}

/** The rows a visible node takes: itself, plus its descendants' rows when it is expanded. */
function span(node: TreeNode): number {
  return expanded(node) ? 1 + (node[ROWS_BELOW] as number) : 1;
}

/**
 * Counts the visible rows under `roots` (roots, and the children of open nodes) and stores each
 * expanded node's count on it. A list's rows are its length plus its expanded nodes' counts, so a
 * leaf costs one property read: this runs once per change over up to 100,000 rows, often before
 * the engine has optimized it. An explicit stack, so a chain 20,000 deep does not overflow.
 */
function countRows(roots: readonly OrgNode[]): number {
  const lists: (readonly TreeNode[])[] = [roots];
  const owners: TreeNode[] = [];
  const next: number[] = [0];
  const sums: number[] = [roots.length];
  let top = 0;
  descend: for (;;) {
    const list = lists[top] as readonly TreeNode[];
    for (let i = next[top] as number; i < list.length; i++) {
      const node = list[i] as TreeNode;
      if (!node.hasChildren) continue;
      // expanded(node), inline.
      const below = node[ROWS_BELOW];
      const children = node.children;
      if (below !== undefined && below >= 0 && children !== undefined && children.length > 0) {
        next[top] = i + 1;
        top++;
        lists[top] = children;
        owners[top] = node;
        next[top] = 0;
        sums[top] = children.length;
        continue descend;
      }
    }
    const sum = sums[top] as number;
    if (top === 0) return sum;
    (owners[top] as TreeNode)[ROWS_BELOW] = sum;
    top--;
    sums[top] = (sums[top] as number) + sum;
  }
}

/**
 * The visible rows in display order, without a flattened list: one counting pass gives the
 * length, and a row is found by walking down from the roots with each expanded node's count, so
 * the first paint of 100,000 open rows costs that pass plus the few rows on screen
 * (`pnpm bench:orgs`; docs/decisions/org-tree-rows.md). Reading rows one after another (the
 * window, type-ahead, iteration) steps from the previous row instead of walking down again.
 *
 * A snapshot: the store makes a new one after every change, which also tells React the rows
 * changed. The counts live on the nodes, so only the newest snapshot of a tree is valid.
 */
export class OrgRows {
  readonly length: number;
  // Where the last row read sits: the sibling lists from the roots down and the index in each.
  #lists: (readonly OrgNode[])[] = [];
  #indexes: number[] = [];
  #at = -1;

  /** `length` only from `toggled`, which knows it; otherwise the rows are counted. */
  constructor(
    readonly roots: readonly OrgNode[] = [],
    length?: number,
  ) {
    this.length = length ?? countRows(roots);
  }

  /**
   * Opens or closes `node` and gives the rows after that. Only the node's subtree and its
   * ancestors' counts change, so a visible node costs its subtree and the walk down to it, not
   * every row (expanding 1,000 sites in a 100,000-row tree). `undefined` when the node is not a
   * row of this snapshot: the state is set all the same, and the rows must be counted again.
   */
  toggled(node: OrgNode, open: boolean): OrgRows | undefined {
    if (isNodeOpen(node) === open) return this;
    const before = span(node) - 1;
    setNodeOpen(node, open);
    const found = this.#locate(node.uniqueId);
    if (found?.node !== node) return undefined;
    const after = expanded(node) ? countRows(node.children as OrgNode[]) : 0;
    if (open) (node as TreeNode)[ROWS_BELOW] = after;
    const change = after - before;
    for (const ancestor of found.ancestors) {
      (ancestor as TreeNode)[ROWS_BELOW] = ((ancestor as TreeNode)[ROWS_BELOW] as number) + change;
    }
    return new OrgRows(this.roots, this.length + change);
  }

  /** The row at an index, or `undefined` past the ends. */
  at(index: number): OrgRow | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    if (index === this.#at + 1 && this.#at >= 0) this.#step();
    else if (index !== this.#at) this.#seek(index);
    // A snapshot read after a later change to its tree (an event handler holding the previous
    // render's rows) can run past the counts it was made with: no row, rather than a throw.
    if (this.#at !== index) return undefined;
    const top = this.#lists.length - 1;
    const list = this.#lists[top] as readonly OrgNode[];
    const position = this.#indexes[top] as number;
    const node = list[position] as OrgNode;
    return {
      node,
      level: top + 1,
      posInSet: position + 1,
      setSize: list.length,
      isOpen: node.hasChildren && isNodeOpen(node),
    };
  }

  /** The node at an index, or `undefined` past the ends. */
  nodeAt(index: number): OrgNode | undefined {
    return this.at(index)?.node;
  }

  /**
   * The index of a node's row, or -1 when it is not visible. A descendant's uniqueId extends its
   * ancestors' (docs/product/entities.md), so a walk down from the roots follows that prefix past whole
   * subtrees; where it finds nothing (the node is hidden, or an org number with hyphens made a
   * false lead) every row is read, as a flattened list would be.
   */
  indexOf(uniqueId: string | null): number {
    if (uniqueId === null || this.length === 0) return -1;
    const found = this.#locate(uniqueId);
    if (found) return found.index;
    for (let i = 0; i < this.length; i++) if (this.nodeAt(i)?.uniqueId === uniqueId) return i;
    return -1;
  }

  *[Symbol.iterator](): Iterator<OrgRow> {
    for (let i = 0; i < this.length; i++) yield this.at(i) as OrgRow;
  }

  /** Walks down from the roots to the row at `index`; `#at` is -1 when the counts ran out. */
  #seek(index: number): void {
    const lists: (readonly OrgNode[])[] = [];
    const indexes: number[] = [];
    this.#lists = lists;
    this.#indexes = indexes;
    this.#at = -1;
    let list = this.roots;
    let rest = index;
    for (;;) {
      let i = 0;
      for (; i < list.length; i++) {
        const rows = span(list[i] as OrgNode);
        if (rest < rows) break;
        rest -= rows;
      }
      if (i === list.length) return;
      lists.push(list);
      indexes.push(i);
      if (rest === 0) break;
      rest -= 1;
      list = (list[i] as OrgNode).children as OrgNode[];
    }
    this.#at = index;
  }

  /** Moves to the next row in display order; `#at` is -1 when there is none. */
  #step(): void {
    const lists = this.#lists;
    const indexes = this.#indexes;
    let top = lists.length - 1;
    const node = (lists[top] as readonly OrgNode[])[indexes[top] as number] as OrgNode;
    if (expanded(node)) {
      lists.push(node.children as OrgNode[]);
      indexes.push(0);
    } else {
      while (
        top >= 0 &&
        (indexes[top] as number) + 1 >= (lists[top] as readonly OrgNode[]).length
      ) {
        lists.pop();
        indexes.pop();
        top--;
      }
      if (top < 0) {
        this.#at = -1;
        return;
      }
      indexes[top] = (indexes[top] as number) + 1;
    }
    this.#at++;
  }

  /**
   * The walk down from the roots to the row of `uniqueId`, following the uniqueId prefix past
   * whole subtrees: the row's index, its node and the expanded nodes above it, or `undefined`
   * when the walk finds nothing.
   */
  #locate(uniqueId: string): { index: number; node: OrgNode; ancestors: OrgNode[] } | undefined {
    const ancestors: OrgNode[] = [];
    let list = this.roots;
    let index = 0;
    for (;;) {
      let next: OrgNode | undefined;
      for (const node of list) {
        if (node.uniqueId === uniqueId) return { index, node, ancestors };
        if (expanded(node) && leadsTo(node, uniqueId)) {
          next = node;
          break;
        }
        index += span(node);
      }
      if (!next) return undefined;
      ancestors.push(next);
      index += 1;
      list = next.children as OrgNode[];
    }
  }
}

/**
 * Whether the node with `uniqueId` may be below an expanded node: its id extends the node's, or
 * the node is a wrapper whose children do not extend its id (the fake root `-1`, docs/product/entities.md).
 */
function leadsTo(node: OrgNode, uniqueId: string): boolean {
  const id = node.uniqueId;
  if (uniqueId.startsWith(id) && uniqueId.charCodeAt(id.length) === 45 /* - */) return true;
  return !(node.children?.[0]?.uniqueId.startsWith(id) ?? true);
}

/** docs/product/constants.md: indent 6px per level, plus 18px when the node has no children (no toggle). */
export function rowIndent(row: Pick<OrgRow, 'level' | 'node'>): number {
  return (row.level - 1) * 6 + (row.node.hasChildren ? 0 : 18);
}
