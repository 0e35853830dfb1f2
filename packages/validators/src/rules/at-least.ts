import type { Rule } from '../rule.js';
import { numberRule } from './number-rule.js';

/**
 * Makes a rule that passes an empty value or a number from `limit` up: `Must be N or greater`.
 *
 * @example
 * atLeast(1)('0') // → 'Must be 1 or greater'
 */
export function atLeast(limit: number): Rule {
  return numberRule((n) => n >= limit, `Must be ${limit} or greater`);
}
