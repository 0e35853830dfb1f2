import { createStore } from '../platform/store';
import { displayPathOf, type OrgNode, type OrgPathEntry } from './org-node';
import { isNodeOpen, OrgRows, openNodes, setNodeOpen } from './org-tree-rows';

/** Where the tree comes from: the native list, still loading, or the legacy frame (docs/product/states.md). */
export type OrgTreeSource = 'loading' | 'native' | 'legacy';

/** Loads the children of a node whose children are not loaded yet. */
export type LoadChildren = (node: OrgNode) => Promise<OrgNode[]>;

/**
 * The org tree the console holds: the loaded nodes, which are open or opening, and the visible
 * rows the virtualized tree windows. React-free; components subscribe through
 * `useSyncExternalStore` with `subscribe` and `version`.
 *
 * Open state lives on the nodes the store holds (org-tree-rows.ts), so a node belongs to one
 * store; a reloaded list keeps the nodes that were open open, by uniqueId.
 */
export class OrgTreeStore {
  roots: OrgNode[] = [];
  source: OrgTreeSource = 'loading';
  #opening = new Set<string>();
  #rows: OrgRows | undefined;
  #byUniqueId: Map<string, OrgNode> | undefined;
  #byNumber: Map<string, OrgNode> | undefined;
  #all: OrgNode[] | undefined;
  #version = createStore(0);

  /** Replaces the tree with freshly loaded roots; nodes open in the old tree stay open. */
  setRoots(roots: OrgNode[], source: OrgTreeSource = 'native'): void {
    if (this.roots.length > 0) reopen(roots, openIds(this.roots));
    this.roots = roots;
    this.source = source;
    this.#invalidateIndex();
    this.#changed();
  }

  /** Marks the tree as shown by the legacy frame (the list call failed). */
  setSource(source: OrgTreeSource): void {
    this.source = source;
    this.#changed();
  }

  /** The visible rows in display order, counted again only after a change. */
  rows(): OrgRows {
    this.#rows ??= new OrgRows(this.roots);
    return this.#rows;
  }

  isOpening(uniqueId: string): boolean {
    return this.#opening.has(uniqueId);
  }

  /**
   * Opens a node, fetching its children first when they are not loaded (docs/product/states.md "Tree
   * nodes"); does nothing when it is already open or being opened. Rejects when the fetch fails,
   * leaving the node closed.
   */
  async open(node: OrgNode, load?: LoadChildren): Promise<void> {
    const id = node.uniqueId;
    if (isNodeOpen(node) || this.#opening.has(id) || !node.hasChildren) return;
    if (!node.children && load) {
      // The rows stay as they are while the node is opening: only the row's marker changes.
      this.#opening.add(id);
      this.#changed(this.#rows);
      try {
        node.children = await load(node);
        this.#invalidateIndex();
      } catch (error) {
        this.#opening.delete(id);
        this.#changed(this.#rows);
        throw error;
      }
      this.#opening.delete(id);
    }
    this.#toggle(node, true);
  }

  /** Closes a node; its descendants keep their own open state for when it reopens. */
  close(node: OrgNode): void {
    if (isNodeOpen(node)) this.#toggle(node, false);
  }

  /** Opens or closes one node, counting only what changed when the rows are current. */
  #toggle(node: OrgNode, open: boolean): void {
    const rows = this.#rows?.toggled(node, open);
    if (!rows) setNodeOpen(node, open);
    this.#changed(rows);
  }

  /** Opens loaded nodes at once, with one change (expand all, benchmarks, restored state). */
  openMany(nodes: Iterable<OrgNode>): void {
    openNodes(nodes);
    this.#changed();
  }

  /** Opens every loaded ancestor of a node so that it becomes visible (docs/product/states.md). */
  openAncestors(node: OrgNode): void {
    for (const id of node.uniqueIdPath.slice(0, -1)) {
      const ancestor = this.findByUniqueId(id);
      if (ancestor) setNodeOpen(ancestor, true);
    }
    this.#changed();
  }

  findByUniqueId(uniqueId: string): OrgNode | undefined {
    if (!this.#byUniqueId) {
      const byUniqueId = new Map<string, OrgNode>();
      for (const node of this.allNodes()) byUniqueId.set(node.uniqueId, node);
      this.#byUniqueId = byUniqueId;
    }
    return this.#byUniqueId.get(uniqueId);
  }

  findByNumber(number: string): OrgNode | undefined {
    if (!this.#byNumber) {
      const byNumber = new Map<string, OrgNode>();
      for (const node of this.allNodes()) {
        if (node.number) byNumber.set(node.number.toUpperCase(), node);
      }
      this.#byNumber = byNumber;
    }
    return this.#byNumber.get(number.toUpperCase());
  }

  /** Every loaded node in pre-order (open or not): what the local search filters. */
  allNodes(): OrgNode[] {
    this.#all ??= preOrder(this.roots);
    return this.#all;
  }

  /**
   * Grafts a node loaded on its own (by path or number) into the tree under its loaded parent; a
   * node whose parent is not loaded becomes a root. A node the tree has already takes in what the
   * loaded one brings below it: the by-path answer is the top org with the path's branch
   * expanded, which joins the tree where its children were not loaded yet.
   */
  insert(node: OrgNode): OrgNode {
    const existing = this.findByUniqueId(node.uniqueId);
    if (existing) {
      graft(existing, node);
      this.#invalidateIndex();
      this.#changed();
      return existing;
    }
    const parentId = node.uniqueIdPath.at(-2);
    const parent = parentId ? this.findByUniqueId(parentId) : undefined;
    if (parent?.children) parent.children.push(node);
    else if (parent) parent.children = [node];
    else this.roots.push(node);
    if (parent) parent.hasChildren = true;
    this.#invalidateIndex();
    this.#changed();
    return node;
  }

  /**
   * Applies an org's saved details (Edit Org): the node gets its new name, status and
   * trial mode, and its loaded descendants their new paths and display paths. The changed nodes
   * are new objects (open state kept), so the search index, which knows records by identity,
   * takes them in as changed. Returns the updated node, or undefined when it is not loaded.
   */
  update(
    number: string,
    change: Partial<Pick<OrgNode, 'name' | 'status' | 'isTrialMode'>>,
  ): OrgNode | undefined {
    const node = this.findByNumber(number);
    if (!node) return undefined;
    const updated: OrgNode = { ...node, ...change };
    if (change.name !== undefined && change.name !== node.name) {
      updated.path = [...node.path.slice(0, -1), { name: change.name, number: node.number }];
      if (node.children) updated.children = withAncestors(node.children, updated.path);
    }
    this.#replace(node, updated);
    return updated;
  }

  /**
   * Takes an org and its loaded descendants out of the tree (a deleted org). Returns
   * its parent when loaded.
   */
  remove(number: string): OrgNode | undefined {
    const node = this.findByNumber(number);
    if (!node) return undefined;
    const parent = this.#parentOf(node);
    if (parent?.children) {
      parent.children = parent.children.filter((child) => child !== node);
      parent.hasChildren = parent.children.length > 0;
    } else {
      this.roots = this.roots.filter((root) => root !== node);
    }
    this.#invalidateIndex();
    this.#changed();
    return parent;
  }

  #parentOf(node: OrgNode): OrgNode | undefined {
    const parentId = node.uniqueIdPath.at(-2);
    return parentId ? this.findByUniqueId(parentId) : undefined;
  }

  /** Puts `next` where `node` is, in its parent's children or among the roots. */
  #replace(node: OrgNode, next: OrgNode): void {
    const parent = this.#parentOf(node);
    const siblings = parent?.children ?? this.roots;
    const at = siblings.indexOf(node);
    if (at >= 0) siblings[at] = next;
    this.#invalidateIndex();
    this.#changed();
  }

  /** A number that changes with every change, for `useSyncExternalStore`. */
  version = (): number => this.#version.get();

  /** Calls `listener` after every change; returns the unsubscriber. */
  subscribe = (listener: () => void): (() => void) => this.#version.subscribe(listener);

  // The three lookups are built apart, each when first asked for: at 100,000 orgs each costs a
  // main-thread task of its own, and the search index needs only the list (no task over 50 ms
  // between the list's arrival and the first search results:
  // docs/decisions/org-search-index-build.md).
  #invalidateIndex(): void {
    this.#byUniqueId = undefined;
    this.#byNumber = undefined;
    this.#all = undefined;
  }

  /** Tells subscribers; the rows are counted again when next asked for, unless given. */
  #changed(rows?: OrgRows): void {
    this.#rows = rows;
    this.#version.set(this.#version.get() + 1);
  }
}

/**
 * Copies of `nodes` and their loaded descendants under a renamed ancestor whose path is
 * `ancestors`: new path and display path, the rest (open state included) as it was.
 */
function withAncestors(nodes: readonly OrgNode[], ancestors: readonly OrgPathEntry[]): OrgNode[] {
  return nodes.map((node) => {
    const path = [...ancestors, { name: node.name, number: node.number }];
    const copy: OrgNode = { ...node, path, displayPath: displayPathOf(path) };
    if (node.children) copy.children = withAncestors(node.children, path);
    return copy;
  });
}

/** The uniqueIds of the open nodes among `roots` and their loaded descendants. */
function openIds(roots: readonly OrgNode[]): Set<string> {
  const ids = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop() as OrgNode;
    if (isNodeOpen(node)) ids.add(node.uniqueId);
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return ids;
}

/** Opens the nodes among `roots` and their loaded descendants whose uniqueId is in `ids`. */
function reopen(roots: readonly OrgNode[], ids: ReadonlySet<string>): void {
  if (ids.size === 0) return;
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop() as OrgNode;
    if (node.hasChildren && ids.has(node.uniqueId)) setNodeOpen(node, true);
    if (node.children) for (const child of node.children) stack.push(child);
  }
}

/** Every node among `roots` and their loaded descendants, in pre-order (open or not). */
function preOrder(roots: readonly OrgNode[]): OrgNode[] {
  const all: OrgNode[] = [];
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as OrgNode;
    all.push(node);
    const children = node.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as OrgNode);
  }
  return all;
}

/** Takes into `into` the children `from` brings that it does not have, at every depth. */
function graft(into: OrgNode, from: OrgNode): void {
  if (!from.children) return;
  if (!into.children) {
    into.children = from.children;
    into.hasChildren = true;
    return;
  }
  const held = new Map(into.children.map((child) => [child.uniqueId, child]));
  for (const child of from.children) {
    const same = held.get(child.uniqueId);
    if (same) graft(same, child);
    else into.children.push(child);
  }
}
