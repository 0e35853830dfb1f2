import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { atLeast } from './rules/at-least.js';
import { atMost } from './rules/at-most.js';
import { greaterThan } from './rules/greater-than.js';
import { numeric } from './rules/numeric.js';
import { price } from './rules/price.js';
import { required } from './rules/required.js';
import { wholeNumber } from './rules/whole-number.js';

/** What a number typed into a text field must be, each with the spec's message. */
export interface NumberTextOptions {
  /** Money: the price rule (`Invalid Price`: no sign, two decimals at most) instead of numeric. */
  readonly price?: boolean;
  /** Whole numbers only (`Must be a whole number`). */
  readonly whole?: boolean;
  /** The least value allowed (`Must be N or greater`). */
  readonly min?: number;
  /** A value the number must exceed (`Must be greater than N`). */
  readonly above?: number;
  /** The greatest value allowed (`Must be N or less`). */
  readonly max?: number;
}

// A minus sign passes the format check so that `-5` is told the bound it breaks (`Must be 1 or
// greater`) rather than `Must be a number`; the numeric rule itself takes no sign (docs/product/validation.md).
// See docs/decisions/plan-and-promotion-rules.md.
const signedNumeric: Rule = (value) =>
  typeof value === 'string' && /^-./.test(value) ? numeric(value.slice(1)) : numeric(value);

function numberRules(options: NumberTextOptions): Rule[] {
  const rules: Rule[] = [options.price ? price : signedNumeric];
  if (options.whole) rules.push(wholeNumber);
  if (options.min !== undefined) rules.push(atLeast(options.min));
  if (options.above !== undefined) rules.push(greaterThan(options.above));
  if (options.max !== undefined) rules.push(atMost(options.max));
  return rules;
}

// One message at a time, the first rule that fails, as a form field shows it: `abc` is
// `Must be a number`, not also `Must be 100 or less`.
const checked = (rules: readonly Rule[]) => ruleAction<string>((text) => checkRules(text, rules));

/**
 * A form's text field for a number the payload may leave out: trimmed, checked, and read as a
 * number, or `null` when left empty.
 *
 * @example
 * const DownKbps = optionalNumberText({ whole: true, min: 1 });
 * v.parse(DownKbps, ' 5000 ') // → 5000
 * v.parse(DownKbps, '') // → null
 * v.safeParse(DownKbps, '0').issues?.[0]?.message // → 'Must be 1 or greater'
 */
export function optionalNumberText(options: NumberTextOptions = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    checked(numberRules(options)),
    v.transform((text): number | null => (text === '' ? null : Number(text))),
  );
}

/**
 * A form's text field for a number the payload must have: `Required`, then as
 * `optionalNumberText`, read as a number.
 *
 * @example
 * const Price = requiredNumberText({ price: true, max: 1000000 });
 * v.parse(Price, '9.99') // → 9.99
 * v.safeParse(Price, '').issues?.[0]?.message // → 'Required'
 */
export function requiredNumberText(options: NumberTextOptions = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    checked([required, ...numberRules(options)]),
    v.transform(Number),
  );
}
