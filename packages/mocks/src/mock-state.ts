import { generateOrgTree, type OrgTree } from './org-tree/generate-org-tree.js';
import type { ScenarioName } from './scenarios.js';

/** How many orgs the demo tree has. */
export const DEMO_ORG_COUNT = 300;

// The sizes are chosen in docs/decisions/mock-scenarios-and-identities.md.
/** How many orgs the `huge` scenario has, one provider holding 1,000 sites among them. */
export const HUGE_ORG_COUNT = 100_000;

/**
 * The mutable side of the mocks: the generated org trees (built once per scenario and seed) and
 * the dbo records saved or deleted during a session. One per handler set; `reset()` empties it.
 */
export class MockState {
  readonly #trees = new Map<string, OrgTree>();
  readonly #collections = new Map<string, Map<string, unknown>>();
  readonly #lastIds = new Map<string, number>();

  /** The org tree a scenario shows: the demo tree, or 100,000 orgs for `huge`. */
  orgTree(scenario: ScenarioName, seed: number): OrgTree {
    const huge = scenario === 'huge';
    const key = `${huge ? 'huge' : 'demo'}:${seed}`;
    let tree = this.#trees.get(key);
    if (!tree) {
      tree = huge
        ? generateOrgTree({ count: HUGE_ORG_COUNT, seed, largeProviderChildren: 1000 })
        : generateOrgTree({ count: DEMO_ORG_COUNT, seed });
      this.#trees.set(key, tree);
    }
    return tree;
  }

  /**
   * The records of one dbo collection (keyed by id) for a scenario and seed, filled by `seed()`
   * on first use so a save or a delete changes what the next list shows.
   */
  collection<T>(key: string, seed: () => Array<[string, T]>): Map<string, T> {
    let records = this.#collections.get(key) as Map<string, T> | undefined;
    if (!records) {
      records = new Map(seed());
      this.#collections.set(key, records as Map<string, unknown>);
    }
    return records;
  }

  /**
   * A new id for a record of the collection `key`: one more than the last id it handed out, or
   * than the largest numeric key on first use, so a save costs the same at any size (a spread
   * `Math.max(...keys)` failed past about 150,000 records) and a deleted id is never reused.
   */
  nextId(key: string): number {
    let last = this.#lastIds.get(key);
    if (last === undefined) {
      last = 0;
      for (const id of this.#collections.get(key)?.keys() ?? []) {
        const value = Number(id);
        if (Number.isSafeInteger(value) && value > last) last = value;
      }
    }
    this.#lastIds.set(key, last + 1);
    return last + 1;
  }

  /** The orgs deleted through `DeleteOrg` this session (until `reset()`): calls naming them 404. */
  removedOrgs(scenario: ScenarioName, seed: number): Map<string, true> {
    return this.collection<true>(
      `removed|${scenario === 'huge' ? 'huge' : 'demo'}|${seed}`,
      () => [],
    );
  }

  /** Whether the scenario's tree has the org, and it has not been deleted since. */
  hasOrg(scenario: ScenarioName, seed: number, orgNumber: string): boolean {
    return (
      this.orgTree(scenario, seed).byNumber.has(orgNumber) &&
      !this.removedOrgs(scenario, seed).has(orgNumber)
    );
  }

  /** Forgets every saved and deleted record (the generated trees stay, they never change). */
  reset(): void {
    this.#collections.clear();
    this.#lastIds.clear();
  }
}
