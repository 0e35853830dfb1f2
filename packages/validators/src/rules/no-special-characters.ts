import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';
import { toText } from '../to-text.js';

/** The message of the `noSpecialCharacters` rule (docs/product/validation.md). */
export const NO_SPECIAL_CHARACTERS_MESSAGE = 'Cannot contain special characters.';

/** The characters the rule forbids, exactly as docs/product/validation.md lists them. */
export const SPECIAL_CHARACTERS = '"\\$%;:<=>?^`{|}~/';

const SPECIAL = /["\\$%;:<=>?^`{|}~/]/;

/**
 * Passes an empty value or text without any of `" \ $ % ; : < = > ? ^ ` { | } ~ /`.
 *
 * @example
 * noSpecialCharacters('Lobby 2 (east)') // → true
 * noSpecialCharacters('a/b') // → 'Cannot contain special characters.'
 */
export function noSpecialCharacters(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  const text = toText(value);
  return text === undefined || SPECIAL.test(text) ? NO_SPECIAL_CHARACTERS_MESSAGE : true;
}
