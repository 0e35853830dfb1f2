import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';

/** The default message of the `unique` rule (docs/product/validation.md). */
export const UNIQUE_MESSAGE = 'Must be unique';

/** Options of the `unique` rule. */
export interface UniqueOptions {
  /** The record's own current value, allowed although it is in the list (editing keeps a name). */
  readonly existing?: unknown;
  /** The message instead of `Must be unique`. */
  readonly message?: string | undefined;
  /** Compare text without regard to case (promo codes, names the backend compares that way). */
  readonly ignoreCase?: boolean | undefined;
}

/**
 * Makes a rule that passes an empty value or a value not already taken in `taken`. Text is compared
 * trimmed; `taken` may be a function, read on every check, so the rule follows a changing list.
 *
 * @example
 * const rule = unique(['Lobby', 'Pool'], { existing: 'Pool' });
 * rule('Lobby') // → 'Must be unique'
 * rule('Pool') // → true (the record's own name)
 */
export function unique(
  taken: readonly unknown[] | (() => readonly unknown[]),
  options: UniqueOptions = {},
): Rule {
  const { message = UNIQUE_MESSAGE, ignoreCase = false } = options;
  const key = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return ignoreCase ? trimmed.toLocaleLowerCase() : trimmed;
  };
  return (value) => {
    if (isEmpty(value)) return true;
    const wanted = key(value);
    if ('existing' in options && key(options.existing) === wanted) return true;
    const list = typeof taken === 'function' ? taken() : taken;
    return list.some((item) => key(item) === wanted) ? message : true;
  };
}
