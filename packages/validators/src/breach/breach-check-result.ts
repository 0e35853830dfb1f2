/** Why a password was not looked up; the caller may tell the user the check did not run. */
export type BreachSkipReason =
  | 'too-short'
  | 'aborted'
  | 'timeout'
  | 'http-error'
  | 'network-error'
  | 'unsupported';

/**
 * The outcome of a breach check. `checked: false` means the service was not asked or did not
 * answer; the password then counts as not breached, so a form is never stuck (docs/product/validation.md).
 */
export type BreachCheckResult =
  | { readonly checked: true; readonly breached: boolean; readonly count: number }
  | {
      readonly checked: false;
      readonly breached: false;
      readonly count: 0;
      readonly reason: BreachSkipReason;
      /** The HTTP status, for `http-error`. */
      readonly status?: number;
    };

/**
 * Builds the result of a check that did not run or did not finish.
 *
 * @example
 * notChecked('timeout') // → { checked: false, breached: false, count: 0, reason: 'timeout' }
 */
export function notChecked(reason: BreachSkipReason, status?: number): BreachCheckResult {
  const result = { checked: false, breached: false, count: 0, reason } as const;
  return status === undefined ? result : { ...result, status };
}
