import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { PRICE_MESSAGE, price } from './price.js';

/** An independent reading: parse as cents, with at most two decimals and nothing but digits. */
function isPrice(text: string): boolean {
  const [whole = '', fraction, ...rest] = text.split('.');
  const digits = (part: string) => part.length > 0 && /^[0-9]+$/.test(part);
  if (rest.length > 0 || !digits(whole)) return false;
  return fraction === undefined || (digits(fraction) && fraction.length <= 2);
}

describe('price', () => {
  ruleCases(price, {
    accepted: [...EMPTY_VALUES, '0', '0.5', '9.99', '10', '1000.00', 0, 12.5, 19.99],
    rejected: [
      '-1',
      '-0.01',
      '9.999',
      '1.',
      '.99',
      '$5',
      '5 USD',
      '1,50',
      '1e2',
      'free',
      -3,
      0.001,
    ],
    message: PRICE_MESSAGE,
  });

  it('agrees with a cents reading on any text, and never throws', () => {
    const text = fc.oneof(fc.string(), fc.stringMatching(/^[\d.-]{1,8}$/));
    fc.assert(
      fc.property(text, (value) => {
        expect(price(value) === true).toBe(value.trim() === '' || isPrice(value));
      }),
    );
  });

  it('accepts every amount of whole cents', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(price(text)).toBe(true);
      }),
    );
  });
});
