import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';
import { toText } from '../to-text.js';

/** Fewest characters an org search sends (docs/product/constants.md). */
export const ORG_SEARCH_MIN_LENGTH = 3;

/** The message of the `orgSearchInput` rule (docs/product/validation.md). */
export const ORG_SEARCH_MESSAGE = 'Please enter at least 3 characters to refine search';

/**
 * Passes empty search text (the box then lists recent orgs) or text of at least 3 characters once
 * trimmed.
 *
 * @example
 * orgSearchInput('gr') // → 'Please enter at least 3 characters to refine search'
 */
export function orgSearchInput(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  const text = toText(value)?.trim();
  return text !== undefined && text.length >= ORG_SEARCH_MIN_LENGTH ? true : ORG_SEARCH_MESSAGE;
}
