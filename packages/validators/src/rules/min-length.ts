import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';
import { toText } from '../to-text.js';

/**
 * Makes a rule that passes an empty value or text of at least `min` characters, with the message
 * `Must be at least N characters`. Characters are UTF-16 units, as an input's `minlength` counts them.
 *
 * @example
 * minLength(8)('secret') // → 'Must be at least 8 characters'
 */
export function minLength(min: number): Rule {
  const message = `Must be at least ${min} characters`;
  return (value) => {
    if (isEmpty(value)) return true;
    const text = toText(value);
    return text !== undefined && text.length >= min ? true : message;
  };
}
