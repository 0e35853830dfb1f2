/**
 * Whether a value counts as not given: undefined, null, a blank string or an empty list.
 *
 * Every rule but `required` and `requiredIf` passes on such a value (docs/product/validation.md), so an optional
 * field is only checked once something is typed. See docs/decisions/validators-empty-values.md.
 *
 * @example
 * isEmpty('  ') // → true
 */
export function isEmpty(value: unknown): value is undefined | null | string | readonly unknown[] {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
