import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';
import { type DateInput, toTime } from './to-time.js';

/** The message of the `dateNotBefore` rule (docs/product/validation.md). */
export const LATER_DATE_MESSAGE = 'Please select a later date';

/**
 * Makes a rule for the end of a range: passes an empty value, a date on or after `earliest`, or any
 * date while `earliest` is not set. `earliest` may be a function, read on every check (the other
 * field). Text that is not a date fails.
 *
 * @example
 * const validTo = dateNotBefore(() => form.validFrom);
 * validTo('2026-01-01') // → 'Please select a later date' when validFrom is 2026-02-01
 */
export function dateNotBefore(earliest: DateInput | (() => DateInput)): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const bound = toTime(typeof earliest === 'function' ? earliest() : earliest);
    const time = toTime(value as DateInput);
    if (Number.isNaN(time)) return LATER_DATE_MESSAGE;
    return Number.isNaN(bound) || time >= bound ? true : LATER_DATE_MESSAGE;
  };
}
