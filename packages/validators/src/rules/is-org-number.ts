/** Two letters, a hyphen, then digits and hyphens (SPEC.md §5), e.g. `GN-1042` or `GN-1042-7`. */
export const ORG_NUMBER_PATTERN = /^[A-Za-z]{2}-[\d-]+$/;

/**
 * Whether search text looks like an org number, so the search goes by number instead of by name.
 * Surrounding spaces are ignored.
 *
 * @example
 * isOrgNumber(' gn-1042 ') // → true
 * isOrgNumber('Grand Hotel') // → false
 */
export function isOrgNumber(text: string): boolean {
  return ORG_NUMBER_PATTERN.test(text.trim());
}
