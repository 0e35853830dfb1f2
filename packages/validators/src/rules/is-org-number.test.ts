import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrgNumber } from './is-org-number.js';

/** An independent reading: letters, a hyphen, then a digit and any digits and hyphens. */
function looksLikeOrgNumber(text: string): boolean {
  const t = text.trim();
  const letter = (c: string | undefined) => c !== undefined && /^[a-z]$/i.test(c);
  if (!letter(t[0]) || !letter(t[1]) || t[2] !== '-') return false;
  const tail = t.slice(3);
  const digit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  return digit(tail[0]) && [...tail].every((c) => c === '-' || digit(c));
}

describe('isOrgNumber', () => {
  it.each([
    ['GN-1042', true],
    ['gn-1042', true],
    ['GN-1042-7', true],
    [' GN-1042 ', true],
    ['AB-1', true],
    ['GN-', false],
    ['GN--', false],
    ['GN--1042', false],
    ['GN-1042-', true],
    ['G-1042', false],
    ['GNX-1042', false],
    ['GN1042', false],
    ['GN-10a2', false],
    ['12-1042', false],
    ['Grand Hotel', false],
    ['GN-1042 lobby', false],
    ['', false],
  ])('reads %j as an org number: %s', (text, expected) => {
    expect(isOrgNumber(text)).toBe(expected);
  });

  it('agrees with a character-by-character reading on any text, and never throws', () => {
    const text = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\s?[A-Za-z0-9]{1,3}-[0-9a-z-]{0,6}\s?$/),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(isOrgNumber(value)).toBe(looksLikeOrgNumber(value));
      }),
    );
  });
});
