import { validateResponse } from '@guestnet/sdk/spec';
import type { MockContext } from '../mock-route.js';
import type { GeneratedOrg, OrgTree, OrgType } from '../org-tree/generate-org-tree.js';
import { changesBetween, recordChange } from './admin-history.js';
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
