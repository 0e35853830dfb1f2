import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `email` rule (docs/product/validation.md). */
export const EMAIL_MESSAGE = 'Invalid Email';

// The spec's `format: email` checker (@cfworker/json-schema, used by the SDK's validator): a
// dot-atom or quoted local part of at most 64 characters, then a host name of 1-63-character
// labels, at most 253 characters. Why it is narrower: docs/decisions/validators-email-rule.md.
const ADDRESS =
  /^("(?:[\x20-\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*"|[a-z0-9.!#$%&'*+/=?^_`{|}~-]+)@(.+)$/i;
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*$/i;
// Narrower than the spec's checker, as validator.js is: the host needs a top-level domain of
// letters (or an IDN `xn--` label), so `ops@example` and `ops@[10.0.0.1]` are refused.
const TOP_LEVEL_DOMAIN = /\.(?:[a-z]{2,}|xn--[a-z0-9-]{2,})$/i;
// RFC 5321's limit on a whole address (validator.js applies it too).
const MAX_ADDRESS_LENGTH = 254;

/**
 * Passes an empty value or an email address that the spec's `format: email` checker accepts and
 * whose host has a letter top-level domain (apostrophes, `xn--` hosts and quoted local parts are
 * fine; a local part over 64 characters is not).
 *
 * @example
 * email("o'brien@example.com") // → true
 * email('ops@example') // → 'Invalid Email'
 */
export function email(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  return typeof value === 'string' && isAddress(value) ? true : EMAIL_MESSAGE;
}

function isAddress(value: string): boolean {
  if (value.length > MAX_ADDRESS_LENGTH) return false;
  const [, local, host] = ADDRESS.exec(value) ?? [];
  if (!local || !host || local.length > 64) return false;
  if (
    !local.startsWith('"') &&
    (local.startsWith('.') || local.endsWith('.') || local.includes('..'))
  )
    return false;
  return HOST_NAME.test(host) && TOP_LEVEL_DOMAIN.test(host);
}
