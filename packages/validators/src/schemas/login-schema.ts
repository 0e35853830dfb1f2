import * as v from 'valibot';
import { ruleAction } from '../rule-action.js';
import { required } from '../rules/required.js';

/**
 * The login form (docs/product/validation.md): username and password, each `Required`. Neither is trimmed: a
 * password may end in a space, and the server decides about usernames.
 *
 * @example
 * v.safeParse(LoginSchema, { username: 'demo', password: '' }).issues?.[0]?.message // → 'Required'
 */
export const LoginSchema = v.object({
  username: v.pipe(v.string(), ruleAction(required)),
  password: v.pipe(v.string(), ruleAction(required)),
});

/** What the login form holds before validation. */
export type LoginInput = v.InferInput<typeof LoginSchema>;

/** What the login form gives once valid. */
export type LoginOutput = v.InferOutput<typeof LoginSchema>;
