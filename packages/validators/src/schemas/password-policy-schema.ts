import * as v from 'valibot';
import { ruleAction } from '../rule-action.js';
import { PASSWORD_POLICY_RULES } from '../rules/password-policy.js';
import { required } from '../rules/required.js';

const [length, uppercase, lowercase, digit] = PASSWORD_POLICY_RULES;

/**
 * A new password against the policy alone, synchronously: `Required`, at least 8 characters, an
 * uppercase letter, a lowercase letter and a digit. Every unmet requirement is reported.
 *
 * @example
 * v.safeParse(PasswordPolicySchema, 'abc').issues?.map((i) => i.message)
 * // → ['Must be at least 8 characters', 'At least one Uppercase character is required.',
 * //    'At least one number is required.']
 */
export const PasswordPolicySchema = v.pipe(
  v.string(),
  ruleAction(required),
  ruleAction(length),
  ruleAction(uppercase),
  ruleAction(lowercase),
  ruleAction(digit),
);
