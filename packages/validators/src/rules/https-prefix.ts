import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';
import { toText } from '../to-text.js';

/** The message of the `httpsPrefix` rule (docs/product/validation.md). */
export const HTTPS_PREFIX_MESSAGE = 'Please ensure URL starts with "https://"';

/**
 * Passes an empty value or an address that starts with `https://` (any case).
 *
 * @example
 * httpsPrefix('http://example.com') // → 'Please ensure URL starts with "https://"'
 */
export function httpsPrefix(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  return /^https:\/\//i.test(toText(value) ?? '') ? true : HTTPS_PREFIX_MESSAGE;
}
