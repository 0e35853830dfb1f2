import { listOperations } from '@guestnet/sdk/spec';
import type { JsonSchema } from '../faker/json-schema.js';
import { createSeededFaker, MOCK_REFERENCE_DATE, seedFrom } from '../faker/seeded-faker.js';
import type { MockContext } from '../mock-route.js';
import { treeKey } from '../mock-state.js';
import type { GeneratedOrg } from '../org-tree/generate-org-tree.js';
import { listPage } from './list-page.js';
import { dboError, json } from './operation-failures.js';
import { resolved } from './schema-tools.js';

type Entity = Record<string, unknown>;
export type HistoryAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | 'other';

/** One change of an `AdminHistoryEntry` (openapi/dbo.yaml). */
export interface HistoryChange {
  Field: string;
  Before: string | null;
  After: string | null;
}

/** An `AdminHistoryEntry` (openapi/dbo.yaml). */
export interface HistoryEntry {
  Id: number;
  When: string;
  Admin: string;
  OrgNumber: string;
  OrgName: string;
  Action: HistoryAction;
  EntityType: string;
  EntityId: string | null;
  Summary: string;
  Changes: HistoryChange[];
  /** The bulk change the entry is part of. */
  ChangeSetId?: number;
}

/** What `MockState` keeps of a recorded entry: the entry, and the numbers of its org's path. */
interface Recorded {
  entry: HistoryEntry;
  scope: string[];
}

/** How a secret's change is recorded: never its value, the same mask before and after. */
export const SECRET_MASK = '********';

// Seeded entries have ids below this (64 per generated org, by its place in the tree); entries
// recorded during the session count up from it, so the two never meet.
const RECORDED_ID_FLOOR = 10_000_000;
const SEEDED_IDS_PER_ORG = 64;
// docs/decisions/admin-history-scope.md: a history lists the seed's entries of at most this many
// orgs of the subtree (all of them in the demo's 300-org tree), and every recorded entry.
export const HISTORY_SEED_ORGS = 500;

const recordedKey = (context: MockContext) => `history|${treeKey(context.scenario, context.seed)}`;

// Fields that are never shown: password-like names, whatever the spec says of them.
const SECRET_NAME = /password|secret|api_?key|passphrase|psk$|privatekey/i;
let writeOnlyNames: Set<string> | undefined;

/** The names of every write-only property of the dbo requests, and password-like names. */
export function isSecretField(name: string): boolean {
  if (!writeOnlyNames) {
    writeOnlyNames = new Set();
    const seen = new Set<unknown>();
    for (const op of listOperations()) {
      if (op.transport !== 'dbo' || !op.requestBody) continue;
      collectWriteOnly(op, op.requestBody.schema as JsonSchema, writeOnlyNames, seen);
    }
  }
  return writeOnlyNames.has(name) || SECRET_NAME.test(name);
}

function collectWriteOnly(
  op: Parameters<typeof resolved>[0],
  schema: JsonSchema | boolean | undefined,
  names: Set<string>,
  seen: Set<unknown>,
): void {
  if (!schema || typeof schema !== 'object') return;
  const key = schema.$ref ?? schema;
  if (seen.has(key)) return;
  seen.add(key);
  const own = resolved(op, schema);
  for (const [name, property] of Object.entries(own.properties ?? {})) {
    const target = resolved(op, property);
    if (property.writeOnly === true || target.writeOnly === true) names.add(name);
    collectWriteOnly(op, property, names, seen);
  }
  for (const part of [...(own.allOf ?? []), ...(own.anyOf ?? []), ...(own.oneOf ?? [])]) {
    collectWriteOnly(op, part, names, seen);
  }
  for (const item of own.prefixItems ?? []) collectWriteOnly(op, item, names, seen);
  if (typeof own.items === 'object') collectWriteOnly(op, own.items, names, seen);
}

const lastSegment = (field: string) => field.split('.').pop() ?? field;

/**
 * A record flattened to text fields: nested objects as `Address.City`, arrays of objects as
 * `HotspotProfiles.1.Name` (from 1), arrays of values joined with `, `; `null` for null.
 */
export function flatten(value: unknown, prefix = '', out = new Map<string, string | null>()) {
  if (value === null || value === undefined) {
    if (prefix) out.set(prefix, null);
  } else if (Array.isArray(value)) {
    if (value.some((item) => item !== null && typeof item === 'object')) {
      value.forEach((item, index) => {
        flatten(item, `${prefix}.${index + 1}`, out);
      });
    } else if (prefix) {
      out.set(prefix, value.length === 0 ? null : value.map(String).join(', '));
    }
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      flatten(item, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, String(value));
  }
  return out;
}

// Not the user's to change: ids, the org a record belongs to, what the backend works out.
const SKIPPED = new Set(['Id', 'OrgNumber', 'ParentName', 'Created']);

/**
 * One change per changed field between two records (either may be absent: a create, a delete),
 * flattened; a secret sent in the payload is recorded as changed with both sides masked, and a
 * secret's value is never recorded, nor its `Has{Field}` flag.
 */
export function changesBetween(
  before: Entity | undefined,
  after: Entity | undefined,
  payload: Entity = {},
): HistoryChange[] {
  const old = flatten(before ?? {});
  const now = flatten(after ?? {});
  const changes: HistoryChange[] = [];
  const secretSent = new Set<string>();
  for (const [field, value] of flatten(payload)) {
    if (isSecretField(lastSegment(field)) && value !== null && value !== '') secretSent.add(field);
  }
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  for (const field of fields) {
    const last = lastSegment(field);
    if (SKIPPED.has(field) || isSecretField(last)) continue;
    if (/^Has[A-Z]/.test(last) && isSecretField(last.slice(3))) continue;
    const a = old.get(field) ?? null;
    const b = now.get(field) ?? null;
    if (a !== b) changes.push({ Field: field, Before: a, After: b });
  }
  for (const field of secretSent) {
    changes.push({ Field: field, Before: SECRET_MASK, After: SECRET_MASK });
  }
  return changes;
}

/** `ServicePlan` → `service plan`, `PortalSettings` → `portal settings`. */
export function entityWords(entityType: string): string {
  return entityType.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** What a summary calls a record: its code, name or display name, else its id. */
export function recordLabel(record: Entity | undefined, id: string | null): string {
  const label = record?.Code ?? record?.Name ?? record?.DisplayName;
  if (typeof label === 'string' && label) return label;
  return id ? `#${id}` : '';
}

const VERBS: Record<HistoryAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  logout: 'Signed out',
  other: 'Changed',
};

/** `Updated service plan Gaming 3 Days`, `Deleted promotion SUMMER10`, `Updated portal settings`. */
export function summaryOf(action: HistoryAction, entityType: string, label: string): string {
  return [VERBS[action], entityWords(entityType), label].filter(Boolean).join(' ').slice(0, 500);
}

/** What a change through the mocks records (the rest comes from the request). */
export interface ChangeRecord {
  orgNumber: string;
  action: HistoryAction;
  entityType: string;
  entityId: string | null;
  summary: string;
  changes: HistoryChange[];
}

/**
 * Records one change made through the mocks (a dbo Save, Delete or Add that succeeded): now, by
 * the signed-in administrator, with its changes. It shows first in `ListAdminHistory` of the org
 * and of every org above it.
 */
export function recordChange(context: MockContext, change: ChangeRecord): HistoryEntry {
  const key = recordedKey(context);
  context.state.collection<Recorded>(key, () => []);
  const id = context.state.nextId(key, RECORDED_ID_FLOOR);
  const org = context.state.orgTree(context.scenario, context.seed).byNumber.get(change.orgNumber);
  const entry: HistoryEntry = {
    Id: id,
    When: (context.now?.() ?? new Date()).toISOString(),
    Admin: context.admin ?? 'demo',
    OrgNumber: change.orgNumber,
    OrgName: (org?.name ?? change.orgNumber).slice(0, 255),
    Action: change.action,
    EntityType: change.entityType,
    EntityId: change.entityId,
    Summary: change.summary.slice(0, 500),
    Changes: change.changes,
    ...(context.changeSetId !== undefined ? { ChangeSetId: context.changeSetId } : {}),
  };
  const scope = org ? org.path.map((entry) => entry.number ?? '') : [change.orgNumber];
  context.state.put<Recorded>(key, String(id), { entry, scope });
  return entry;
}

// --- The seed's history of an org

const ADMINS = ['demo', 'dana.reyes', 'night.desk', 'support.ops', 'sso.user@example.com'];
const PLANS = ['Basic 1 Day', 'Premium 7 Days', 'Gaming 3 Days', 'Streaming 1 Day', 'Free 1 Hour'];
const CODES = ['SUMMER10', 'SPRING15', 'WELCOME5', 'SAVE5-WEEKEND', 'UPGRADE-VIP', 'STAY3'];
const DEVICES = ['Lobby access points', 'Rooms controller', 'Pool AP cluster', 'Core gateway'];
const GATEWAYS = ['Stripe (front desk)', 'PayPal checkout', 'Opera folio posting'];
const DAY = 86_400_000;
const seededCache = new Map<string, HistoryEntry[]>();

type Draft = Omit<HistoryEntry, 'Id' | 'When' | 'Admin' | 'OrgNumber' | 'OrgName'>;

function seededDraft(
  faker: ReturnType<typeof createSeededFaker>,
  kind: number,
  org: GeneratedOrg,
): Draft {
  const price = () => faker.number.int({ min: 2, max: 40 }) - 0.01;
  const id = () => String(faker.number.int({ min: 1, max: 60 }));
  switch (kind) {
    case 0:
      return {
        Action: 'login',
        EntityType: 'Session',
        EntityId: null,
        Summary: 'Signed in',
        Changes: [],
      };
    case 1:
      return {
        Action: 'logout',
        EntityType: 'Session',
        EntityId: null,
        Summary: 'Signed out',
        Changes: [],
      };
    case 2: {
      const plan = faker.helpers.arrayElement(PLANS);
      const [before, after] = [price(), price()].map((value) => value.toFixed(2));
      return {
        Action: 'update',
        EntityType: 'ServicePlan',
        EntityId: id(),
        Summary: summaryOf('update', 'ServicePlan', plan),
        Changes: [{ Field: 'Price', Before: before ?? null, After: after ?? null }],
      };
    }
    case 3: {
      const plan = faker.helpers.arrayElement(PLANS);
      return {
        Action: 'create',
        EntityType: 'ServicePlan',
        EntityId: id(),
        Summary: summaryOf('create', 'ServicePlan', plan),
        Changes: [
          { Field: 'Name', Before: null, After: plan },
          { Field: 'Price', Before: null, After: price().toFixed(2) },
          { Field: 'Active', Before: null, After: 'true' },
        ],
      };
    }
    case 4: {
      const code = faker.helpers.arrayElement(CODES);
      return {
        Action: 'delete',
        EntityType: 'Promotion',
        EntityId: id(),
        Summary: summaryOf('delete', 'Promotion', code),
        Changes: [{ Field: 'Code', Before: code, After: null }],
      };
    }
    case 5:
      return {
        Action: 'other',
        EntityType: 'ServicePlan',
        EntityId: null,
        Summary: 'Exported service plans to CSV',
        Changes: [],
      };
    case 6: {
      const code = faker.helpers.arrayElement(CODES);
      return {
        Action: 'create',
        EntityType: 'Promotion',
        EntityId: id(),
        Summary: summaryOf('create', 'Promotion', code),
        Changes: [
          { Field: 'Code', Before: null, After: code },
          { Field: 'Value', Before: null, After: String(faker.number.int({ min: 5, max: 25 })) },
        ],
      };
    }
    case 7: {
      const gateway = faker.helpers.arrayElement(GATEWAYS);
      return {
        Action: 'update',
        EntityType: 'PaymentGateway',
        EntityId: id(),
        Summary: summaryOf('update', 'PaymentGateway', gateway),
        Changes: [{ Field: 'Secret', Before: SECRET_MASK, After: SECRET_MASK }],
      };
    }
    case 8: {
      const device = faker.helpers.arrayElement(DEVICES);
      return {
        Action: 'update',
        EntityType: 'Device',
        EntityId: id(),
        Summary: summaryOf('update', 'Device', device),
        Changes: [{ Field: 'Host', Before: faker.internet.ipv4(), After: faker.internet.ipv4() }],
      };
    }
    case 9: {
      const device = faker.helpers.arrayElement(DEVICES);
      return {
        Action: 'delete',
        EntityType: 'Device',
        EntityId: id(),
        Summary: summaryOf('delete', 'Device', device),
        Changes: [{ Field: 'Name', Before: device, After: null }],
      };
    }
    default: {
      const phone = () => faker.phone.number({ style: 'national' }).slice(0, 32);
      return {
        Action: 'update',
        EntityType: 'Org',
        EntityId: org.number,
        Summary: `Updated the contact of ${org.name}`.slice(0, 500),
        Changes: [{ Field: 'ContactPhone', Before: phone(), After: phone() }],
      };
    }
  }
}

/**
 * The seed's history of a generated org: 20 to 40 entries over the 90 days before
 * `MOCK_REFERENCE_DATE`, by several administrators, with every action (sign-ins and sign-outs,
 * creates, updates, deletes, an export), a secret's change among them. The same on every run.
 */
export function seededHistory(
  context: MockContext,
  org: GeneratedOrg,
  index: number,
): HistoryEntry[] {
  const cacheKey = `${treeKey(context.scenario, context.seed)}|${org.number}`;
  const cached = seededCache.get(cacheKey);
  if (cached) return cached;
  const faker = createSeededFaker(seedFrom(context.seed, 'AdminHistory', org.number));
  const count = faker.number.int({ min: 20, max: 40 });
  const entries: HistoryEntry[] = [];
  for (let i = 0; i < count; i++) {
    // The first eleven cover every kind (every action); the rest are picked.
    const kind = i < 11 ? i : faker.number.int({ min: 0, max: 10 });
    const when = MOCK_REFERENCE_DATE.getTime() - faker.number.int({ min: 60_000, max: 90 * DAY });
    entries.push({
      Id: (index + 1) * SEEDED_IDS_PER_ORG + i,
      When: new Date(Math.floor(when / 1000) * 1000).toISOString(),
      Admin: faker.helpers.arrayElement(ADMINS),
      OrgNumber: org.number,
      OrgName: org.name,
      ...seededDraft(faker, kind, org),
    });
  }
  seededCache.set(cacheKey, entries);
  return entries;
}

/** The generated orgs of a subtree still in the tree, in pre-order, at most `limit`. */
function subtree(context: MockContext, orgNumber: string, limit: number): GeneratedOrg[] {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const top = tree.byNumber.get(orgNumber);
  if (!top) return [];
  const out: GeneratedOrg[] = [];
  const stack = [top];
  while (stack.length > 0 && out.length < limit) {
    const org = stack.pop() as GeneratedOrg;
    out.push(org);
    const children = tree.childrenOf(org.number);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as GeneratedOrg);
  }
  return out;
}

let orgIndexes = new WeakMap<object, Map<string, number>>();

/** The place of a generated org in its tree (its seeded entries' ids depend on it). */
function indexOf(context: MockContext, number: string): number | undefined {
  const generated = context.state.generatedOrgTree(context.scenario, context.seed);
  let index = orgIndexes.get(generated);
  if (!index) {
    index = new Map(generated.orgs.map((org, at) => [org.number, at]));
    orgIndexes.set(generated, index);
  }
  return index.get(number);
}

/**
 * The orgs whose seeded entries an org's history holds, each with its place in the generated tree
 * (their ids depend on it): the org and the generated orgs under it (an added org has none), a
 * deleted org alone (its history is kept), or for a number the tree never had, that number alone,
 * as the other dbo lists answer records for any org number.
 */
function seededOrgsOf(context: MockContext, orgNumber: string): Array<[GeneratedOrg, number]> {
  const generated = context.state.generatedOrgTree(context.scenario, context.seed);
  if (context.state.orgTree(context.scenario, context.seed).byNumber.has(orgNumber)) {
    return subtree(context, orgNumber, HISTORY_SEED_ORGS).flatMap((org) => {
      const index = indexOf(context, org.number);
      return index === undefined ? [] : [[org, index] as [GeneratedOrg, number]];
    });
  }
  const deleted = generated.byNumber.get(orgNumber);
  const index = indexOf(context, orgNumber);
  if (deleted && index !== undefined) return [[deleted, index]];
  // Past the generated orgs' ids and below the recorded ones.
  const unknown = UNKNOWN_ORG_INDEX + (seedFrom(orgNumber) % 50_000);
  const org = {
    number: orgNumber,
    name: orgNumber,
    path: [{ name: orgNumber, number: orgNumber }],
  };
  return [[org as GeneratedOrg, unknown]];
}

const UNKNOWN_ORG_INDEX = 100_001;

/** Every entry of the history of an org and the orgs under it (decision: admin-history-scope.md). */
function historyOf(context: MockContext, orgNumber: string): HistoryEntry[] {
  if (context.scenario === 'empty') return [];
  const entries: HistoryEntry[] = [];
  for (const [org, index] of seededOrgsOf(context, orgNumber)) {
    entries.push(...seededHistory(context, org, index));
  }
  const recorded = context.state.collection<Recorded>(recordedKey(context), () => []);
  for (const { entry, scope } of recorded.values()) {
    if (scope.includes(orgNumber)) entries.push(entry);
  }
  return entries;
}

const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

/**
 * `ListAdminHistory`: the history of the org and the orgs under it, newest first unless `Sort`
 * says otherwise; `Filter` matches the admin, the entity (type and id) and the summary; `Admin`,
 * `EntityType` and `Action` match exactly (ignoring case), `ChangeSetId` the bulk change's
 * entries; `From` and `To` are inclusive.
 * `GetAdminHistoryEntry`: one entry of that history by `Id`, else `Not found.`
 */
export function adminHistoryAnswer(
  operationId: string,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  if (operationId !== 'listAdminHistory' && operationId !== 'getAdminHistoryEntry')
    return undefined;
  const body = (payload ?? {}) as Entity;
  const orgNumber = String(body.OrgNumber ?? '');
  if (operationId === 'getAdminHistoryEntry') {
    const entry = entryById(context, orgNumber, Number(body.Id));
    return entry ? json(200, entry) : dboError('Not found.', 404);
  }
  const filter = text(body.Filter);
  const from = typeof body.From === 'string' ? Date.parse(body.From) : Number.NEGATIVE_INFINITY;
  const to = typeof body.To === 'string' ? Date.parse(body.To) : Number.POSITIVE_INFINITY;
  const entries = historyOf(context, orgNumber).filter((entry) => {
    if (body.Admin !== undefined && text(entry.Admin) !== text(body.Admin)) return false;
    if (body.EntityType !== undefined && text(entry.EntityType) !== text(body.EntityType)) {
      return false;
    }
    if (body.Action !== undefined && entry.Action !== body.Action) return false;
    if (body.ChangeSetId !== undefined && entry.ChangeSetId !== body.ChangeSetId) return false;
    const when = Date.parse(entry.When);
    if (when < from || when > to) return false;
    if (!filter) return true;
    return [entry.Admin, entry.EntityType, entry.EntityId, entry.Summary].some((value) =>
      text(value).includes(filter),
    );
  });
  const sort = typeof body.Sort === 'string' && body.Sort ? body.Sort : '-When';
  const { Filter: _filter, ...paging } = body;
  return json(200, listPage(entries as unknown as Entity[], { ...paging, Sort: sort }));
}

/** An entry of the org's history (the org and the orgs under it) by `Id`. */
function entryById(context: MockContext, orgNumber: string, id: number): HistoryEntry | undefined {
  if (!Number.isSafeInteger(id)) return undefined;
  return historyOf(context, orgNumber).find((entry) => entry.Id === id);
}

/** Forgets the seed's cached histories (tests). */
export function clearSeededHistory(): void {
  seededCache.clear();
  orgIndexes = new WeakMap();
}
