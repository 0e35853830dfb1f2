import { EMAIL_REGEX } from 'valibot';
import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `email` rule (SPEC.md §5). */
export const EMAIL_MESSAGE = 'Invalid Email';

/**
 * Passes an empty value or a common email address (valibot's `EMAIL_REGEX`: no quoted local parts,
 * no IP hosts, a letter top-level domain).
 *
 * @example
 * email('ops@example.com') // → true
 * email('ops@example') // → 'Invalid Email'
 */
export function email(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  return typeof value === 'string' && EMAIL_REGEX.test(value) ? true : EMAIL_MESSAGE;
}
