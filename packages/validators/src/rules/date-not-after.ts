import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';
import { type DateInput, toTime } from './to-time.js';

/** The message of the `dateNotAfter` rule (docs/product/validation.md). */
export const EARLIER_DATE_MESSAGE = 'Please select an earlier date';

/**
 * Makes a rule for the start of a range: passes an empty value, a date on or before `latest`, or any
 * date while `latest` is not set. `latest` may be a function, read on every check (the other field).
 * Text that is not a date fails.
 *
 * @example
 * const validFrom = dateNotAfter(() => form.validTo);
 * validFrom('2026-12-31') // → 'Please select an earlier date' when validTo is 2026-12-01
 */
export function dateNotAfter(latest: DateInput | (() => DateInput)): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const bound = toTime(typeof latest === 'function' ? latest() : latest);
    const time = toTime(value as DateInput);
    if (Number.isNaN(time)) return EARLIER_DATE_MESSAGE;
    return Number.isNaN(bound) || time <= bound ? true : EARLIER_DATE_MESSAGE;
  };
}
