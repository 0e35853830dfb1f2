import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginSchema } from './login-schema.js';

const messages = (input: unknown) =>
  v.safeParse(LoginSchema, input).issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('LoginSchema', () => {
  it.each([
    [{ username: 'demo', password: 'demo' }, undefined],
    [{ username: ' demo ', password: ' pass ' }, undefined],
    [{ username: '', password: 'demo' }, [['username', 'Required']]],
    [{ username: 'demo', password: '' }, [['password', 'Required']]],
    [
      { username: '   ', password: '' },
      [
        ['username', 'Required'],
        ['password', 'Required'],
      ],
    ],
  ])('judges %j: %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('keeps the password exactly as typed', () => {
    expect(v.parse(LoginSchema, { username: 'demo', password: ' pass ' }).password).toBe(' pass ');
  });
});
