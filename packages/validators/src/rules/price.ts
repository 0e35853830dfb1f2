import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `price` rule (docs/product/validation.md). */
export const PRICE_MESSAGE = 'Invalid Price';

// At most two decimals: see docs/decisions/validators-price-decimals.md.
const NON_NEGATIVE_PRICE = /^\d+(?:\.\d{1,2})?$/;

/**
 * Passes an empty value or a non-negative decimal with at most two decimals (`0`, `9.5`, `12.99`).
 *
 * @example
 * price('12.99') // → true
 * price('-1') // → 'Invalid Price'
 */
export function price(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' && typeof value !== 'number') return PRICE_MESSAGE;
  return NON_NEGATIVE_PRICE.test(String(value)) ? true : PRICE_MESSAGE;
}
