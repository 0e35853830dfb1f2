import {
  type GeneratedOrg,
  ORG_ID_PREFIX,
  type OrgTree,
  type OrgType,
} from './generate-org-tree.js';

/** What the tree shows of an org's stored details (the dbo `OrgDetails` field names). */
export interface OrgFacts {
  OrgNumber: string;
  Name: string;
  Type: OrgType;
  ParentNumber: string | null;
  Status: 'Active' | 'Disabled' | 'Removed';
  IsTrialMode: boolean;
}

/** The org changes of a session: details saved or added (by number) and the numbers deleted. */
export interface OrgChanges {
  details: ReadonlyMap<string, OrgFacts>;
  removed: ReadonlyMap<string, unknown>;
}

/**
 * The generated tree with a session's org changes laid over it (docs/decisions/org-changes-overlay.md):
 * renamed, re-statused, added and deleted orgs, with the paths and display paths of everything
 * under a renamed org following. Only the orgs a change touches are built again, once per set of
 * changes and on first read; the other orgs are the generated objects themselves, so a rename in
 * the `huge` scenario (100,000 orgs) costs a lookup per call, not a rebuild.
 *
 * @example
 * const tree = overlayOrgTree(generateOrgTree({ count: 300 }), { details, removed });
 * tree.byNumber.get('GN-1042')?.name; // the saved name
 */
export function overlayOrgTree(base: OrgTree, changes: OrgChanges): OrgTree {
  return new OverlayTree(base, changes);
}

class OverlayTree implements OrgTree {
  readonly #base: OrgTree;
  readonly #changes: OrgChanges;
  // Orgs whose own facts differ from the generated ones (their subtree's paths follow them).
  readonly #renamed = new Set<string>();
  // Orgs whose list of children changed (their `hasChildren` may have).
  readonly #childrenChanged = new Set<string>();
  readonly #added = new Map<string, string[]>();
  readonly #resolved = new Map<string, GeneratedOrg | null>();
  #orgs: GeneratedOrg[] | undefined;
  readonly byNumber: ReadonlyMap<string, GeneratedOrg>;

  constructor(base: OrgTree, changes: OrgChanges) {
    this.#base = base;
    this.#changes = changes;
    for (const [number, facts] of changes.details) {
      const generated = base.byNumber.get(number);
      if (!generated) {
        const parent = facts.ParentNumber ?? '';
        const siblings = this.#added.get(parent);
        if (siblings) siblings.push(number);
        else this.#added.set(parent, [number]);
        this.#childrenChanged.add(parent);
        this.#renamed.add(number);
      } else if (generated.name !== facts.Name) {
        this.#renamed.add(number);
      }
    }
    for (const number of changes.removed.keys()) {
      const parent =
        base.byNumber.get(number)?.parentNumber ?? changes.details.get(number)?.ParentNumber;
      if (parent) this.#childrenChanged.add(parent);
    }
    this.byNumber = new OverlayMap(this);
  }

  get root(): GeneratedOrg {
    return this.get(this.#base.root.number) ?? this.#base.root;
  }

  /**
   * Every org still there, parents before their children: the generated orgs in their order,
   * then the added ones (each after its parent). One pass over the generated list per change.
   */
  get orgs(): GeneratedOrg[] {
    if (!this.#orgs) {
      const out: GeneratedOrg[] = [];
      for (const generated of this.#base.orgs) {
        const org = this.get(generated.number);
        if (org) out.push(org);
      }
      const stack = [...this.#added.keys()].filter((parent) => this.#base.byNumber.has(parent));
      for (const parent of stack) {
        for (const number of this.#added.get(parent) ?? []) this.#pushAdded(number, out);
      }
      this.#orgs = out;
    }
    return this.#orgs;
  }

  #pushAdded(number: string, out: GeneratedOrg[]): void {
    const org = this.get(number);
    if (!org) return;
    out.push(org);
    for (const child of this.#added.get(number) ?? []) this.#pushAdded(child, out);
  }

  childrenOf(number: string): readonly GeneratedOrg[] {
    const out: GeneratedOrg[] = [];
    for (const child of this.#base.childrenOf(number)) {
      const org = this.get(child.number);
      if (org) out.push(org);
    }
    for (const added of this.#added.get(number) ?? []) {
      const org = this.get(added);
      if (org) out.push(org);
    }
    return out;
  }

  get(number: string): GeneratedOrg | undefined {
    if (this.#changes.removed.has(number)) return undefined;
    const generated = this.#base.byNumber.get(number);
    const facts = this.#changes.details.get(number);
    if (!generated && !facts) return undefined;
    if (generated && !this.#touched(generated)) return generated;
    const cached = this.#resolved.get(number);
    if (cached !== undefined) return cached ?? undefined;
    const org = this.#build(number, generated, facts);
    this.#resolved.set(number, org ?? null);
    return org;
  }

  // Without building the children (which would build their parent again).
  #hasChildren(number: string): boolean {
    const removed = this.#changes.removed;
    const present = (child: string) => !removed.has(child);
    return (
      this.#base.childrenOf(number).some((child) => present(child.number)) ||
      (this.#added.get(number) ?? []).some(present)
    );
  }

  /** Whether a change reaches a generated org: its own facts, its children, or an ancestor's name. */
  #touched(org: GeneratedOrg): boolean {
    if (this.#changes.details.has(org.number) || this.#childrenChanged.has(org.number)) return true;
    if (this.#renamed.size === 0) return false;
    for (const entry of org.path) if (this.#renamed.has(entry.number ?? '')) return true;
    return false;
  }

  #build(
    number: string,
    generated: GeneratedOrg | undefined,
    facts: OrgFacts | undefined,
  ): GeneratedOrg | undefined {
    const parentNumber = facts ? facts.ParentNumber : (generated?.parentNumber ?? null);
    const parent = parentNumber ? this.get(parentNumber) : undefined;
    if (parentNumber && !parent) return undefined;
    const name = facts?.Name ?? generated?.name ?? number;
    const uniqueId = parent ? `${parent.uniqueId}-${number}` : number;
    const type = facts?.Type ?? (generated?.type as OrgType);
    return {
      id: generated?.id ?? `${ORG_ID_PREFIX}-${number}`,
      name,
      number,
      parentNumber,
      type,
      uniqueId,
      uniqueIdPath: [...(parent?.uniqueIdPath ?? []), uniqueId],
      path: [...(parent?.path ?? []), { name, number }],
      displayPath: parent ? parent.path.map((entry) => entry.name).join(' > ') : '',
      hasChildren: this.#hasChildren(number),
      isLinked: generated?.isLinked ?? false,
      isTrialMode: facts?.IsTrialMode ?? generated?.isTrialMode ?? false,
      status: facts
        ? facts.Status === 'Disabled'
          ? 'Disabled'
          : 'Active'
        : (generated?.status ?? 'Active'),
    };
  }
}

/** `byNumber` of an overlay: lookups through the overlay, iteration over its orgs. */
class OverlayMap implements ReadonlyMap<string, GeneratedOrg> {
  readonly #tree: OverlayTree;
  constructor(tree: OverlayTree) {
    this.#tree = tree;
  }
  get(number: string) {
    return this.#tree.get(number);
  }
  has(number: string) {
    return this.#tree.get(number) !== undefined;
  }
  get size() {
    return this.#tree.orgs.length;
  }
  *entries(): MapIterator<[string, GeneratedOrg]> {
    for (const org of this.#tree.orgs) yield [org.number, org];
  }
  *keys(): MapIterator<string> {
    for (const org of this.#tree.orgs) yield org.number;
  }
  *values(): MapIterator<GeneratedOrg> {
    yield* this.#tree.orgs;
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  forEach(
    callback: (value: GeneratedOrg, key: string, map: ReadonlyMap<string, GeneratedOrg>) => void,
  ) {
    for (const org of this.#tree.orgs) callback(org, org.number, this);
  }
}
