import type { AdminApiClient, AuthorizationClient } from './client.js';
import type { components as AdminApiComponents } from './generated/admin-api.gen.js';
import type { components as AuthorizationComponents } from './generated/authorization.gen.js';
import { operationQuery } from './query-options.js';

/** An org tree node as AdminApi sends it (docs/product/entities.md "Org tree node"). */
export type OrgTreeNode = AdminApiComponents['schemas']['OrgTreeNode'];

/** One of the four org types of docs/product/README.md. */
export type OrgType = AdminApiComponents['schemas']['OrgType'];

/** An org's status (docs/product/entities.md). */
export type OrgStatus = AdminApiComponents['schemas']['OrgStatus'];

/** One ancestor in a node's path. */
export type OrgPathEntry = AdminApiComponents['schemas']['OrgPathEntry'];

/** Which features GetOrgAccess grants an org, and the org's type (docs/product/calls.md). */
export type OrgAccess = AuthorizationComponents['schemas']['OrgAccess'];

/** A feature id of the navigation (`af_servplan`, ...). */
export type FeatureId = AuthorizationComponents['schemas']['FeatureId'];

/**
 * TanStack Query options for the org list (GET /AdminApi/org/tree): the top-level orgs with their
 * loaded children.
 *
 * @example
 * const roots = await queryClient.fetchQuery(orgTreeQuery(api));
 */
export function orgTreeQuery(api: AdminApiClient) {
  return operationQuery(api, 'get', '/AdminApi/org/tree');
}

/**
 * TanStack Query options for one org with its children one level deep.
 *
 * @example
 * const node = await queryClient.fetchQuery(orgNodeQuery(api, 'GN-1042'));
 */
export function orgNodeQuery(api: AdminApiClient, orgNumber: string) {
  return operationQuery(api, 'get', '/AdminApi/org/tree/{orgNumber}', {
    params: { path: { orgNumber } },
  });
}

/**
 * TanStack Query options for the tree item of an org's uniqueId path; with `alreadyHasData` false
 * the ancestors come back too.
 *
 * @example
 * const item = await queryClient.fetchQuery(orgByPathQuery(api, 'GN-1-GN-1042', false));
 */
export function orgByPathQuery(api: AdminApiClient, path: string, alreadyHasData: boolean) {
  return operationQuery(api, 'post', '/AdminApi/org/tree', { body: { path, alreadyHasData } });
}

/**
 * TanStack Query options for orgs by number, in the order asked (the recent list). docs/product/calls.md:
 * no numbers, no call: the query resolves with an empty list.
 *
 * @example
 * const recent = await queryClient.fetchQuery(orgsByNumbersQuery(api, ['GN-1042', 'GN-7']));
 */
export function orgsByNumbersQuery(api: AdminApiClient, numbers: readonly string[]) {
  const options = operationQuery(api, 'post', '/AdminApi/org/tree/numbers', {
    body: { OrgNumbers: [...numbers] },
  });
  return {
    queryKey: options.queryKey,
    queryFn: async (context: { signal?: AbortSignal }): Promise<OrgTreeNode[]> =>
      numbers.length === 0 ? [] : options.queryFn(context),
  };
}

/**
 * TanStack Query options for the server-side org search of API mode.
 *
 * @example
 * const found = await queryClient.fetchQuery(orgSearchQuery(api, 'harbour'));
 */
export function orgSearchQuery(api: AdminApiClient, input: string) {
  return operationQuery(api, 'get', '/AdminApi/org/tree/search/{input}', {
    params: { path: { input } },
  });
}

/** How the targets of a bulk change are narrowed: by type, status and name or number text. */
export interface OrgsUnderFilter {
  type?: OrgType | undefined;
  status?: OrgStatus | undefined;
  text?: string | undefined;
}

/**
 * TanStack Query options for an org and every org under it, in tree order, narrowed by type,
 * status and text (the targets of a bulk change).
 *
 * @example
 * const sites = await queryClient.fetchQuery(orgsUnderQuery(api, 'GN-1042', { type: 'Site' }));
 */
export function orgsUnderQuery(
  api: AdminApiClient,
  orgNumber: string,
  filter: OrgsUnderFilter = {},
) {
  const query: { type?: OrgType; status?: OrgStatus; text?: string } = {};
  if (filter.type) query.type = filter.type;
  if (filter.status) query.status = filter.status;
  if (filter.text?.trim()) query.text = filter.text.trim();
  return operationQuery(api, 'get', '/AdminApi/org/under/{orgNumber}', {
    params: { path: { orgNumber }, query },
  });
}

/**
 * TanStack Query options for GetOrgAccess: which of these features an org grants, and its type.
 * Keyed by org and features, so each org has its own entry.
 *
 * @example
 * const { hasAccess } = await queryClient.fetchQuery(orgAccessQuery(auth, 'GN-1042', ['af_servplan']));
 */
export function orgAccessQuery(
  auth: AuthorizationClient,
  orgNumber: string,
  features: readonly FeatureId[],
) {
  return operationQuery(auth, 'post', '/GuestnetWS/DevApi/Admin/Authorization.svc/GetOrgAccess', {
    params: { query: { org: orgNumber } },
    body: [...features],
  });
}
