import { getOperation, type OperationInfo, validateResponse } from '@guestnet/sdk/spec';
import { fakeFromSchema } from '../faker/fake-from-schema.js';
import type { JsonSchema } from '../faker/json-schema.js';
import { createSeededFaker, seedFrom } from '../faker/seeded-faker.js';
import type { MockContext } from '../mock-route.js';
import { entityName, valuesOf } from './entity-values.js';
import { listPage } from './list-page.js';
import { dboError, json } from './operation-failures.js';
import { propertiesOf, refResolver, resolved, successSchema } from './schema-tools.js';
import { clashOf, duplicateMessage, UniqueValues, uniqueFieldsOf } from './unique-fields.js';

type Entity = Record<string, unknown>;
type Verb = 'list' | 'get' | 'save' | 'delete';

/** The verb and entity schema of a dbo procedure named List/Get/Save/Delete{Thing}. */
export function procedureOf(op: OperationInfo): { verb: Verb; entity: JsonSchema } | undefined {
  const match = /^(list|get|save|delete)(.+)$/.exec(op.operationId);
  if (!match || op.transport !== 'dbo') return undefined;
  const verb = match[1] as Verb;
  if (verb === 'list') {
    const page = resolved(op, successSchema(op));
    const items = page.properties?.Items?.items;
    return typeof items === 'object' ? { verb, entity: items } : undefined;
  }
  if (verb === 'delete') {
    let reader: OperationInfo;
    try {
      reader = getOperation(`get${match[2]}`);
    } catch {
      return undefined;
    }
    const entity = successSchema(reader);
    return entity ? { verb, entity } : undefined;
  }
  const entity = successSchema(op);
  return entity ? { verb, entity } : undefined;
}

/** The `MockState` collection key of one org's records of an entity, in a scenario and seed. */
export function recordsKey(
  context: Pick<MockContext, 'scenario' | 'seed'>,
  entity: JsonSchema,
  orgNumber: string,
): string {
  return `${context.scenario === 'empty' ? 'empty' : 'data'}|${context.seed}|${String(entity.$ref)}|${orgNumber}`;
}

function records(op: OperationInfo, entity: JsonSchema, orgNumber: string, context: MockContext) {
  return context.state.collection<Entity>(recordsKey(context, entity, orgNumber), () => {
    if (context.scenario === 'empty') return [];
    const faker = createSeededFaker(seedFrom(context.seed, String(entity.$ref), orgNumber));
    const count = faker.number.int({ min: 3, max: 12 });
    const fields = propertiesOf(op, entity);
    // Names (and promotion codes) are unique per org, as a save checks: number the repeats.
    const unique = uniqueFieldsOf(entityName(entity.$ref), fields).map(
      (field) => new UniqueValues(field, fields[field]?.maxLength ?? 32),
    );
    return Array.from({ length: count }, (_, index) => {
      const item = fakeFromSchema(entity, {
        faker,
        resolveRef: refResolver(op),
        propertyValues: valuesOf(entity.$ref),
      }) as Entity;
      for (const values of unique) {
        const value = item[values.field];
        if (typeof value === 'string') item[values.field] = values.add(value);
      }
      const stored = { ...item, Id: index + 1, OrgNumber: orgNumber };
      return [String(index + 1), stored] as [string, Entity];
    });
  });
}

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
    if (key in fields) out[key] = value;
    else if (`Has${key}` in fields && value) out[`Has${key}`] = true;
  }
  return out;
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
  const collection = records(op, procedure.entity, orgNumber, context);
  const id = body.Id === undefined ? undefined : String(body.Id);
  switch (procedure.verb) {
    case 'list':
      return json(200, listPage([...collection.values()], body));
    case 'get': {
      const found = id === undefined ? undefined : collection.get(id);
      return found ? json(200, found) : dboError('Not found.', 404);
    }
    case 'delete':
      if (id === undefined || !context.state.remove(key, id)) return dboError('Not found.', 404);
      return json(200, { Id: Number(id) });
    case 'save': {
      const existing = id === undefined ? undefined : collection.get(id);
      if (id !== undefined && !existing) return dboError('Not found.', 404);
      const newId = id ?? String(context.state.nextId(key));
      const base =
        existing ??
        (fakeFromSchema(procedure.entity, {
          seed: seedFrom(context.seed, op.operationId, newId),
          resolveRef: refResolver(op),
        }) as Entity);
      const record = saved(op, procedure.entity, base, {
        ...body,
        Id: Number(newId),
        OrgNumber: orgNumber,
      });
      const check = validateResponse(op.operationId, 200, record);
      if (!check.valid) {
        const first = check.errors[0];
        return dboError(`${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`, 400);
      }
      // As the backend's store does, and with its answer's shape (the spec's DboFailure example).
      const name = entityName(procedure.entity.$ref);
      const clash = clashOf(record, collection.values(), uniqueFieldsOf(name, fields));
      if (clash) return dboError(duplicateMessage(name, clash, record[clash]));
      context.state.put(key, newId, record);
      return json(200, record);
    }
  }
}
