import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';
import { toText } from '../to-text.js';

/** The message of the `noHttpsPrefix` rule (docs/product/validation.md). */
export const NO_HTTPS_PREFIX_MESSAGE = '"https://" is already included. Please remove';

/**
 * For a field shown after a fixed `https://`: passes an empty value or text that does not repeat it.
 *
 * @example
 * noHttpsPrefix('https://example.com') // → '"https://" is already included. Please remove'
 */
export function noHttpsPrefix(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  const text = toText(value);
  return text === undefined || /^https:\/\//i.test(text.trimStart())
    ? NO_HTTPS_PREFIX_MESSAGE
    : true;
}
