import { IdempotencyStore } from './answers/idempotency.js';
import { FlakyFaults } from './flaky.js';
import {
  forgetStoredChanges,
  MAX_STORED_CHARS,
  MOCK_STATE_STORAGE_KEY,
  type MockStorage,
  readStoredChanges,
  writeStoredChanges,
} from './mock-state-storage.js';
import { generateOrgTree, type OrgTree } from './org-tree/generate-org-tree.js';
import { type OrgFacts, overlayOrgTree } from './org-tree/org-overlay.js';
import type { ScenarioName } from './scenarios.js';

/** How many orgs the demo tree has. */
export const DEMO_ORG_COUNT = 300;

// The sizes are chosen in docs/decisions/mock-scenarios-and-identities.md.
/** How many orgs the `huge` scenario has, one provider holding 1,000 sites among them. */
export const HUGE_ORG_COUNT = 100_000;

/** Options of a {@link MockState}. */
export interface MockStateOptions {
  /**
   * Where to keep what saves and deletes changed, so a new state (the next page load) starts
   * from them: the demo passes `window.sessionStorage`. Default: nothing is kept.
   */
  storage?: MockStorage;
  /** The key in `storage`. Default `MOCK_STATE_STORAGE_KEY` (`guestnet.mocks.state`). */
  storageKey?: string;
  /** The most characters written to `storage`. Default `MAX_STORED_CHARS`. */
  maxStoredChars?: number;
}

/**
 * The mutable side of the mocks: the generated org trees (built once per scenario and seed) and
 * the dbo records saved or deleted during a session. One per handler set; `reset()` empties it.
 * With a `storage`, only the changes are kept there (records put or deleted, id counters), never
 * the seeded collections, so the `huge` lists cost nothing to store
 * (docs/decisions/demo-data-persistence.md).
 *
 * @example
 * const state = new MockState({ storage: window.sessionStorage });
 * setupWorker(...createHandlers({ state }));
 */
export class MockState {
  readonly #trees = new Map<string, OrgTree>();
  // The generated tree with the org changes over it, by tree key, built again after a change.
  readonly #overlays = new Map<string, OrgTree>();
  readonly #collections = new Map<string, Map<string, unknown>>();
  readonly #lastIds = new Map<string, number>();
  readonly #seedSizes = new Map<string, number>();
  // Per collection, what changed since the seed: the record put, or `null` for a deleted id.
  readonly #changes = new Map<string, Map<string, unknown>>();
  readonly #storage: MockStorage | undefined;
  readonly #storageKey: string;
  readonly #maxStoredChars: number;
  /** The first answers of writes sent with an `Idempotency-Key` (kept in memory only). */
  readonly idempotency = new IdempotencyStore();
  /** The draws of the `flaky` scenario, started again by `reset()`. */
  readonly flaky = new FlakyFaults();

  constructor(options: MockStateOptions = {}) {
    this.#storage = options.storage;
    this.#storageKey = options.storageKey ?? MOCK_STATE_STORAGE_KEY;
    this.#maxStoredChars = options.maxStoredChars ?? MAX_STORED_CHARS;
    const stored = this.#storage && readStoredChanges(this.#storage, this.#storageKey);
    for (const [key, records] of Object.entries(stored?.changes ?? {})) {
      this.#changes.set(key, new Map(Object.entries(records)));
    }
    for (const [key, last] of Object.entries(stored?.lastIds ?? {})) this.#lastIds.set(key, last);
  }

  /**
   * The generated org tree of a scenario (the demo tree, or 100,000 orgs for `huge`), built once
   * per seed and never changed: what the seed gives, whatever the user did.
   */
  generatedOrgTree(scenario: ScenarioName, seed: number): OrgTree {
    const key = treeKey(scenario, seed);
    let tree = this.#trees.get(key);
    if (!tree) {
      tree =
        scenario === 'huge'
          ? generateOrgTree({ count: HUGE_ORG_COUNT, seed, largeProviderChildren: 1000 })
          : generateOrgTree({ count: DEMO_ORG_COUNT, seed });
      this.#trees.set(key, tree);
    }
    return tree;
  }

  /**
   * The org tree a scenario shows now: the generated tree with the orgs saved (`SaveOrg`), added
   * (`AddOrg`, `AddSite`) and deleted (`DeleteOrg`) over it, until `reset()`. Without changes it
   * is the generated tree itself (docs/decisions/org-changes-overlay.md).
   */
  orgTree(scenario: ScenarioName, seed: number): OrgTree {
    const key = treeKey(scenario, seed);
    const base = this.generatedOrgTree(scenario, seed);
    const details = this.savedOrgs(scenario, seed);
    const removed = this.removedOrgs(scenario, seed);
    if (details.size === 0 && removed.size === 0) return base;
    let tree = this.#overlays.get(key);
    if (!tree) {
      tree = overlayOrgTree(base, { details, removed });
      this.#overlays.set(key, tree);
    }
    return tree;
  }

  /** The details of the orgs saved or added this session, by org number (`OrgDetails` records). */
  savedOrgs(scenario: ScenarioName, seed: number): ReadonlyMap<string, OrgFacts> {
    return this.collection<OrgFacts>(savedOrgsKey(scenario, seed), () => []);
  }

  /** Whether an org was added this session (`AddOrg`, `AddSite`): the seed gives it no records. */
  isAddedOrg(scenario: ScenarioName, seed: number, orgNumber: string): boolean {
    return (
      this.savedOrgs(scenario, seed).has(orgNumber) &&
      !this.generatedOrgTree(scenario, seed).byNumber.has(orgNumber)
    );
  }

  /** Stores an org's details (a save or an add); every org answer follows. */
  putOrg(scenario: ScenarioName, seed: number, details: OrgFacts): void {
    this.savedOrgs(scenario, seed);
    this.put(savedOrgsKey(scenario, seed), details.OrgNumber, details);
  }

  /**
   * The records of one collection (keyed by id), filled by `seed()` on first use and then by the
   * changes kept so far, so a `put` or a `remove` changes what the next list shows.
   */
  collection<T>(key: string, seed: () => Array<[string, T]>): ReadonlyMap<string, T> {
    let records = this.#collections.get(key);
    if (!records) {
      records = new Map(seed());
      this.#seedSizes.set(key, records.size);
      for (const [id, record] of this.#changes.get(key) ?? []) {
        if (record === null) records.delete(id);
        else records.set(id, record);
      }
      this.#collections.set(key, records);
    }
    return records as ReadonlyMap<string, T>;
  }

  /**
   * How many records the seed gave a collection already read, whatever changed since: what other
   * seeded data may refer to, so it is the same whatever the user did first.
   */
  seedSize(key: string): number {
    return this.#seedSizes.get(key) ?? 0;
  }

  /** Stores a record of a collection already read with `collection()`, and keeps the change. */
  put<T>(key: string, id: string, record: T): void {
    this.#seeded(key).set(id, record);
    this.#orgsChanged(key);
    this.#change(key, id, record);
  }

  /** Deletes a record of a collection already read; answers whether it was there. */
  remove(key: string, id: string): boolean {
    if (!this.#seeded(key).delete(id)) return false;
    this.#orgsChanged(key);
    this.#change(key, id, null);
    return true;
  }

  /**
   * A new id for a record of the collection `key`: one more than the last id it handed out, or
   * than the largest numeric key on first use, so a save costs the same at any size (a spread
   * `Math.max(...keys)` failed past about 150,000 records) and a deleted id is never reused.
   * `floor`: the first id handed out is above it (ids the seed already uses elsewhere).
   */
  nextId(key: string, floor = 0): number {
    let last = this.#lastIds.get(key);
    if (last === undefined) {
      last = floor;
      for (const id of this.#collections.get(key)?.keys() ?? []) {
        const value = Number(id);
        if (Number.isSafeInteger(value) && value > last) last = value;
      }
    }
    this.#lastIds.set(key, last + 1);
    return last + 1;
  }

  /** The orgs deleted through `DeleteOrg` this session (until `reset()`): calls naming them 404. */
  removedOrgs(scenario: ScenarioName, seed: number): ReadonlyMap<string, true> {
    return this.collection<true>(removedOrgsKey(scenario, seed), () => []);
  }

  /** Marks an org deleted (`DeleteOrg`) until `reset()`. */
  removeOrg(scenario: ScenarioName, seed: number, orgNumber: string): void {
    this.removedOrgs(scenario, seed);
    this.put(removedOrgsKey(scenario, seed), orgNumber, true);
  }

  /** Whether the scenario's tree has the org, and it has not been deleted since. */
  hasOrg(scenario: ScenarioName, seed: number, orgNumber: string): boolean {
    return this.orgTree(scenario, seed).byNumber.has(orgNumber);
  }

  /**
   * Forgets every saved and deleted record, here and in the storage, so every collection is
   * seeded again on its next read (the generated trees stay, they never change), the answers
   * kept for idempotency keys, and where the `flaky` scenario's draws stand.
   */
  reset(): void {
    this.idempotency.clear();
    this.flaky.reset();
    this.#collections.clear();
    this.#overlays.clear();
    this.#seedSizes.clear();
    this.#lastIds.clear();
    this.#changes.clear();
    if (this.#storage) forgetStoredChanges(this.#storage, this.#storageKey);
  }

  // An org saved, added or deleted: the overlay is built again on the next read.
  #orgsChanged(key: string): void {
    if (key.startsWith('removed|') || key.startsWith('orgs|')) {
      this.#overlays.delete(key.slice(key.indexOf('|') + 1));
    }
  }

  #seeded(key: string): Map<string, unknown> {
    const records = this.#collections.get(key);
    if (!records) throw new Error(`MockState: read the collection ${key} before changing it`);
    return records;
  }

  #change(key: string, id: string, record: unknown): void {
    if (!this.#storage) return;
    let changes = this.#changes.get(key);
    if (!changes) {
      changes = new Map();
      this.#changes.set(key, changes);
    }
    changes.set(id, record);
    writeStoredChanges(
      this.#storage,
      this.#storageKey,
      {
        changes: Object.fromEntries(
          [...this.#changes].map(([name, records]) => [name, Object.fromEntries(records)]),
        ),
        lastIds: Object.fromEntries(this.#lastIds),
      },
      this.#maxStoredChars,
    );
  }
}

/** `huge|7` or `demo|1`: which generated tree a scenario and seed show. */
export const treeKey = (scenario: ScenarioName, seed: number) =>
  `${scenario === 'huge' ? 'huge' : 'demo'}|${seed}`;
const removedOrgsKey = (scenario: ScenarioName, seed: number) =>
  `removed|${treeKey(scenario, seed)}`;
const savedOrgsKey = (scenario: ScenarioName, seed: number) => `orgs|${treeKey(scenario, seed)}`;
