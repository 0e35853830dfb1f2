import type { Rule } from '../rule.js';
import { numberRule } from './number-rule.js';

/**
 * Makes a rule that passes an empty value or a number above `limit`: `Must be greater than N`.
 *
 * @example
 * greaterThan(0)(0) // → 'Must be greater than 0'
 */
export function greaterThan(limit: number): Rule {
  return numberRule((n) => n > limit, `Must be greater than ${limit}`);
}
