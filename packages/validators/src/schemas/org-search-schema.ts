import * as v from 'valibot';
import { ruleAction } from '../rule-action.js';
import { isOrgNumber } from '../rules/is-org-number.js';
import { orgSearchInput } from '../rules/org-search-input.js';

/**
 * The org search box's text: trimmed, empty (recent orgs) or at least 3 characters, and read as a
 * search by org number when it looks like one (docs/product/validation.md).
 *
 * @example
 * v.parse(OrgSearchSchema, ' GN-1042 ') // → { text: 'GN-1042', byOrgNumber: true }
 * v.safeParse(OrgSearchSchema, 'gr').issues?.[0]?.message
 * // → 'Please enter at least 3 characters to refine search'
 */
export const OrgSearchSchema = v.pipe(
  v.string(),
  v.trim(),
  ruleAction(orgSearchInput),
  v.transform((text) => ({ text, byOrgNumber: isOrgNumber(text) })),
);

/** A valid org search: the trimmed text and whether it is an org number. */
export type OrgSearchOutput = v.InferOutput<typeof OrgSearchSchema>;
