import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';

/** The message of the `mac` rule (docs/product/validation.md). */
export const MAC_MESSAGE = 'Invalid MAC';

/** Options of the `mac` rule. */
export interface MacOptions {
  /** Refuse a mix of `:` and `-` in one address (`aa:bb-cc…`). Off by default, as in docs/product/validation.md. */
  readonly consistentSeparator?: boolean | undefined;
}

const BARE = /^(?:[\da-f]{12}|[\da-f]{16})$/i;
const SEPARATED = /^[\da-f]{2}(?:(?:[:-][\da-f]{2}){5}|(?:[:-][\da-f]{2}){7})$/i;
const CONSISTENT = /^[\da-f]{2}([:-])[\da-f]{2}(?:\1[\da-f]{2}){4}(?:(?:\1[\da-f]{2}){2})?$/i;

/**
 * Passes an empty value or a MAC (EUI-48) or EUI-64 address: 6 or 8 hex pairs separated by `:` or
 * `-`, or 12 or 16 hex digits with no separator. Case does not matter.
 *
 * @example
 * mac('00:1A:2b:3c:4d:5e') // → true
 * mac('00:1a-2b:3c:4d:5e', { consistentSeparator: true }) // → 'Invalid MAC'
 */
export function mac(value: unknown, options: MacOptions = {}): RuleResult {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return MAC_MESSAGE;
  const separated = options.consistentSeparator ? CONSISTENT : SEPARATED;
  return BARE.test(value) || separated.test(value) ? true : MAC_MESSAGE;
}
