import type { Rule, RuleResult } from './rule.js';
import { FALLBACK_MESSAGE } from './rule-action.js';

/**
 * Runs rules in order and returns `true` or the first message, the way a form field shows one error.
 *
 * @example
 * checkRules('', [required, email]) // → 'Required'
 * checkRules('a@', [required, email]) // → 'Invalid Email'
 */
export function checkRules<TValue>(value: TValue, rules: readonly Rule<TValue>[]): RuleResult {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result === false ? FALLBACK_MESSAGE : result;
  }
  return true;
}
