import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';

/**
 * Makes a rule over a number or numeric text: empty passes, text that is not a number fails with the
 * same message (the `numeric` rule is the one that names the format).
 *
 * @example
 * numberRule((n) => n % 2 === 0, 'Must be even')('3') // → 'Must be even'
 */
export function numberRule(test: (value: number) => boolean, message: string): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const number =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    return !Number.isNaN(number) && test(number) ? true : message;
  };
}
