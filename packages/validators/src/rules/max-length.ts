import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';
import { toText } from '../to-text.js';

/**
 * Makes a rule that passes an empty value or text of at most `max` characters, with the message
 * `Must be no more than N characters`. Characters are UTF-16 units, as an input's `maxlength` counts them.
 *
 * @example
 * maxLength(3)('abcd') // → 'Must be no more than 3 characters'
 */
export function maxLength(max: number): Rule {
  const message = `Must be no more than ${max} characters`;
  return (value) => {
    if (isEmpty(value)) return true;
    const text = toText(value);
    return text !== undefined && text.length <= max ? true : message;
  };
}
