// docs/decisions/adv-org-search.md, docs/decisions/typed-addresses.md
import * as v from 'valibot';
import type { OrgStatus, OrgType } from '../../lib/org/org-node';
import { choiceField, LIST_FIELDS, textField } from '../../lib/screens/screen-address';

const ORG_TYPES = [
  'ServiceProvider',
  'Grouping',
  'Site',
  'ServiceArea',
] as const satisfies readonly OrgType[];
const ORG_STATUSES = ['Active', 'Disabled', 'Removed'] as const satisfies readonly OrgStatus[];

/**
 * Adv Org Search's search parameters: the criteria (`q`, `type`, `status`, `trial`, `parent`,
 * `''` for any) and the results' page, size and sort (its own criteria stand for the filter).
 */
export const ORG_SEARCH_ADDRESS = v.object({
  q: textField(200),
  type: choiceField(ORG_TYPES, ''),
  status: choiceField(ORG_STATUSES, ''),
  trial: choiceField(['yes', 'no'], ''),
  parent: textField(64),
  page: LIST_FIELDS.page,
  pageSize: LIST_FIELDS.pageSize,
  sort: LIST_FIELDS.sort,
});
