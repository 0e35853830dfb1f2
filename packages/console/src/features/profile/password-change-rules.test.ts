import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, worthCheckingForBreach } from './password-change-rules';

const BREACHED = 'Password is not secure enough.';

describe('worthCheckingForBreach', () => {
  it.each([
    ['', false],
    ['Abcdef1', false],
    ['Short1', false],
    ['nouppercase1', false],
    ['NOLOWERCASE1', false],
    ['NoDigitsHere', false],
    ['Abcdefg1', true],
    ['Harbour-Lights-42', true],
    ['Ünïcode-Päss1', true],
  ])('asks the breach service about %j: %s', (password, expected) => {
    expect(worthCheckingForBreach(password)).toBe(expected);
  });
});

describe('passwordChangeSchema', () => {
  const schema = passwordChangeSchema((password) => password === 'Password1');
  const judge = (newPassword: string, confirmPassword = newPassword, currentPassword = 'demo') => {
    const result = schema['~standard'].validate({ currentPassword, newPassword, confirmPassword });
    if (result instanceof Promise) throw new Error('expected a synchronous schema');
    if (!result.issues) return result.value;
    return result.issues.map(({ message, path = [] }) => {
      const [first] = path;
      return [typeof first === 'object' ? first.key : first, message];
    });
  };

  it('adds the breach message to the new password the check found breached', () => {
    expect(judge('Password1')).toEqual([['newPassword', BREACHED]]);
    expect(judge('Password1', 'Password2', '')).toEqual([
      ['currentPassword', 'Required'],
      ['confirmPassword', 'Value does not match new password'],
      ['newPassword', BREACHED],
    ]);
  });

  it('keeps the rules of PasswordChangeSchema and its output otherwise', () => {
    expect(judge('Harbour-Lights-42')).toEqual({
      currentPassword: 'demo',
      newPassword: 'Harbour-Lights-42',
      confirmPassword: 'Harbour-Lights-42',
    });
    expect(judge('short', 'shorx')).toEqual([
      ['newPassword', 'Must be at least 8 characters'],
      ['newPassword', 'At least one Uppercase character is required.'],
      ['newPassword', 'At least one number is required.'],
      ['confirmPassword', 'Value does not match new password'],
    ]);
  });
});
