import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rangeService } from '../../test/range-service.js';
import type { BreachCheckResult } from '../breach/breach-check-result.js';
import { createBreachCheck } from '../breach/create-breach-check.js';
import { createPasswordChangeSchema, PasswordChangeSchema } from './password-change-schema.js';

const form = (newPassword: string, confirmPassword = newPassword, currentPassword = 'old') => ({
  currentPassword,
  newPassword,
  confirmPassword,
});
const issuesOf = (result: { issues?: readonly v.BaseIssue<unknown>[] | undefined }) =>
  result.issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('PasswordChangeSchema (while typing, no breach check)', () => {
  it.each([
    [form('Abcdefg1'), undefined],
    [
      form('', '', ''),
      [
        ['currentPassword', 'Required'],
        ['newPassword', 'Required'],
        ['confirmPassword', 'Required'],
      ],
    ],
    [
      form('abc', 'abc'),
      [
        ['newPassword', 'Must be at least 8 characters'],
        ['newPassword', 'At least one Uppercase character is required.'],
        ['newPassword', 'At least one number is required.'],
      ],
    ],
    [form('ABCDEFG1'), [['newPassword', 'At least one Lowercase character is required.']]],
    [form('Abcdefg1', 'Abcdefg2'), [['confirmPassword', 'Value does not match new password']]],
    [form('Abcdefg1', ''), [['confirmPassword', 'Required']]],
  ])('judges %j', (input, expected) => {
    expect(issuesOf(v.safeParse(PasswordChangeSchema, input))).toEqual(expected);
  });
});

describe('createPasswordChangeSchema (with the breach check)', () => {
  const setup = (service = rangeService({ breached: { Password1: 5 } })) => {
    const results: BreachCheckResult[] = [];
    const check = createBreachCheck({ fetch: service.fetch, cache: new Map(), timeoutMs: 50 });
    const schema = createPasswordChangeSchema({ check, onResult: (r) => results.push(r) });
    return { schema, results, service };
  };

  it('refuses a known breached password', async () => {
    const { schema } = setup();
    expect(issuesOf(await v.safeParseAsync(schema, form('Password1')))).toEqual([
      ['newPassword', 'Password is not secure enough.'],
    ]);
  });

  it('accepts a strong unlisted password after looking it up', async () => {
    const { schema, results } = setup();
    expect((await v.safeParseAsync(schema, form('Unlisted-Horse-7'))).success).toBe(true);
    expect(results).toEqual([{ checked: true, breached: false, count: 0 }]);
  });

  it('sends nothing for a password the policy already refuses', async () => {
    const { schema, service } = setup();
    const result = await v.safeParseAsync(schema, form('password'));
    expect(issuesOf(result)).toEqual([
      ['newPassword', 'At least one Uppercase character is required.'],
      ['newPassword', 'At least one number is required.'],
    ]);
    expect(service.seen).toHaveLength(0);
  });

  it('lets the form through when the service is down, and tells the caller', async () => {
    const down = { fetch: async () => new Response('', { status: 503 }), seen: [] };
    const { schema, results } = setup(down);
    expect((await v.safeParseAsync(schema, form('Password1'))).success).toBe(true);
    expect(results).toEqual([
      { checked: false, breached: false, count: 0, reason: 'http-error', status: 503 },
    ]);
  });

  it('counts a cancelled check as not breached', async () => {
    const service = rangeService({ breached: { Password1: 5 } });
    const check = createBreachCheck({ fetch: service.fetch, cache: new Map() });
    const schema = createPasswordChangeSchema({ check, signal: () => AbortSignal.abort() });
    expect((await v.safeParseAsync(schema, form('Password1'))).success).toBe(true);
  });

  it('still reports a mismatched confirmation', async () => {
    const { schema } = setup();
    expect(
      issuesOf(await v.safeParseAsync(schema, form('Unlisted-Horse-7', 'Unlisted-Horse-8'))),
    ).toEqual([['confirmPassword', 'Value does not match new password']]);
  });
});
