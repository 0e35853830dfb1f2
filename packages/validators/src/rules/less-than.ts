import type { Rule } from '../rule.js';
import { numberRule } from './number-rule.js';

/**
 * Makes a rule that passes an empty value or a number below `limit`: `Must be less than N`.
 *
 * @example
 * lessThan(100)('100') // → 'Must be less than 100'
 */
export function lessThan(limit: number): Rule {
  return numberRule((n) => n < limit, `Must be less than ${limit}`);
}
