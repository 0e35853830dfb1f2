import { checkRules } from '../check-rules.js';
import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';
import { toText } from '../to-text.js';
import { minLength } from './min-length.js';

/** Fewest characters of a new password (docs/product/constants.md). */
export const PASSWORD_MIN_LENGTH = 8;

/** The password policy's messages, worded exactly as docs/product/validation.md has them. */
export const PASSWORD_MESSAGES = {
  uppercase: 'At least one Uppercase character is required.',
  lowercase: 'At least one Lowercase character is required.',
  digit: 'At least one number is required.',
} as const;

// Letters of any script count, as in Active Directory's complexity rule; digits are 0-9 only.
// See docs/decisions/validators-password-character-classes.md.
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /[0-9]/;

/** Passes an empty value or text with at least one uppercase letter. */
export function hasUppercase(value: unknown): RuleResult {
  return isEmpty(value) || UPPERCASE.test(toText(value) ?? '') ? true : PASSWORD_MESSAGES.uppercase;
}

/** Passes an empty value or text with at least one lowercase letter. */
export function hasLowercase(value: unknown): RuleResult {
  return isEmpty(value) || LOWERCASE.test(toText(value) ?? '') ? true : PASSWORD_MESSAGES.lowercase;
}

/** Passes an empty value or text with at least one digit 0-9. */
export function hasDigit(value: unknown): RuleResult {
  return isEmpty(value) || DIGIT.test(toText(value) ?? '') ? true : PASSWORD_MESSAGES.digit;
}

/** The policy's rules in the order their messages are shown. */
export const PASSWORD_POLICY_RULES = [
  minLength(PASSWORD_MIN_LENGTH),
  hasUppercase,
  hasLowercase,
  hasDigit,
] as const;

/**
 * The new-password policy as one rule: `true` or the first message (length, uppercase, lowercase,
 * digit). Empty passes; pair it with `required`.
 *
 * @example
 * passwordPolicy('correcthorse') // → 'At least one Uppercase character is required.'
 */
export function passwordPolicy(value: unknown): RuleResult {
  return checkRules(value, PASSWORD_POLICY_RULES);
}
