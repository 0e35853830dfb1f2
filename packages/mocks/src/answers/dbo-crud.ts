import { type OperationInfo, validateResponse } from '@guestnet/sdk/spec';
import { fakeFromSchema } from '../faker/fake-from-schema.js';
import type { JsonSchema } from '../faker/json-schema.js';
import { seedFrom } from '../faker/seeded-faker.js';
import type { MockContext } from '../mock-route.js';
import { changesBetween, recordChange, recordLabel, summaryOf } from './admin-history.js';
import { dboRecords, procedureOf, recordsKey } from './dbo-records.js';
import { entityName } from './entities/entity-values.js';
import { refusedDelete, refusedSave } from './entities/save-rules.js';
import { clashOf, duplicateMessage, uniqueFieldsOf } from './entities/unique-fields.js';
import { listPage } from './list-page.js';
import { dboError, json } from './operation-failures.js';
import { propertiesOf, refResolver, resolved } from './schema-tools.js';

type Entity = Record<string, unknown>;
/** What a save stores: the payload over the old record, write-only fields replaced by `Has{Field}`. */
export function saved(
  op: OperationInfo,
  entity: JsonSchema,
  base: Entity,
  payload: Entity,
): Entity {
  const fields = propertiesOf(op, entity);
  const out: Entity = {};
  for (const [key, value] of Object.entries({ ...base, ...payload })) {
    if (key in fields) out[key] = storedRows(op, fields[key], value, base[key]);
    else if (`Has${key}` in fields && value) out[`Has${key}`] = true;
  }
  return out;
}

/**
 * A list of rows as stored (a profile's RADIUS servers): each row's write-only fields replaced by
 * `Has{Field}`; a row sent without one keeps the flag of the old row equal to it on every stored
 * field. Anything else as sent.
 */
function storedRows(
  op: OperationInfo,
  field: JsonSchema | undefined,
  value: unknown,
  old: unknown,
) {
  const rowFields = propertiesOf(op, resolved(op, field).items as JsonSchema | undefined);
  const flags = Object.keys(rowFields).filter((key) => key.startsWith('Has'));
  if (!Array.isArray(value) || flags.length === 0) return value;
  const oldRows = (Array.isArray(old) ? old : []) as Entity[];
  return value.map((row: Entity) => {
    const out: Entity = {};
    for (const [key, cell] of Object.entries(row)) if (key in rowFields) out[key] = cell;
    const same = oldRows.find((before) =>
      Object.keys(out).every((key) => flags.includes(key) || before[key] === out[key]),
    );
    for (const flag of flags) {
      out[flag] = Boolean(row[flag.slice(3)]) || Boolean(same?.[flag]);
    }
    return out;
  });
}

/**
 * The stateful dbo CRUD: List/Get/Save/Delete{Thing} procedures over per-org collections seeded
 * from the factories, so a save shows up in the next list and a delete removes the record until
 * `resetMockState()`. Answers `undefined` for procedures that are not CRUD over an `Id`.
 */
export function dboCrudAnswer(
  op: OperationInfo,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  const procedure = procedureOf(op);
  const fields = procedure && propertiesOf(op, procedure.entity);
  if (!procedure || !fields || !('Id' in fields)) return undefined;
  const body = (payload ?? {}) as Entity;
  const orgNumber = String(body.OrgNumber ?? '');
  const key = recordsKey(context, procedure.entity, orgNumber);
  const collection = dboRecords(op, procedure.entity, orgNumber, context);
  const id = body.Id === undefined ? undefined : String(body.Id);
  switch (procedure.verb) {
    case 'list':
      return json(200, listPage([...collection.values()], body));
    case 'get': {
      const found = id === undefined ? undefined : collection.get(id);
      return found ? json(200, found) : dboError('Not found.', 404);
    }
    case 'delete': {
      const gone = id === undefined ? undefined : collection.get(id);
      const refusal = gone && refusedDelete(entityName(procedure.entity.$ref), gone);
      if (refusal) return dboError(refusal);
      if (id === undefined || !gone || !context.state.remove(key, id)) {
        return dboError('Not found.', 404);
      }
      recordEntityChange(context, procedure.entity, orgNumber, id, gone, undefined, body);
      return json(200, { Id: Number(id) });
    }
    case 'save': {
      const existing = id === undefined ? undefined : collection.get(id);
      if (id !== undefined && !existing) return dboError('Not found.', 404);
      const newId = id ?? String(context.state.nextId(key));
      const record = existing
        ? saved(op, procedure.entity, existing, {
            ...body,
            Id: Number(newId),
            OrgNumber: orgNumber,
          })
        : newRecord(op, context, body, newId);
      const check = validateResponse(op.operationId, 200, record);
      if (!check.valid) {
        const first = check.errors[0];
        return dboError(`${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`, 400);
      }
      // As the backend's store does, and with its answer's shape (the spec's DboFailure example).
      const name = entityName(procedure.entity.$ref);
      const clash = clashOf(record, collection.values(), uniqueFieldsOf(name, fields));
      if (clash) return dboError(duplicateMessage(name, clash, record[clash]));
      const refused = refusedSave(name, record, existing, collection.values());
      if (refused) return dboError(refused);
      context.state.put(key, newId, record);
      recordEntityChange(context, procedure.entity, orgNumber, newId, existing, record, body);
      return json(200, record);
    }
  }
}

/**
 * What a save without `Id` stores under `id`: what was sent, write-only fields replaced by
 * `Has{Field}`. A field the caller left out is, as the entity's schema says, null where it may
 * be null, else left out where it is optional; only a field every stored record has is made up
 * (counters at zero), so a created record never holds a value nobody sent (a copied plan reads
 * as its source). Not yet checked nor stored.
 */
export function newRecord(
  op: OperationInfo,
  context: Pick<MockContext, 'seed'>,
  body: Entity,
  id: string,
): Entity {
  const procedure = procedureOf(op);
  if (!procedure) throw new Error(`${op.operationId} is not a dbo save`);
  const faked = withFreshCounters(
    fakeFromSchema(procedure.entity, {
      seed: seedFrom(context.seed, op.operationId, id),
      resolveRef: refResolver(op),
    }) as Entity,
  );
  const required = requiredOf(op, procedure.entity);
  const fields = propertiesOf(op, procedure.entity);
  const base: Entity = {};
  // In the faked record's order, so an answer's fields come in the order they always have: an
  // optional field that cannot be null holds its place (undefined) until the payload fills it.
  for (const key of new Set([...Object.keys(faked), ...Object.keys(fields)])) {
    if (required.has(key)) {
      if (key in faked) base[key] = faked[key];
    } else if (key in fields) base[key] = mayBeNull(op, fields[key]) ? null : undefined;
  }
  const record = saved(op, procedure.entity, base, {
    ...body,
    Id: Number(id),
    OrgNumber: String(body.OrgNumber ?? ''),
  });
  for (const [key, value] of Object.entries(record)) if (value === undefined) delete record[key];
  return record;
}

/** The fields a schema requires, with its `allOf` members'. */
function requiredOf(op: OperationInfo, schema: JsonSchema | undefined): Set<string> {
  const own = resolved(op, schema);
  const names = new Set<string>(own.required ?? []);
  for (const part of own.allOf ?? []) for (const name of requiredOf(op, part)) names.add(name);
  return names;
}

/** Whether a field's schema allows `null` (`type: [..., 'null']`, or a branch that does). */
function mayBeNull(op: OperationInfo, field: JsonSchema | undefined): boolean {
  const own = resolved(op, field);
  const types = Array.isArray(own.type) ? own.type : [own.type];
  if (types.includes('null')) return true;
  return [...(own.anyOf ?? []), ...(own.oneOf ?? [])].some((branch) => mayBeNull(op, branch));
}

// What the backend counts or observes rather than stores from a save, as it stands for a record
// created a moment ago: never redeemed (a promotion's `Redemptions`), a device never seen yet,
// a router never tried.
const FRESH: Readonly<Record<string, unknown>> = {
  Redemptions: 0,
  LastSeen: null,
  LastIp: null,
  Reachable: false,
  Status: 'unknown',
  StatusReason: null,
  LastAttempt: null,
};

/** A new record's faked base with what is counted or observed as for a new record. */
function withFreshCounters(base: Entity): Entity {
  for (const [field, value] of Object.entries(FRESH)) {
    // Only where the entity has the field (and, for Status, where 'unknown' is one of its values:
    // the fake base holds one of the enum's values, so a string there is the observed kind).
    if (!(field in base)) continue;
    if (field === 'Status' && !('LastAttempt' in base)) continue;
    base[field] = value;
  }
  return base;
}

/** Records a save or a delete of a record in the admin history (docs/decisions/admin-history-scope.md). */
function recordEntityChange(
  context: MockContext,
  entity: JsonSchema,
  orgNumber: string,
  id: string,
  before: Entity | undefined,
  after: Entity | undefined,
  payload: Entity,
): void {
  const entityType = entityName(entity.$ref);
  const action = !before ? 'create' : !after ? 'delete' : 'update';
  recordChange(context, {
    orgNumber,
    action,
    entityType,
    entityId: id,
    summary: summaryOf(action, entityType, recordLabel(after ?? before, id)),
    changes: changesBetween(before, after, payload),
  });
}
