import * as v from 'valibot';
import { type BreachActionOptions, breachAction } from '../breach/breach-action.js';
import { ruleAction } from '../rule-action.js';
import { required } from '../rules/required.js';
import { PasswordPolicySchema } from './password-policy-schema.js';

/** The message when the confirmation differs from the new password (docs/product/validation.md). */
export const CONFIRM_MESSAGE = 'Value does not match new password';

const currentPassword = v.pipe(v.string(), ruleAction(required));
const confirmPassword = v.pipe(v.string(), ruleAction(required));

/**
 * The Change Password form, synchronously: current `Required`; new by the password policy; confirm
 * `Required` and equal to new. Use it while typing; `createPasswordChangeSchema` adds the breach check.
 *
 * @example
 * v.safeParse(PasswordChangeSchema, { currentPassword: 'x', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' })
 * // issues: [{ message: 'Value does not match new password', path: confirmPassword }]
 */
export const PasswordChangeSchema = v.pipe(
  v.object({ currentPassword, newPassword: PasswordPolicySchema, confirmPassword }),
  // An empty confirmation already says Required: one message at a time.
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.confirmPassword === '' || input.newPassword === input.confirmPassword,
      CONFIRM_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);

/**
 * Makes the full Change Password schema: the synchronous rules plus the breach check on the new
 * password, as an async action (validate with `v.safeParseAsync`).
 *
 * @example
 * const schema = createPasswordChangeSchema({
 *   check: createBreachCheck({ baseUrl: settings.breachRangeUrl }),
 *   onResult: (result) => setBreachNote(result.checked ? null : result.reason),
 * });
 * const { issues } = await v.safeParseAsync(schema, form);
 */
export function createPasswordChangeSchema(options: BreachActionOptions = {}) {
  return v.pipeAsync(
    v.objectAsync({
      currentPassword,
      newPassword: v.pipeAsync(PasswordPolicySchema, breachAction(options)),
      confirmPassword,
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.confirmPassword === '' || input.newPassword === input.confirmPassword,
        CONFIRM_MESSAGE,
      ),
      ['confirmPassword'],
    ),
  );
}

/** What the Change Password form holds before validation. */
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeSchema>;

/** What the Change Password form gives once valid. */
export type PasswordChangeOutput = v.InferOutput<typeof PasswordChangeSchema>;
