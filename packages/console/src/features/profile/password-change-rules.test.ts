import { describe, expect, it } from 'vitest';
import {
  BREACHED_MESSAGE,
  MISMATCH_MESSAGE,
  type PasswordChangeValues,
  validatePasswordChange,
} from './password-change-rules';

const breached = new Set(['Password1', 'Welcome1']);

function check(values: Partial<PasswordChangeValues>, asked: string[] = []) {
  return validatePasswordChange(
    { currentPassword: 'demo', newPassword: '', confirmPassword: '', ...values },
    async (password) => {
      asked.push(password);
      return breached.has(password);
    },
  );
}

describe('validatePasswordChange', () => {
  it.each([
    ['', 'Required'],
    ['Short1', 'Must be at least 8 characters'],
    ['lowercase1', 'At least one Uppercase character is required.'],
    ['UPPERCASE1', 'At least one Lowercase character is required.'],
    ['NoDigitsHere', 'At least one number is required.'],
    ['Password1', BREACHED_MESSAGE],
    ['Welcome1', BREACHED_MESSAGE],
    ['Harbour-Lights-42', undefined],
    ['Ünïcode-Päss1', undefined],
  ])('judges the new password %j: %s', async (newPassword, expected) => {
    const errors = await check({ newPassword, confirmPassword: newPassword });
    expect(errors.newPassword).toBe(expected);
  });

  it.each([
    ['', 'Required'],
    ['Harbour-Lights-43', MISMATCH_MESSAGE],
    ['harbour-lights-42', MISMATCH_MESSAGE],
    ['Harbour-Lights-42', undefined],
  ])('judges the confirmation %j: %s', async (confirmPassword, expected) => {
    const errors = await check({ newPassword: 'Harbour-Lights-42', confirmPassword });
    expect(errors.confirmPassword).toBe(expected);
  });

  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['demo', undefined],
  ])('judges the current password %j: %s', async (currentPassword, expected) => {
    const errors = await check({ currentPassword, newPassword: 'Harbour-Lights-42' });
    expect(errors.currentPassword).toBe(expected);
  });

  it('asks the breach service only about passwords that pass the policy', async () => {
    const asked: string[] = [];
    await check({ newPassword: 'short' }, asked);
    await check({ newPassword: 'nouppercase1' }, asked);
    await check({ newPassword: 'Harbour-Lights-42' }, asked);
    expect(asked).toEqual(['Harbour-Lights-42']);
  });
});
