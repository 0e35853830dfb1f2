import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `url` rule (SPEC.md §5). */
export const URL_MESSAGE = 'Invalid URL';

// The host must follow the slashes: WHATWG parsing would quietly read `https:///x` as `https://x/`.
const WEB_SCHEME = /^https?:\/\/[^/\\]/i;

/**
 * Passes an empty value or an absolute http(s) address with a host; see
 * docs/decisions/validators-url-rule.md for why other schemes are refused.
 *
 * @example
 * url('https://portal.example.com/welcome') // → true
 * url('javascript:alert(1)') // → 'Invalid URL'
 */
export function url(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || !WEB_SCHEME.test(value) || /\s/.test(value)) return URL_MESSAGE;
  try {
    return new URL(value).hostname === '' ? URL_MESSAGE : true;
  } catch {
    return URL_MESSAGE;
  }
}
