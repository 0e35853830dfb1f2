// docs/decisions/find-accounts.md
import { type AdminApiClient, operationQuery } from '@guestnet/sdk';
import { type AccountField, sortParams } from './find-accounts-search';

/** What a search asks `findAccounts`. */
export interface AccountQuery {
  orgNumber: string;
  q: string;
  field: AccountField;
  thisOrgOnly: boolean;
  page: number;
  pageSize: number;
  /** The kit's sort (`-LastSeen`), `''` for the server's order. */
  sort: string;
}

/**
 * TanStack Query options for the accounts matching a text across an org's subtree
 * (`findGuestAccounts`); `field: 'any'` and `thisOrgOnly: false` are the server's defaults, left out.
 */
export function findAccountsQuery(api: AdminApiClient, search: AccountQuery) {
  return operationQuery(api, 'get', '/AdminApi/guest-accounts', {
    params: {
      query: {
        orgNumber: search.orgNumber,
        q: search.q,
        ...(search.field !== 'any' ? { field: search.field } : {}),
        ...(search.thisOrgOnly ? { thisOrgOnly: true } : {}),
        page: search.page,
        pageSize: search.pageSize,
        ...sortParams(search.sort),
      },
    },
  });
}

/** TanStack Query options for one account with its recent sessions and payments (`getGuestAccount`). */
export function accountQuery(api: AdminApiClient, orgNumber: string, account: string) {
  return operationQuery(api, 'get', '/AdminApi/guest-accounts/{account}', {
    params: { path: { account }, query: { orgNumber } },
  });
}
