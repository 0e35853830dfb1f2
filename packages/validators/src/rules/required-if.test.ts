import { describe, expect, it } from 'vitest';
import { ruleCases } from '../../test/rule-cases.js';
import { requiredIf } from './required-if.js';

describe('requiredIf', () => {
  describe('while the condition holds, requires the value with the custom message', () => {
    ruleCases(requiredIf(true, 'Enter a time limit'), {
      accepted: ['30', 0, ['x']],
      rejected: [undefined, null, '', '  ', []],
      message: 'Enter a time limit',
    });
  });

  describe('while the condition does not hold, lets anything through', () => {
    ruleCases(requiredIf(false, 'Enter a time limit'), {
      accepted: [undefined, null, '', '  ', [], '30'],
      rejected: [],
      message: 'Enter a time limit',
    });
  });

  it('reads a condition function on every check, so one rule follows the form', () => {
    let limited = false;
    const rule = requiredIf(() => limited, 'Enter a time limit');
    expect(rule('')).toBe(true);
    limited = true;
    expect(rule('')).toBe('Enter a time limit');
  });

  it('says "Required" when no message is given', () => {
    expect(requiredIf(true)('')).toBe('Required');
  });
});
