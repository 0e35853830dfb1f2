import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';
import { REQUIRED_MESSAGE } from './required.js';

/**
 * Makes a rule that requires the value only while a condition holds, with its own message.
 *
 * The condition may be a function, read on every check, so a rule built once follows the form.
 *
 * @example
 * const rule = requiredIf(() => form.timeMode === 'accumulative', 'Enter a time limit');
 * rule('') // → 'Enter a time limit' while the condition holds, else true
 */
export function requiredIf(
  condition: boolean | (() => boolean),
  message: string = REQUIRED_MESSAGE,
): Rule {
  return (value) => {
    const applies = typeof condition === 'function' ? condition() : condition;
    return applies && isEmpty(value) ? message : true;
  };
}
