import { isObject, type OperationInfo, specs } from '@guestnet/sdk/spec';
import { json } from './answers/operation-failures.js';
import { roleGrants } from './feature-grants.js';
import type { DemoIdentity } from './identities.js';
import type { MockContext } from './mock-route.js';
import type { GeneratedOrg, OrgTree } from './org-tree/generate-org-tree.js';

// The tenant rules the mocks enforce, as a backend must: docs/decisions/tenant-isolation.md.

/** An operation's `x-org-scope` (openapi/admin-api.yaml and openapi/dbo.yaml explain it). */
export interface OrgScope {
  /** Where the request names the org; absent when it names none (the answer is filtered). */
  in?: 'path' | 'query' | 'body';
  /** The parameter's name, or for `body` a JSON pointer into the payload (`*`: every item). */
  name?: string;
  /** The feature id the caller's role must grant on that org. */
  feature?: string;
  /** A JSON pointer to the answer's org numbers. */
  answer?: string;
  /** The status of a refusal for an org outside the reach, when not 403. */
  refusal?: 404;
}

const scopes = new Map<string, OrgScope | null>();

/**
 * The operation's `x-org-scope`, read from its bundled spec; `undefined` for an operation that is
 * not about an org (the account, logout, feedback, the authorization calls).
 *
 * @example
 * orgScopeOf(getOperation('dbo', 'listDevices'))?.feature; // 'af_nasdev'
 */
export function orgScopeOf(op: OperationInfo): OrgScope | undefined {
  const key = `${op.spec} ${op.operationId}`;
  let scope = scopes.get(key);
  if (scope === undefined) {
    const paths = specs[op.spec]?.paths;
    const item = isObject(paths) ? paths[op.path] : undefined;
    const operation = isObject(item) ? item[op.method] : undefined;
    const mark = isObject(operation) ? operation['x-org-scope'] : undefined;
    scope = isObject(mark) ? (mark as OrgScope) : null;
    scopes.set(key, scope);
  }
  return scope ?? undefined;
}

/**
 * The values a JSON pointer reaches in a value, `*` standing for every item of an array:
 * `valuesAt({ Items: [{ A: 1 }, { A: 2 }] }, '/Items/*\/A')` gives `[1, 2]`.
 */
export function valuesAt(value: unknown, pointer: string): unknown[] {
  let found: unknown[] = [value];
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    found = found.flatMap((current): unknown[] => {
      if (token === '*') return Array.isArray(current) ? current : [];
      if (Array.isArray(current)) return /^\d+$/.test(token) ? [current[Number(token)]] : [];
      return isObject(current) && token in current ? [current[token]] : [];
    });
  }
  return found;
}

/**
 * Whether an identity's reach is the whole tree: its owner org is the tree's top (the demo
 * administrator, GN-1000). Such an identity reaches every org number, one the tree lacks too, so
 * the answers for unknown orgs stay as they were (`Not found.`, and the spec examples' GN-1042-7).
 */
export function reachesEverything(tree: OrgTree, identity: DemoIdentity): boolean {
  const owner = identity.member.OwnerOrg;
  return owner === undefined || owner === null || owner === tree.root.number;
}

/**
 * Whether an org number is in an identity's reach: its owner org and every org under it. An org
 * the tree does not have is outside every reach but the whole tree's.
 *
 * @example
 * inReach(tree, DEMO_SITE_ADMIN, 'GN-1042-2'); // true
 * inReach(tree, DEMO_SITE_ADMIN, 'GN-1041'); // false: a sibling
 */
export function inReach(tree: OrgTree, identity: DemoIdentity, number: string | null): boolean {
  if (reachesEverything(tree, identity)) return true;
  const org = number === null ? undefined : tree.byNumber.get(number);
  return org !== undefined && isUnder(org, identity.member.OwnerOrg ?? '');
}

/** Whether an org is `top` or one under it (its path, from the tree's top down, passes `top`). */
export function isUnder(org: Pick<GeneratedOrg, 'path'>, top: string): boolean {
  return org.path.some((entry) => entry.number === top);
}

/**
 * The top of an identity's reach in a tree: the tree's top org for the whole tree, else its owner
 * org; `undefined` when the tree does not have the owner org (another seed's tree).
 */
export function reachRoot(tree: OrgTree, identity: DemoIdentity): GeneratedOrg | undefined {
  if (reachesEverything(tree, identity)) return tree.root;
  return tree.byNumber.get(identity.member.OwnerOrg ?? '');
}

const byUniqueId = new WeakMap<OrgTree, Map<string, GeneratedOrg>>();

/** The org whose `uniqueId` (the tree path of numbers, `getOrgTreeByPath`'s `path`) is given. */
export function orgByUniqueId(tree: OrgTree, uniqueId: string): GeneratedOrg | undefined {
  let index = byUniqueId.get(tree);
  if (!index) {
    index = new Map(tree.orgs.map((org) => [org.uniqueId, org]));
    byUniqueId.set(tree, index);
  }
  return index.get(uniqueId);
}

/** The org numbers a request names where its scope says; `null` for an org named as none. */
function namedOrgs(
  op: OperationInfo,
  scope: OrgScope,
  context: MockContext,
  query: URLSearchParams,
  payload: unknown,
  tree: OrgTree,
): (string | null)[] {
  const name = scope.name ?? '';
  if (scope.in === 'path') return [context.params[name] ?? null];
  if (scope.in === 'query') return [query.get(name)];
  const values = valuesAt(payload, name).map((value) => (typeof value === 'string' ? value : null));
  // The org tree item by path names its org by the path of numbers (its `uniqueId`).
  if (op.operationId === 'getOrgTreeByPath') {
    return values.map((path) =>
      path === null ? null : (orgByUniqueId(tree, path)?.number ?? path),
    );
  }
  // The new-site wizard copies plans, portal and gateways from `CopyFrom`: that org too.
  if (op.operationId === 'addSite' && isObject(payload) && typeof payload.CopyFrom === 'string') {
    values.push(payload.CopyFrom);
  }
  // A move (Edit Org with another parent) needs the new parent in the reach as well.
  if (op.operationId === 'saveOrg' && isObject(payload) && typeof payload.OrgNumber === 'string') {
    const current = tree.byNumber.get(payload.OrgNumber);
    const parent = payload.ParentNumber;
    if (
      current &&
      (typeof parent === 'string' || parent === null) &&
      parent !== current.parentNumber
    ) {
      values.push(parent);
    }
  }
  return values;
}

/** The refusal the spec declares for the operation (`x-org-scope`, the `refused` example). */
export function refusal(op: OperationInfo, scope: OrgScope | undefined, outsideReach: boolean) {
  if (op.transport === 'dbo') return json(200, { Error: 'Access denied.', Code: 403 });
  if (outsideReach && scope?.refusal === 404) return json(404, { Message: 'Not found.' });
  return json(403, { Message: 'Access denied.' });
}

/**
 * The refusal of a call the identity may not make: the org its request names (where
 * `x-org-scope` says) is outside its reach, or its role lacks the operation's feature. Checked
 * before anything is read or written, so a refused call changes nothing; `undefined` when the call
 * may go on. Operations whose request names a list of orgs (`listOrgsByNumbers`) or none refuse
 * nothing: their answers leave out what is outside the reach.
 */
export function tenancyRefusal(
  op: OperationInfo,
  context: MockContext,
  identity: DemoIdentity,
  query: URLSearchParams,
  payload: unknown,
): Response | undefined {
  const scope = orgScopeOf(op);
  if (!scope?.in || scope.name?.endsWith('/*')) return undefined;
  const tree = context.state.orgTree(context.scenario, context.seed);
  for (const number of namedOrgs(op, scope, context, query, payload, tree)) {
    if (!inReach(tree, identity, number)) return refusal(op, scope, true);
  }
  if (scope.feature && !roleGrants(identity, scope.feature)) return refusal(op, scope, false);
  return undefined;
}
