import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ruleAction } from './rule-action.js';
import { minLength } from './rules/min-length.js';
import { required } from './rules/required.js';

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message);

describe('ruleAction', () => {
  it('reports every failing rule of a pipe with its own message', () => {
    const schema = v.pipe(
      v.string(),
      ruleAction(minLength(3)),
      ruleAction((s: string) => !s.includes(' ') || 'No spaces'),
    );
    expect(messages(schema, 'abc')).toBeUndefined();
    expect(messages(schema, 'a ')).toEqual(['Must be at least 3 characters', 'No spaces']);
  });

  it('shows "Invalid value" for a hand-written rule that returns false', () => {
    expect(
      messages(
        v.pipe(
          v.string(),
          ruleAction(() => false),
        ),
        'x',
      ),
    ).toEqual(['Invalid value']);
    expect(
      messages(
        v.pipe(
          v.string(),
          ruleAction(() => false, 'Nope'),
        ),
        'x',
      ),
    ).toEqual(['Nope']);
  });

  it('leaves a value of the wrong type to the schema, adding no second message', () => {
    const schema = v.pipe(v.string('Must be text'), ruleAction(required));
    expect(messages(schema, 42)).toEqual(['Must be text']);
  });
});
