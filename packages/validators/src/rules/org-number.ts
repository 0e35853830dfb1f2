import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/**
 * The org-number pattern of the specs (`OrgNumber` in openapi/_components.yaml): two letters, a
 * hyphen, a digit, then digits and hyphens (docs/product/validation.md), e.g. `GN-1042` or `GN-1042-7`. The one
 * copy outside the specs; a test keeps it equal to theirs.
 */
export const ORG_NUMBER_PATTERN = /^[A-Za-z]{2}-[0-9][0-9-]*$/;

/** The longest org number the specs accept (`OrgNumber.maxLength`). */
export const ORG_NUMBER_MAX_LENGTH = 64;

/** The message of the `orgNumber` rule (not in docs/product/README.md: docs/decisions/org-number-pattern.md). */
export const ORG_NUMBER_MESSAGE = 'Invalid Org Number';

/**
 * Passes an empty value or an org number the specs accept (pattern and length); for a valibot
 * schema wrap it in `ruleAction(orgNumber)`.
 *
 * @example
 * orgNumber('GN-1042-7') // → true
 * orgNumber('GN--') // → 'Invalid Org Number'
 */
export function orgNumber(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  return typeof value === 'string' &&
    value.length <= ORG_NUMBER_MAX_LENGTH &&
    ORG_NUMBER_PATTERN.test(value)
    ? true
    : ORG_NUMBER_MESSAGE;
}
