import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { NUMERIC_MESSAGE, numeric } from './numeric.js';

/** An independent reading of "digits with optional decimals": split on the one dot, then count. */
function isDigitsWithDecimals(text: string): boolean {
  const parts = text.split('.');
  if (parts.length > 2) return false;
  return parts.every((part) => part.length > 0 && [...part].every((c) => c >= '0' && c <= '9'));
}

describe('numeric', () => {
  ruleCases(numeric, {
    accepted: [...EMPTY_VALUES, '0', '42', '007', '12.5', '12.50', 0, 12.5, 1024],
    rejected: [
      '-1',
      '+1',
      '1.',
      '.5',
      '1.2.3',
      '1e3',
      '1,5',
      ' 1',
      'ten',
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
    ],
    message: NUMERIC_MESSAGE,
  });

  it('agrees with a split-and-count reading on any text, and never throws', () => {
    const text = fc.oneof(fc.string(), fc.stringMatching(/^[\d.+-]{1,8}$/));
    fc.assert(
      fc.property(text, (value) => {
        const expected = value.trim() === '' || isDigitsWithDecimals(value);
        expect(numeric(value) === true).toBe(expected);
      }),
    );
  });

  it('accepts every non-negative decimal written out', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.nat()), (whole, fraction) => {
        expect(numeric(fraction === null ? `${whole}` : `${whole}.${fraction}`)).toBe(true);
      }),
    );
  });
});
