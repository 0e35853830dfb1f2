import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/**
 * The message of the `wholeNumber` rule. Ours: docs/product/validation.md has no wording for it
 * (docs/decisions/plan-and-promotion-rules.md).
 */
export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number';

const WHOLE = /^-?\d+$/;

/**
 * Passes an empty value, an integer, or text of digits with an optional leading minus (`12`, `-3`);
 * decimals fail, even `1.0`. Whether a value is in range is the business of `atLeast`/`atMost`.
 *
 * @example
 * wholeNumber('30') // → true
 * wholeNumber('1.5') // → 'Must be a whole number'
 */
export function wholeNumber(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value === 'number') return Number.isInteger(value) ? true : WHOLE_NUMBER_MESSAGE;
  return typeof value === 'string' && WHOLE.test(value) ? true : WHOLE_NUMBER_MESSAGE;
}
