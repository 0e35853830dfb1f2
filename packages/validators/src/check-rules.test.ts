import { describe, expect, it } from 'vitest';
import { checkRules } from './check-rules.js';
import { email } from './rules/email.js';
import { maxLength } from './rules/max-length.js';
import { required } from './rules/required.js';

describe('checkRules', () => {
  const rules = [required, email, maxLength(20)];

  it.each([
    ['', 'Required'],
    ['ops@', 'Invalid Email'],
    ['someone.long@example.com', 'Must be no more than 20 characters'],
    ['ops@example.com', true],
  ])('shows one message for %j: %j', (value, expected) => {
    expect(checkRules(value, rules)).toBe(expected);
  });

  it('treats a hand-written rule returning false as an error (docs/product/validation.md)', () => {
    expect(checkRules('x', [() => false])).toBe('Invalid value');
  });
});
