import {
  checkRules,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_RULES,
  required,
} from '@guestnet/validators';
import type { FieldErrors } from '../../ui/use-form';

/** The Change Password form's values. */
export interface PasswordChangeValues extends Record<string, unknown> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** SPEC.md §5 messages the console owns beside the validators' policy. */
export const BREACHED_MESSAGE = 'Password is not secure enough.';
export const MISMATCH_MESSAGE = 'Value does not match new password';

/**
 * Validates the Change Password form (SPEC.md §5): current required; new required, the policy,
 * then the breach check (only from 8 characters); confirm required and equal to new.
 */
export async function validatePasswordChange(
  values: PasswordChangeValues,
  isBreached: (password: string) => Promise<boolean>,
): Promise<FieldErrors<PasswordChangeValues>> {
  const errors: FieldErrors<PasswordChangeValues> = {};
  const current = required(values.currentPassword);
  if (current !== true) errors.currentPassword = current;
  const policy = checkRules(values.newPassword, [required, ...PASSWORD_POLICY_RULES]);
  if (policy !== true) errors.newPassword = policy;
  else if (
    values.newPassword.length >= PASSWORD_MIN_LENGTH &&
    (await isBreached(values.newPassword))
  )
    errors.newPassword = BREACHED_MESSAGE;
  const confirm = required(values.confirmPassword);
  if (confirm !== true) errors.confirmPassword = confirm;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = MISMATCH_MESSAGE;
  return errors;
}
