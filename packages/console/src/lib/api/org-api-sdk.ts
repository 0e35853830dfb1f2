import {
  type AdminApiClient,
  type AuthorizationClient,
  type AuthorizationComponents,
  createAuthorizationClient,
} from '@guestnet/sdk';
import type { OrgNode } from '../org/org-node';
import { readToken } from '../session/token';
import { adminApi } from './api';
import type { OrgAccess, OrgApi } from './org-api';

async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>) {
  const { data: body, error, response } = await call;
  if (body === undefined) {
    throw new Error(`Org call failed with status ${response.status}`, { cause: error });
  }
  return body;
}

type FeatureId = AuthorizationComponents['schemas']['FeatureId'];

/** The org calls wired to the SDK's AdminApi and Authorization.svc clients. */
export function createOrgApi(api: AdminApiClient, authorization: AuthorizationClient): OrgApi {
  return {
    list: () => data(api.GET('/AdminApi/org/tree')) as Promise<OrgNode[]>,
    node: (number) =>
      data(
        api.GET('/AdminApi/org/tree/{orgNumber}', { params: { path: { orgNumber: number } } }),
      ) as Promise<OrgNode>,
    byPath: (path, alreadyHasData) =>
      data(api.POST('/AdminApi/org/tree', { body: { path, alreadyHasData } })) as Promise<OrgNode>,
    // SPEC.md §7: skipped (an empty list) when there are no numbers.
    byNumbers: async (numbers) =>
      numbers.length === 0
        ? []
        : ((await data(
            api.POST('/AdminApi/org/tree/numbers', { body: { OrgNumbers: [...numbers] } }),
          )) as OrgNode[]),
    search: (input) =>
      data(
        api.GET('/AdminApi/org/tree/search/{input}', { params: { path: { input } } }),
      ) as Promise<OrgNode[]>,
    // Cached per org by the SDK (the org is in the query; DESIGN.md "Caching").
    access: (orgNumber, features) =>
      data(
        authorization.POST('/GuestnetWS/DevApi/Admin/Authorization.svc/GetOrgAccess', {
          params: { query: { org: orgNumber } },
          body: features as FeatureId[],
        }),
      ) as Promise<OrgAccess>,
  };
}

/** The console's org calls. */
export const orgApi: OrgApi = createOrgApi(
  adminApi,
  createAuthorizationClient({ getToken: readToken, cache: adminApi.cache }),
);
