// docs/decisions/typed-addresses.md

import { BATCH_ADDRESS } from '../features/access-codes/batch-address';
import { ORG_SEARCH_ADDRESS } from '../features/adv-org-search/org-search-address';
import { PROFILE_ADDRESS } from '../features/connection-profiles/profile-address';
import { FIND_ACCOUNTS_ADDRESS } from '../features/find-accounts/find-accounts-address';
import { OVERVIEW_ADDRESS } from '../features/overview/overview-address';
import {
  CARD_SEARCH,
  LOYALTY_SEARCH,
  PMS_SEARCH,
  RADIUS_SEARCH,
  REVENUE_SEARCH,
  SALES_BY_SEARCH,
} from '../features/reports/report-addresses';
import {
  ADMIN_HISTORY_ADDRESS,
  BULK_CHANGE_ADDRESS,
  CHANGE_SETS_ADDRESS,
} from '../lib/screens/linked-addresses';
import { type AddressSchema, LIST_ADDRESS, validateAddress } from '../lib/screens/screen-address';

/**
 * The search parameters of the screens that have any, by their path in the screens table
 * (lib/screens/screen-table.ts), a sub-route's in the spec's notation: the route validates its
 * address with the schema, and the screen reads it with the same one (hooks/use-address.ts).
 * A list (a `manage` sub-route) not named here has the list's. This module and valibot load as
 * a chunk of their own beside the first screen's (routes/screen-routes.tsx), not in the first
 * load. A test keeps every key a native path of the table.
 */
export const SCREEN_ADDRESSES: Readonly<Record<string, AddressSchema>> = {
  '/report/overview': OVERVIEW_ADDRESS,
  '/report/revenue': REVENUE_SEARCH.schema,
  '/report/pms': PMS_SEARCH.schema,
  '/report/cc': CARD_SEARCH.schema,
  '/report/group': SALES_BY_SEARCH.schema,
  '/report/user': SALES_BY_SEARCH.schema,
  '/support/radius': RADIUS_SEARCH.schema,
  '/support/loyalty': LOYALTY_SEARCH.schema,
  '/support/account': FIND_ACCOUNTS_ADDRESS,
  '/support/org-search': ORG_SEARCH_ADDRESS,
  '/support/admin-history': ADMIN_HISTORY_ADDRESS,
  '/manage/bulk-change': BULK_CHANGE_ADDRESS,
  '/manage/bulk-change/history': CHANGE_SETS_ADDRESS,
  '/manage/access-codes/batch/{id}': BATCH_ADDRESS,
  '/setup/connection-profiles/item/{route}/{type}': PROFILE_ADDRESS,
};

/** The address schema of a screen's path in the table, if it has search parameters. */
export function addressOf(
  tablePath: string,
  kind: 'list' | 'item' | 'other',
): AddressSchema | undefined {
  return SCREEN_ADDRESSES[tablePath] ?? (kind === 'list' ? LIST_ADDRESS : undefined);
}

const validators = new Map<AddressSchema, ReturnType<typeof validateAddress>>();

/**
 * A route's `validateSearch` for the screen at `tablePath`: its schema's reading of the address
 * (lib/screens/screen-address.ts `validateAddress`), or the search as it is for a screen with no
 * search parameters.
 */
export function validateScreenAddress(
  tablePath: string,
  kind: 'list' | 'item' | 'other',
  raw: Record<string, unknown>,
): object {
  const schema = addressOf(tablePath, kind);
  if (!schema) return raw;
  let validate = validators.get(schema);
  if (!validate) {
    validate = validateAddress(schema);
    validators.set(schema, validate);
  }
  return validate(raw);
}
