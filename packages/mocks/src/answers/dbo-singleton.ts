import { type OperationInfo, validateResponse } from '@guestnet/sdk/spec';
import { fakeFromSchema } from '../faker/fake-from-schema.js';
import { createSeededFaker, seedFrom } from '../faker/seeded-faker.js';
import type { MockContext } from '../mock-route.js';
import { changesBetween, recordChange, summaryOf } from './admin-history.js';
import { saved } from './dbo-crud.js';
import { procedureOf } from './dbo-records.js';
import { entityName } from './entities/entity-values.js';
import { portalSettingsRecord } from './entities/portal-settings.js';
import { dboError, json } from './operation-failures.js';
import { propertiesOf, refResolver } from './schema-tools.js';

type Entity = Record<string, unknown>;

/** What the generated tree knows of an org, in the dbo Org entity's field names. */
function fromTree(context: MockContext, orgNumber: string): Entity {
  const org = context.state.orgTree(context.scenario, context.seed).byNumber.get(orgNumber);
  if (!org) return {};
  return {
    Name: org.name,
    Type: org.type,
    ParentNumber: org.parentNumber,
    Status: org.status,
    IsTrialMode: org.isTrialMode,
  };
}

/** A site's conference defaults as a hotel sets them: a round cap, a 6- or 8-character code. */
function conferenceDefaults(context: MockContext, ref: string, orgNumber: string): Entity {
  const faker = createSeededFaker(seedFrom(context.seed, ref, orgNumber, 'seed'));
  return {
    CodeFormat: faker.helpers.arrayElement(['alphanumeric', 'words', 'numeric']),
    CodeLength: faker.helpers.arrayElement([6, 8]),
    DefaultBandwidthCapKbps: faker.helpers.arrayElement([5_000, 10_000, 20_000, 50_000]),
    DefaultBilling: faker.helpers.arrayElement(['master_account', 'free', 'pms_folio']),
  };
}

/**
 * Believable values for a singleton whose faker values read badly (the portal's splash page, a
 * conference cap of 186 kbps).
 */
function seededValues(context: MockContext, ref: string, orgNumber: string): Entity {
  if (entityName(ref) === 'ConferenceDefaults') return conferenceDefaults(context, ref, orgNumber);
  if (entityName(ref) !== 'PortalSettings') return {};
  const tree = context.state.orgTree(context.scenario, context.seed).byNumber;
  const org = tree.get(orgNumber);
  const site = org?.parentNumber ? tree.get(org.parentNumber) : undefined;
  return portalSettingsRecord(createSeededFaker(seedFrom(context.seed, ref, orgNumber, 'seed')), {
    name: org?.name,
    siteName: site?.name,
  });
}

/**
 * Get/Save/Delete procedures of one record per org (portal settings, conference defaults, the
 * org's own details): the first read generates it for that org (the org's details from the tree),
 * a save changes what the next read answers, and a delete removes the org: later reads and saves
 * answer `Not found.` `undefined` for other procedures.
 */
export function dboSingletonAnswer(
  op: OperationInfo,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  const procedure = procedureOf(op);
  if (!procedure || procedure.verb === 'list') return undefined;
  const fields = propertiesOf(op, procedure.entity);
  if ('Id' in fields || !('OrgNumber' in fields)) return undefined;
  const body = (payload ?? {}) as Entity;
  const orgNumber = String(body.OrgNumber ?? '');
  const tree = context.scenario === 'huge' ? 'huge' : 'demo';
  const key = `one|${tree}|${context.seed}|${String(procedure.entity.$ref)}`;
  const records = context.state.collection<Entity>(key, () => []);
  const removed = context.state.removedOrgs(context.scenario, context.seed);
  if (removed.has(orgNumber)) return dboError('Not found.', 404);
  if (procedure.verb === 'delete') {
    context.state.remove(key, orgNumber);
    context.state.removeOrg(context.scenario, context.seed, orgNumber);
    return json(200, { OrgNumber: orgNumber });
  }
  let record = records.get(orgNumber);
  if (!record) {
    const generated = fakeFromSchema(procedure.entity, {
      seed: seedFrom(context.seed, String(procedure.entity.$ref), orgNumber),
      resolveRef: refResolver(op),
    }) as Entity;
    const known = Object.fromEntries(
      Object.entries(fromTree(context, orgNumber)).filter(([key]) => key in fields),
    );
    const seeded = seededValues(context, String(procedure.entity.$ref), orgNumber);
    record = { ...generated, ...seeded, ...known, OrgNumber: orgNumber };
  }
  if (procedure.verb === 'save') {
    const before = record;
    record = saved(op, procedure.entity, record, { ...body, OrgNumber: orgNumber });
    const check = validateResponse(op.operationId, 200, record);
    if (!check.valid) {
      const first = check.errors[0];
      return dboError(`${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`, 400);
    }
    // Only a save is kept: a read generates the same record again, and storing reads would fill
    // the demo's sessionStorage with records nobody changed.
    context.state.put(key, orgNumber, record);
    const entityType = entityName(procedure.entity.$ref);
    recordChange(context, {
      orgNumber,
      action: 'update',
      entityType,
      entityId: null,
      summary: summaryOf('update', entityType, ''),
      changes: changesBetween(before, record, body),
    });
  }
  return json(200, record);
}
