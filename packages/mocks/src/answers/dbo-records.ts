import { getOperation, listOperations, type OperationInfo } from '@guestnet/sdk/spec';
import { fakeFromSchema } from '../faker/fake-from-schema.js';
import type { JsonSchema } from '../faker/json-schema.js';
import { createSeededFaker, seedFrom } from '../faker/seeded-faker.js';
import type { MockContext } from '../mock-route.js';
import { entityName, entityRecords, valuesOf } from './entities/entity-values.js';
import type { SeedOrg } from './entities/seed-records.js';
import { UniqueValues, uniqueFieldsOf } from './entities/unique-fields.js';
import { seededOrgDetails } from './org-details.js';
import { propertiesOf, refResolver, resolved, successSchema } from './schema-tools.js';

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

/**
 * The data set a scenario's dbo records come from: none in `empty`, long lists in `huge`, else
 * the demo's (so `write-errors`, `slow` and the rest read what `default` reads).
 */
function dataSet(scenario: MockContext['scenario']): 'empty' | 'huge' | 'data' {
  return scenario === 'empty' || scenario === 'huge' ? scenario : 'data';
}

/** The `MockState` collection key of one org's records of an entity, in a scenario and seed. */
export function recordsKey(
  context: Pick<MockContext, 'scenario' | 'seed'>,
  entity: JsonSchema,
  orgNumber: string,
): string {
  return `${dataSet(context.scenario)}|${context.seed}|${String(entity.$ref)}|${orgNumber}`;
}

/**
 * One org's records of a dbo entity, seeded on first use: by the entity's whole-list factory
 * (service plans, promotions) or field by field from the schema (3 to 12 records), with names
 * and promotion codes made unique per org as a save requires.
 */
export function dboRecords(
  op: OperationInfo,
  entity: JsonSchema,
  orgNumber: string,
  context: MockContext,
): ReadonlyMap<string, Entity> {
  return context.state.collection<Entity>(recordsKey(context, entity, orgNumber), () => {
    // An org added this session starts with none (docs/decisions/org-changes-overlay.md).
    if (
      context.scenario === 'empty' ||
      context.state.isAddedOrg(context.scenario, context.seed, orgNumber)
    ) {
      return [];
    }
    const faker = createSeededFaker(seedFrom(context.seed, String(entity.$ref), orgNumber));
    const name = entityName(entity.$ref);
    const factory = entityRecords[name];
    const org: SeedOrg = {
      orgNumber,
      huge: context.scenario === 'huge',
      idsOf: (other) => idsOf(other, orgNumber, context),
      serviceAreas: () =>
        context.state
          .orgTree(context.scenario, context.seed)
          .childrenOf(orgNumber)
          .filter((child) => child.type === 'ServiceArea')
          .map((child) => child.number),
      addressOwner: () => addressOwner(context, orgNumber),
    };
    const items = factory
      ? factory(faker, org)
      : Array.from(
          { length: faker.number.int({ min: 3, max: 12 }) },
          () =>
            fakeFromSchema(entity, {
              faker,
              resolveRef: refResolver(op),
              propertyValues: valuesOf(entity.$ref),
            }) as Entity,
        );
    const fields = propertiesOf(op, entity);
    const example = createExample(name);
    const unique = uniqueFieldsOf(name, fields).map((field) => {
      const values = new UniqueValues(field, fields[field]?.maxLength ?? 32);
      // The spec's own example of a create stays creatable on fresh data, as a backend's test
      // org would let it be (the contract runner creates it, also behind Prism in the contract
      // package's prism-proxy test).
      const reserved = example?.[field];
      if (typeof reserved === 'string') values.add(reserved);
      return values;
    });
    // In place, not spread into copies: the `huge` lists make 10,000 records per org, and the
    // garbage of a second copy each is what their first call mostly spent its time on.
    return items.map((item, index) => {
      for (const values of unique) {
        const value = item[values.field];
        if (typeof value === 'string') item[values.field] = values.add(value);
      }
      item.Id = index + 1;
      item.OrgNumber = orgNumber;
      return [String(index + 1), item];
    });
  });
}

let crudByEntity: Map<string, Partial<Record<'list' | 'save', OperationInfo>>> | undefined;

/** The list and save procedures of a dbo entity, by its schema name. */
function crudOf(name: string): Partial<Record<'list' | 'save', OperationInfo>> {
  if (!crudByEntity) {
    crudByEntity = new Map();
    for (const op of listOperations()) {
      const procedure = procedureOf(op);
      if (procedure?.verb !== 'list' && procedure?.verb !== 'save') continue;
      const key = entityName(procedure.entity.$ref);
      crudByEntity.set(key, { ...crudByEntity.get(key), [procedure.verb]: op });
    }
  }
  return crudByEntity.get(name) ?? {};
}

/** The payload of the spec's example of saving a new record of an entity (no `Id`), if any. */
function createExample(name: string): Entity | undefined {
  const example = crudOf(name).save?.requestBody?.examples[0];
  const payload: unknown = Array.isArray(example) ? example[1] : undefined;
  if (!payload || typeof payload !== 'object' || 'Id' in payload) return undefined;
  return payload as Entity;
}

/**
 * The ids the seed gives an org's records of another entity (a promotion's plans), whatever was
 * saved or deleted since: seeding from the current ids would make a promotion's plans depend on
 * what the user did before first opening the promotions, and change across a reload.
 */
function idsOf(name: string, orgNumber: string, context: MockContext): number[] {
  const { list } = crudOf(name);
  const procedure = list && procedureOf(list);
  if (!list || !procedure) return [];
  dboRecords(list, procedure.entity, orgNumber, context);
  const size = context.state.seedSize(recordsKey(context, procedure.entity, orgNumber));
  return Array.from({ length: size }, (_, index) => index + 1);
}

/**
 * The org whose seeded address stands for an org's (itself; a service area's site, as an area has
 * none of its own) and that address's country, which the org's money follows
 * (docs/decisions/demo-currency.md). The seed's address, not a saved one, for the reason
 * {@link idsOf} gives.
 */
function addressOwner(
  context: MockContext,
  orgNumber: string,
): { orgNumber: string; country: string } | undefined {
  const tree = context.state.generatedOrgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(orgNumber);
  const owner =
    org?.type === 'ServiceArea' && org.parentNumber ? tree.byNumber.get(org.parentNumber) : org;
  const country = owner && seededOrgDetails(owner, context.seed).Address?.Country;
  return owner && country ? { orgNumber: owner.number, country } : undefined;
}
