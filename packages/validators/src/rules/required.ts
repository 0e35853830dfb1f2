import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `required` rule (docs/product/validation.md). */
export const REQUIRED_MESSAGE = 'Required';

/**
 * Passes when the value is present: not undefined, null, an empty or blank string, or an empty list.
 *
 * @example
 * required('') // → 'Required'
 */
export function required(value: unknown): RuleResult {
  return isEmpty(value) ? REQUIRED_MESSAGE : true;
}
