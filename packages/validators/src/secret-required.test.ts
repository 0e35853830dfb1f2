import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { secretRequired, withWriteOnlySecret } from './secret-required.js';

// A gateway-like form: the secret counts only for card gateways, and one may be stored.
const schema = v.pipe(
  v.object({
    Name: v.pipe(v.string(), v.minLength(1, 'Name needed')),
    Category: v.picklist(['card', 'pms']),
    Secret: v.pipe(v.string(), v.maxLength(8, 'Too long')),
    HasSecret: v.boolean(),
  }),
  secretRequired(
    'Secret',
    ['HasSecret', 'Category'],
    (gateway) => gateway.Category !== 'card' || gateway.HasSecret,
  ),
);

type Form = v.InferInput<typeof schema>;
const form = (changes: Partial<Form> = {}): Form => ({
  Name: 'Front desk',
  Category: 'card',
  Secret: '',
  HasSecret: false,
  ...changes,
});
const issuesOf = (value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('secretRequired', () => {
  it.each([
    ['a new secret typed, none stored', form({ Secret: 'hunter2' })],
    ['a new secret typed over a stored one', form({ Secret: 'n3w-key', HasSecret: true })],
    ['left empty, one stored', form({ HasSecret: true })],
    ['left empty where the form needs none', form({ Category: 'pms' })],
  ])('accepts %s', (_, value) => {
    expect(issuesOf(value)).toBeUndefined();
  });

  it('says Required on the secret’s field when it is empty and none is stored', () => {
    expect(issuesOf(form())).toEqual([['Secret', 'Required']]);
  });

  it('marks the secret beside another field’s mark', () => {
    expect(issuesOf(form({ Name: '' }))).toEqual([
      ['Name', 'Name needed'],
      ['Secret', 'Required'],
    ]);
  });

  it('waits while the secret or a field it reads fails its own rules', () => {
    expect(issuesOf(form({ Secret: 'far too long' }))).toEqual([['Secret', 'Too long']]);
    expect(issuesOf(form({ Category: 'other' as 'card' }))).toEqual([
      ['Category', expect.stringContaining('Invalid type')],
    ]);
  });

  it('keeps the values as they are', () => {
    expect(v.parse(schema, form({ HasSecret: true }))).toEqual(form({ HasSecret: true }));
  });
});

describe('withWriteOnlySecret', () => {
  const router = withWriteOnlySecret(
    v.object({
      Name: v.pipe(v.string(), v.minLength(1, 'Name needed')),
      Password: v.string(),
      HasPassword: v.boolean(),
    }),
    'Password',
    'HasPassword',
  );
  const parse = (value: unknown) => {
    const result = v.safeParse(router, value);
    return result.success
      ? result.output
      : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
  };

  it('requires the secret while none is stored', () => {
    expect(parse({ Name: 'Gate', Password: '', HasPassword: false })).toEqual([
      ['Password', 'Required'],
    ]);
  });

  it('keeps the stored secret when the field is left empty, and sends a new one typed', () => {
    expect(parse({ Name: 'Gate', Password: '', HasPassword: true })).toEqual({ Name: 'Gate' });
    expect(parse({ Name: 'Gate', Password: ' new one ', HasPassword: true })).toEqual({
      Name: 'Gate',
      Password: ' new one ',
    });
  });
});
