import { getOperation, validateResponse } from '@guestnet/sdk/spec';
import type { MockContext } from '../mock-route.js';
import { treeKey } from '../mock-state.js';
import type { GeneratedOrg, OrgTree, OrgType } from '../org-tree/generate-org-tree.js';
import { changesBetween, recordChange, summaryOf } from './admin-history.js';
import { newRecord } from './dbo-crud.js';
import { dboRecords, procedureOf, recordsKey } from './dbo-records.js';
import { dboError, json } from './operation-failures.js';
import { type OrgDetails, orgDetailsOf, storedDetails } from './org-details.js';

type Entity = Record<string, unknown>;

/** How the messages name an org type. */
export const TYPE_WORDS: Record<OrgType, string> = {
  ServiceProvider: 'service provider',
  Grouping: 'grouping',
  Site: 'site',
  ServiceArea: 'service area',
};

const notFound = () => dboError('Not found.', 404);

/** The sibling of `parentNumber` (other than `except`) named `name`, ignoring case. */
export function siblingNamed(
  tree: OrgTree,
  parentNumber: string | null,
  name: string,
  except?: string,
): GeneratedOrg | undefined {
  if (!parentNumber) return undefined;
  const wanted = name.trim().toLowerCase();
  return tree
    .childrenOf(parentNumber)
    .find((org) => org.number !== except && org.name.trim().toLowerCase() === wanted);
}

/** The refusal of a name a sibling has (SaveOrg, AddOrg, AddSite). */
export function nameTakenMessage(name: string, parent: GeneratedOrg | undefined): string {
  return `An organization named “${name}” already exists under ${parent?.name ?? 'its parent'}.`;
}

/** The refusal of trial mode on a grouping or a service provider (OrgFields.IsTrialMode). */
export function trialModeProblem(type: OrgType, trial: unknown): string | undefined {
  if (trial !== true || type === 'Site' || type === 'ServiceArea') return undefined;
  return `Only sites and service areas can be in trial mode, not a ${TYPE_WORDS[type]}.`;
}

/** The first spec violation of an answer, as a dbo error, or `undefined` when it is valid. */
export function invalidAnswer(operationId: string, body: unknown): Response | undefined {
  const check = validateResponse(operationId, 200, body);
  if (check.valid) return undefined;
  const first = check.errors[0];
  return dboError(`${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`, 400);
}

/**
 * `GetOrg` and `SaveOrg` over the org changes kept in `MockState`: the org's real details (the
 * tree's facts, the rest seeded), `Not found.` for an org the tree does not have, and a save that
 * every org answer follows (tree, search, legacy tree). `undefined` for other operations.
 */
export function orgAnswer(
  operationId: string,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  const body = (payload ?? {}) as Entity;
  switch (operationId) {
    case 'getOrg': {
      const details = orgDetailsOf(context, String(body.OrgNumber ?? ''));
      return details ? json(200, details) : notFound();
    }
    case 'saveOrg':
      return saveOrg(context, body);
    case 'addOrg':
      return addOrg(context, body);
    case 'addSite':
      return addSite(context, body);
    case 'deleteOrg':
      return deleteOrg(context, String(body.OrgNumber ?? ''));
    default:
      return undefined;
  }
}

function saveOrg(context: MockContext, body: Entity): Response {
  const orgNumber = String(body.OrgNumber ?? '');
  const before = orgDetailsOf(context, orgNumber);
  if (!before) return notFound();
  const tree = context.state.orgTree(context.scenario, context.seed);
  if (body.Type !== before.Type) {
    return dboError(
      `The type of an organization cannot change: ${before.Name} is a ${TYPE_WORDS[before.Type]}.`,
    );
  }
  if (body.Status === 'Removed') return dboError('Delete the organization to remove it.');
  const trial = trialModeProblem(before.Type, body.IsTrialMode);
  if (trial) return dboError(trial);
  const name = String(body.Name ?? '');
  if (siblingNamed(tree, before.ParentNumber, name, orgNumber)) {
    const parent = before.ParentNumber ? tree.byNumber.get(before.ParentNumber) : undefined;
    return dboError(nameTakenMessage(name, parent));
  }
  // The read-only facts (ParentName, Created) stay what they were, and so does the parent: an org
  // does not move (docs/decisions/org-changes-overlay.md).
  const after: OrgDetails = {
    ...before,
    ...pick(body, EDITABLE),
    OrgNumber: orgNumber,
    ParentNumber: before.ParentNumber,
    Created: before.Created,
    ParentName: before.ParentName,
  } as OrgDetails;
  const invalid = invalidAnswer('saveOrg', after);
  if (invalid) return invalid;
  context.state.putOrg(context.scenario, context.seed, storedDetails(after));
  recordChange(context, {
    orgNumber,
    action: 'update',
    entityType: 'Org',
    entityId: orgNumber,
    summary:
      after.Name !== before.Name
        ? `Renamed ${before.Name} to ${after.Name}`
        : `Updated ${TYPE_WORDS[after.Type]} ${after.Name}`,
    changes: changesBetween(before as unknown as Entity, after as unknown as Entity, body),
  });
  return json(200, after);
}

/** The fields of OrgFields a save or an add takes from its payload. */
export const EDITABLE = [
  'Name',
  'Status',
  'IsTrialMode',
  'TimeZone',
  'Address',
  'ContactName',
  'ContactEmail',
  'ContactPhone',
  'Notes',
] as const;

/** The `fields` of `body` that it has. */
export function pick(body: Entity, fields: readonly string[]): Entity {
  return Object.fromEntries(
    fields.filter((field) => field in body).map((field) => [field, body[field]]),
  );
}

/** The child types each org type holds (docs/product/README.md); `AddOrg` and `AddSite` check it. */
export const CHILD_TYPES: Record<OrgType, readonly OrgType[]> = {
  ServiceProvider: ['Grouping', 'Site'],
  Grouping: ['Grouping', 'Site'],
  Site: ['ServiceArea'],
  ServiceArea: [],
};

const plural = (words: string) => (words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`);

/** Why `parent` cannot hold a new org of `type`, or `undefined` when it can. */
export function childTypeProblem(parent: GeneratedOrg, type: OrgType): string | undefined {
  const allowed = CHILD_TYPES[parent.type];
  if (allowed.includes(type)) return undefined;
  const holds =
    allowed.length === 0
      ? 'holds no other organizations'
      : `holds ${allowed.map((child) => plural(TYPE_WORDS[child])).join(' and ')} only`;
  return `A ${TYPE_WORDS[parent.type]} ${holds}: ${parent.name} cannot hold a ${TYPE_WORDS[type]}.`;
}

/** The parent of a new org, or the reason it cannot be added there. */
function checkNewOrg(tree: OrgTree, fields: Entity): GeneratedOrg | string {
  const parentNumber = fields.ParentNumber;
  if (typeof parentNumber !== 'string') return 'A new organization needs a parent.';
  const parent = tree.byNumber.get(parentNumber);
  if (!parent) return `The parent organization ${parentNumber} does not exist.`;
  const type = fields.Type as OrgType;
  const problem =
    childTypeProblem(parent, type) ??
    trialModeProblem(type, fields.IsTrialMode) ??
    (fields.Status === 'Removed' ? 'A new organization cannot be Removed.' : undefined);
  if (problem) return problem;
  const name = String(fields.Name ?? '');
  if (siblingNamed(tree, parent.number, name)) return nameTakenMessage(name, parent);
  return parent;
}

let highestNumbers = new WeakMap<OrgTree, number>();

/**
 * A new org number, as the seed numbers them (generate-org-tree.ts): a service area is its
 * site's number and the next index (`GN-1042-8`), any other org the prefix and the next number
 * above every generated one (`GN-1299`). A deleted org's number is never given again.
 */
function newOrgNumber(context: MockContext, parent: GeneratedOrg, type: OrgType): string {
  const generated = context.state.generatedOrgTree(context.scenario, context.seed);
  const key = `orgnumber|${treeKey(context.scenario, context.seed)}`;
  if (type === 'ServiceArea') {
    let floor = 0;
    for (const child of generated.childrenOf(parent.number)) {
      const index = Number(child.number.slice(parent.number.length + 1));
      if (Number.isSafeInteger(index) && index > floor) floor = index;
    }
    return `${parent.number}-${context.state.nextId(`${key}|${parent.number}`, floor)}`;
  }
  let highest = highestNumbers.get(generated);
  if (highest === undefined) {
    highest = 0;
    for (const org of generated.orgs) {
      const value = Number(/^[A-Za-z]{2}-(\d+)$/.exec(org.number)?.[1]);
      if (Number.isSafeInteger(value) && value > highest) highest = value;
    }
    highestNumbers.set(generated, highest);
  }
  const prefix = generated.root.number.slice(0, 2);
  return `${prefix}-${context.state.nextId(key, highest)}`;
}

/** Forgets the cached highest org numbers (tests). */
export function clearNumberCache(): void {
  highestNumbers = new WeakMap();
}

/** The details of a new org from its fields: what was sent, nothing else invented. */
function newDetails(
  fields: Entity,
  orgNumber: string,
  parent: GeneratedOrg,
  created: Date,
): OrgDetails {
  return {
    Address: null,
    ContactName: null,
    ContactEmail: null,
    ContactPhone: null,
    Notes: null,
    ...pick(fields, EDITABLE),
    OrgNumber: orgNumber,
    Type: fields.Type,
    ParentNumber: parent.number,
    ParentName: parent.name,
    Created: created.toISOString(),
  } as OrgDetails;
}

function recordCreated(context: MockContext, details: OrgDetails): void {
  recordChange(context, {
    orgNumber: details.OrgNumber,
    action: 'create',
    entityType: 'Org',
    entityId: details.OrgNumber,
    summary: `Created ${TYPE_WORDS[details.Type]} ${details.Name}`,
    changes: changesBetween(undefined, details as unknown as Entity),
  });
}

/** `AddOrg`: a new org under its parent, of a type the parent holds, named apart from its siblings. */
function addOrg(context: MockContext, body: Entity): Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const parent = checkNewOrg(tree, body);
  if (typeof parent === 'string') return dboError(parent);
  const details = newDetails(
    body,
    newOrgNumber(context, parent, body.Type as OrgType),
    parent,
    context.now?.() ?? new Date(),
  );
  const invalid = invalidAnswer('addOrg', details);
  if (invalid) return invalid;
  context.state.putOrg(context.scenario, context.seed, storedDetails(details));
  recordCreated(context, details);
  return json(200, details);
}

/**
 * `AddSite`: the site, its service areas and, when sent, one copy of the first service plan in
 * each new area, all checked before anything is stored: on any refusal nothing is created.
 * `CopyFrom` is not copied from (decision: org-changes-overlay.md).
 */
function addSite(context: MockContext, body: Entity): Response {
  const site = (body.Site ?? {}) as Entity;
  if (site.Type !== 'Site') {
    return dboError(
      `The new-site wizard creates a site, not a ${TYPE_WORDS[site.Type as OrgType] ?? String(site.Type)}.`,
    );
  }
  const tree = context.state.orgTree(context.scenario, context.seed);
  const parent = checkNewOrg(tree, site);
  if (typeof parent === 'string') return dboError(parent);
  const areas = Array.isArray(body.ServiceAreas) ? (body.ServiceAreas as Entity[]) : [];
  const seen = new Set<string>();
  for (const area of areas) {
    const name = String(area.Name ?? '').trim();
    if (seen.has(name.toLowerCase())) {
      return dboError(`Two service areas are named “${name}”: each needs its own name.`);
    }
    seen.add(name.toLowerCase());
  }
  const plan =
    body.ServicePlan && typeof body.ServicePlan === 'object'
      ? (body.ServicePlan as Entity)
      : undefined;
  const saveOp = getOperation('saveServicePlan');
  if (plan) {
    const { Id: _id, ...input } = plan;
    const check = validateResponse(
      'saveServicePlan',
      200,
      newRecord(
        saveOp,
        context,
        { ...input, OrgNumber: parent.number, AvailableServiceAreas: [] },
        '1',
      ),
    );
    if (!check.valid) {
      const first = check.errors[0];
      return dboError(
        `The service plan is invalid: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim(),
      );
    }
  }
  const created = context.now?.() ?? new Date();
  const siteDetails = newDetails(site, newOrgNumber(context, parent, 'Site'), parent, created);
  const siteOrg = {
    ...parent,
    number: siteDetails.OrgNumber,
    name: siteDetails.Name,
    type: 'Site' as const,
  };
  const areaDetails = areas.map((area, index) =>
    newDetails(
      {
        Name: String(area.Name ?? '').trim(),
        Type: 'ServiceArea',
        Status: siteDetails.Status,
        IsTrialMode: siteDetails.IsTrialMode,
        TimeZone: siteDetails.TimeZone,
      },
      `${siteDetails.OrgNumber}-${index + 1}`,
      siteOrg,
      created,
    ),
  );
  const plans = plan
    ? areaDetails.map((area) => {
        const { Id: _id, ...input } = plan;
        return newRecord(
          saveOp,
          context,
          { ...input, OrgNumber: area.OrgNumber, AvailableServiceAreas: [] },
          '1',
        );
      })
    : [];
  const result = { Site: siteDetails, ServiceAreas: areaDetails, ServicePlans: plans };
  const invalid = invalidAnswer('addSite', result);
  if (invalid) return invalid;
  // Checked: now store it all.
  context.state.putOrg(context.scenario, context.seed, storedDetails(siteDetails));
  recordCreated(context, siteDetails);
  for (const area of areaDetails) {
    context.state.putOrg(context.scenario, context.seed, storedDetails(area));
    context.state.nextId(
      `orgnumber|${treeKey(context.scenario, context.seed)}|${siteDetails.OrgNumber}`,
    );
    recordCreated(context, area);
  }
  const listOp = getOperation('listServicePlans');
  const entity = procedureOf(listOp)?.entity;
  if (entity) {
    for (const record of plans) {
      const orgNumber = String(record.OrgNumber);
      dboRecords(listOp, entity, orgNumber, context);
      const key = recordsKey(context, entity, orgNumber);
      const id = context.state.nextId(key);
      record.Id = id;
      context.state.put(key, String(id), record);
      recordChange(context, {
        orgNumber,
        action: 'create',
        entityType: 'ServicePlan',
        entityId: String(id),
        summary: summaryOf('create', 'ServicePlan', String(record.Name)),
        changes: changesBetween(undefined, record, plan),
      });
    }
  }
  return json(200, result);
}

/** `DeleteOrg`: refused while the org holds others; else it leaves every answer. */
function deleteOrg(context: MockContext, orgNumber: string): Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(orgNumber);
  const details = orgDetailsOf(context, orgNumber);
  if (!org || !details) return notFound();
  const held = tree.childrenOf(orgNumber).length;
  if (held > 0) {
    const what = held === 1 ? '1 organization' : `${held} organizations`;
    return dboError(`${org.name} still holds ${what}: delete them before deleting it.`);
  }
  recordChange(context, {
    orgNumber,
    action: 'delete',
    entityType: 'Org',
    entityId: orgNumber,
    summary: `Deleted ${TYPE_WORDS[org.type]} ${org.name}`,
    changes: changesBetween(details as unknown as Entity, undefined),
  });
  context.state.removeOrg(context.scenario, context.seed, orgNumber);
  return json(200, { OrgNumber: orgNumber });
}
