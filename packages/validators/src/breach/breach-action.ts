import { type RawCheckActionAsync, rawCheckAsync } from 'valibot';
import type { BreachCheckResult } from './breach-check-result.js';
import { type BreachCheck, createBreachCheck } from './create-breach-check.js';

/** The message for a known breached password (docs/product/validation.md). */
export const BREACHED_MESSAGE = 'Password is not secure enough.';

/** Settings of the breach action. */
export interface BreachActionOptions {
  /** The checker to use; by default one on the public range service. */
  readonly check?: BreachCheck | undefined;
  /** Cancels the lookup, e.g. when the user types again; read on every validation if a function. */
  readonly signal?: AbortSignal | (() => AbortSignal | undefined) | undefined;
  /** Hears every result, so the form can say when the check could not run. */
  readonly onResult?: ((result: BreachCheckResult) => void) | undefined;
}

/**
 * An async valibot action that rejects a known breached password with `Password is not secure
 * enough.`. It runs only when the password has passed the earlier checks of its pipe, so nothing
 * is sent for a password that is refused anyway.
 *
 * @example
 * const NewPassword = v.pipeAsync(PasswordPolicySchema, breachAction({ check, onResult }));
 */
export function breachAction(options: BreachActionOptions = {}): RawCheckActionAsync<string> {
  let check = options.check;
  return rawCheckAsync<string>(async ({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues) return;
    check ??= createBreachCheck();
    const signal = typeof options.signal === 'function' ? options.signal() : options.signal;
    const result = await check(dataset.value, { signal });
    options.onResult?.(result);
    if (result.breached) addIssue({ message: BREACHED_MESSAGE });
  });
}
