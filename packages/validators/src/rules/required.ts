/** What every rule returns: `true` when the value passes, else the message to show. */
export type RuleResult = true | string;

/** The message of the `required` rule (SPEC.md §5). */
export const REQUIRED_MESSAGE = 'Required';

/**
 * Passes when the value is present: not undefined, null, an empty or blank string, or an empty list.
 *
 * @example
 * required('') // → 'Required'
 */
export function required(value: unknown): RuleResult {
  if (value === undefined || value === null) return REQUIRED_MESSAGE;
  if (typeof value === 'string' && value.trim() === '') return REQUIRED_MESSAGE;
  if (Array.isArray(value) && value.length === 0) return REQUIRED_MESSAGE;
  return true;
}
