import * as v from 'valibot';
import { expect, it } from 'vitest';
import type { Rule } from '../src/rule.js';
import { ruleAction } from '../src/rule-action.js';

/** The values a rule accepts and the values it rejects with one message, side by side. */
export interface RuleCases {
  readonly accepted: readonly unknown[];
  readonly rejected: readonly unknown[];
  readonly message: string;
}

/**
 * Writes a case table for a rule: every accepted value gives `true`, every rejected value gives the
 * exact message, and the valibot action built from the same rule reports the same outcome.
 */
export function ruleCases(rule: Rule, { accepted, rejected, message }: RuleCases): void {
  const schema = v.pipe(v.unknown(), ruleAction(rule));
  it.each(accepted.map((value) => [value]))('accepts %j, as a rule and in a schema', (value) => {
    expect(rule(value)).toBe(true);
    expect(v.safeParse(schema, value).issues).toBeUndefined();
  });
  it.each(rejected.map((value) => [value]))(
    `rejects %j with "${message}", as a rule and in a schema`,
    (value) => {
      expect(rule(value)).toBe(message);
      expect(v.safeParse(schema, value).issues?.map((issue) => issue.message)).toEqual([message]);
    },
  );
}

/** Values every rule but `required` and `requiredIf` lets through (docs/product/validation.md). */
export const EMPTY_VALUES: readonly unknown[] = [undefined, null, '', '   ', []];
