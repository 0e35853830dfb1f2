import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';
import { toText } from '../to-text.js';

/**
 * Makes a rule that passes an empty value or text not ending with `suffix`: `Cannot end with X`.
 *
 * @example
 * cannotEndWith('.')('example.') // → 'Cannot end with .'
 */
export function cannotEndWith(suffix: string): Rule {
  const message = `Cannot end with ${suffix}`;
  return (value) => {
    if (isEmpty(value)) return true;
    const text = toText(value);
    return text !== undefined && !text.endsWith(suffix) ? true : message;
  };
}
