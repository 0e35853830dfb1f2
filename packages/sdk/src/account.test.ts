import { describe, expect, it } from 'vitest';
import { displayName } from './account.js';

describe('displayName', () => {
  it.each([
    [
      'first and last name',
      { FirstName: 'Dana', LastName: 'Reyes', Username: 'demo' },
      'Dana Reyes',
    ],
    ['no first name', { FirstName: null, LastName: 'Reyes', Username: 'demo' }, 'demo'],
    ['no last name', { FirstName: 'Dana', LastName: '', Username: 'demo' }, 'demo'],
    ['neither name', { Username: 'ops' }, 'ops'],
    ['blank first name', { FirstName: '  ', LastName: 'Reyes', Username: 'demo' }, 'demo'],
  ])('shows %s correctly', (_case, member, expected) => {
    expect(displayName(member)).toBe(expected);
  });
});
