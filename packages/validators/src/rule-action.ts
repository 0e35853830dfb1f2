import { type RawCheckAction, rawCheck } from 'valibot';
import type { Rule } from './rule.js';

/** The message used when a hand-written rule returns a bare `false` (docs/product/validation.md counts it as an error). */
export const FALLBACK_MESSAGE = 'Invalid value';

/**
 * Turns a rule into a valibot validation action, so a form field and a schema share one definition
 * and one wording.
 *
 * @example
 * const EmailSchema = v.pipe(v.string(), ruleAction(email)); // issue message 'Invalid Email'
 * const NameSchema = v.pipe(v.string(), ruleAction(required), ruleAction(maxLength(32)));
 */
export function ruleAction<TInput>(
  rule: Rule<NoInfer<TInput>>,
  fallbackMessage: string = FALLBACK_MESSAGE,
): RawCheckAction<TInput> {
  return rawCheck<TInput>(({ dataset, addIssue }) => {
    // An earlier schema or transformation already failed: its issue is the one to show.
    if (!dataset.typed) return;
    const result = rule(dataset.value);
    if (result !== true) addIssue({ message: result === false ? fallbackMessage : result });
  });
}
