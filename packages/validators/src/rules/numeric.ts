import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `numeric` rule (docs/product/validation.md). */
export const NUMERIC_MESSAGE = 'Must be a number';

const DIGITS_WITH_DECIMALS = /^\d+(?:\.\d+)?$/;

/**
 * Passes an empty value or digits with optional decimals (`12`, `12.50`); no sign, no exponent.
 * A number is judged by its string form, so `1e21` is refused like the text `1e21`.
 *
 * @example
 * numeric('12.5') // → true
 * numeric('-1') // → 'Must be a number'
 */
export function numeric(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' && typeof value !== 'number') return NUMERIC_MESSAGE;
  return DIGITS_WITH_DECIMALS.test(String(value)) ? true : NUMERIC_MESSAGE;
}
