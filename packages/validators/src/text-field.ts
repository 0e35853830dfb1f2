import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';

/**
 * The text fields of the entity schemas: trimmed, checked by their rules with the first message
 * shown, as a form field shows one. Used by the `…Schema` builders; not exported from the package.
 */

/**
 * A trimmed text field checked by `rules`.
 *
 * @example
 * v.parse(text([required, maxLength(64)]), ' Day pass ') // → 'Day pass'
 */
export function text(rules: readonly Rule[]) {
  return v.pipe(
    v.string(),
    v.trim(),
    ruleAction<string>((value) => checkRules(value, rules)),
  );
}

/**
 * A `text` field that the payload sends as `null` when it is left empty.
 *
 * @example
 * v.parse(nullableText([maxLength(32)]), '  ') // → null
 */
export function nullableText(rules: readonly Rule[]) {
  return v.pipe(
    text(rules),
    v.transform((value) => (value === '' ? null : value)),
  );
}
