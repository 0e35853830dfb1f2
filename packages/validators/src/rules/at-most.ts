import type { Rule } from '../rule.js';
import { numberRule } from './number-rule.js';

/**
 * Makes a rule that passes an empty value or a number up to `limit`: `Must be N or less`.
 *
 * @example
 * atMost(100)('101') // → 'Must be 100 or less'
 */
export function atMost(limit: number): Rule {
  return numberRule((n) => n <= limit, `Must be ${limit} or less`);
}
