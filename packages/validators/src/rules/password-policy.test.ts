import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import {
  hasDigit,
  hasLowercase,
  hasUppercase,
  PASSWORD_MESSAGES,
  passwordPolicy,
} from './password-policy.js';

describe('hasUppercase', () => {
  ruleCases(hasUppercase, {
    accepted: [...EMPTY_VALUES, 'A', 'abcD', 'Ünïcode', 'ΣIGMA'],
    rejected: ['abc', '123', 'abc!@#', 'ß'],
    message: PASSWORD_MESSAGES.uppercase,
  });
});

describe('hasLowercase', () => {
  ruleCases(hasLowercase, {
    accepted: [...EMPTY_VALUES, 'a', 'ABCd', 'ÉCOLEé'],
    rejected: ['ABC', '123', 'ABC!@#'],
    message: PASSWORD_MESSAGES.lowercase,
  });
});

describe('hasDigit', () => {
  ruleCases(hasDigit, {
    accepted: [...EMPTY_VALUES, '0', 'abc9', '2fast'],
    rejected: ['abc', 'ABC!@#', '٣'],
    message: PASSWORD_MESSAGES.digit,
  });
});

describe('passwordPolicy', () => {
  it.each([
    ['Abcdefg1', true],
    ['Correct1Horse', true],
    ['', true],
    ['Abcde1', 'Must be at least 8 characters'],
    ['abcdefg1', PASSWORD_MESSAGES.uppercase],
    ['ABCDEFG1', PASSWORD_MESSAGES.lowercase],
    ['Abcdefgh', PASSWORD_MESSAGES.digit],
    ['abcdefgh', PASSWORD_MESSAGES.uppercase],
  ])('judges %j as %j, showing the first unmet requirement', (value, expected) => {
    expect(passwordPolicy(value)).toBe(expected);
  });
});
