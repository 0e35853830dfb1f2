import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { noBidiControls } from './rules/no-bidi-controls.js';

/**
 * The text fields of the entity schemas: trimmed, checked by their rules with the first message
 * shown, as a form field shows one. Used by the `…Schema` builders; not exported from the package.
 */

/** How a text field is typed: on one line (the default) or in a text area. */
export interface TextFieldOptions {
  /**
   * A text area (notes, descriptions, terms): left free of `noBidiControls`, as prose may mix
   * directions on purpose and is shown on its own, never as a name.
   */
  readonly multiline?: boolean;
}

/**
 * A trimmed text field checked by `rules`. A single-line field also refuses the hidden
 * text-direction controls, after its own rules: names and the like are shown inside other text
 * (tree, headings, search, snackbar, history), where such a control would turn the text after it
 * around (docs/decisions/bidi-controls-in-names.md). Every single-line field gets it here, so a
 * new field cannot forget it.
 *
 * @example
 * v.parse(text([required, maxLength(64)]), ' Day pass ') // → 'Day pass'
 * v.safeParse(text([required]), 'Lobby \u202Egnp.exe\u202C').issues?.[0]?.message
 * // → 'Cannot contain hidden text-direction characters.'
 */
export function text(rules: readonly Rule[], { multiline = false }: TextFieldOptions = {}) {
  const checks = multiline ? rules : [...rules, noBidiControls];
  return v.pipe(
    v.string(),
    v.trim(),
    ruleAction<string>((value) => checkRules(value, checks)),
  );
}

/**
 * A `text` field that the payload sends as `null` when it is left empty.
 *
 * @example
 * v.parse(nullableText([maxLength(32)]), '  ') // → null
 */
export function nullableText(rules: readonly Rule[], options: TextFieldOptions = {}) {
  return v.pipe(
    text(rules, options),
    v.transform((value) => (value === '' ? null : value)),
  );
}
