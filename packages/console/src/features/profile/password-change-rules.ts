import {
  BREACHED_MESSAGE,
  PASSWORD_MIN_LENGTH,
  type PasswordChangeInput,
  type PasswordChangeOutput,
  PasswordChangeSchema,
  PasswordPolicySchema,
} from '@guestnet/validators';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** Whether a password is a known breached one; a cancelled or failed check says false. */
export type IsBreached = (password: string) => Promise<boolean>;

/**
 * Whether the breach service may hear of a new password (docs/product/validation.md): only from 8 characters and
 * only once it meets the policy, so nothing is sent for a password refused anyway.
 */
export function worthCheckingForBreach(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  const policy = PasswordPolicySchema['~standard'].validate(password);
  return !(policy instanceof Promise) && !policy.issues;
}

/**
 * The Change Password schema (docs/product/validation.md) with the breach check's answer: `PasswordChangeSchema`'s
 * rules, plus `Password is not secure enough.` on the new password when `isKnownBreached` says so.
 * A form's schema runs synchronously on every change (TanStack Form), so the lookup itself runs
 * beside the form and this only reads its answer.
 */
export function passwordChangeSchema(
  isKnownBreached: (password: string) => boolean,
): StandardSchemaV1<PasswordChangeInput, PasswordChangeOutput> {
  const rules = PasswordChangeSchema['~standard'];
  return {
    '~standard': {
      version: 1,
      vendor: rules.vendor,
      validate: (value) => {
        const result = rules.validate(value);
        if (result instanceof Promise) throw new TypeError('PasswordChangeSchema is synchronous');
        const password = (value as Partial<PasswordChangeInput> | null)?.newPassword;
        if (typeof password !== 'string' || !isKnownBreached(password)) return result;
        const breached = { message: BREACHED_MESSAGE, path: ['newPassword'] };
        return { issues: [...(result.issues ?? []), breached] };
      },
    },
  };
}
