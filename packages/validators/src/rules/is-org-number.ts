import { ORG_NUMBER_PATTERN } from './org-number.js';

/**
 * Whether search text looks like an org number (the specs' pattern), so the search goes by number
 * instead of by name. Surrounding spaces are ignored.
 *
 * @example
 * isOrgNumber(' gn-1042 ') // → true
 * isOrgNumber('GN--') // → false
 */
export function isOrgNumber(text: string): boolean {
  return ORG_NUMBER_PATTERN.test(text.trim());
}
