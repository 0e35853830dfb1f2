import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `json` rule (docs/product/validation.md). */
export const JSON_MESSAGE = 'Invalid JSON';

/**
 * Passes an empty value or text that `JSON.parse` accepts.
 *
 * @example
 * json('{"a":1}') // → true
 * json("{a:1}") // → 'Invalid JSON'
 */
export function json(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return JSON_MESSAGE;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return JSON_MESSAGE;
  }
}
