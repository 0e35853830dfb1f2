import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { MAC_MESSAGE, type MacOptions, mac } from './mac.js';

/** An independent reading: pull out separators, then count hex digits. */
function isMac(text: string, consistent: boolean): boolean {
  const hex = (c: string) => '0123456789abcdefABCDEF'.includes(c) && c.length === 1;
  if ([...text].every(hex)) return text.length === 12 || text.length === 16;
  const pairs: string[] = [];
  const separators: string[] = [];
  for (let i = 0; i < text.length; i += 3) {
    pairs.push(text.slice(i, i + 2));
    const separator = text[i + 2];
    if (separator !== undefined) separators.push(separator);
  }
  if (pairs.length !== 6 && pairs.length !== 8) return false;
  if (separators.length !== pairs.length - 1) return false;
  if (!pairs.every((pair) => pair.length === 2 && [...pair].every(hex))) return false;
  if (!separators.every((s) => s === ':' || s === '-')) return false;
  return !consistent || new Set(separators).size === 1;
}

const strict = (value: unknown) => mac(value, { consistentSeparator: true });

describe('mac', () => {
  ruleCases(mac, {
    accepted: [
      ...EMPTY_VALUES,
      '00:1A:2B:3C:4D:5E',
      '00-1a-2b-3c-4d-5e',
      '001A2B3C4D5E',
      '00:1a-2b:3c-4d:5e',
      '00:1A:2B:3C:4D:5E:6F:70',
      '001a2b3c4d5e6f70',
    ],
    rejected: [
      '00:1A:2B:3C:4D',
      '00:1A:2B:3C:4D:5E:6F',
      '00:1A:2B:3C:4D:5G',
      '00.1A.2B.3C.4D.5E',
      '001A.2B3C.4D5E',
      '001A2B3C4D5',
      '001A2B3C4D5E6F',
      '00:1A2B3C4D5E',
      ' 00:1A:2B:3C:4D:5E',
      '0:1A:2B:3C:4D:5E',
      12,
    ],
    message: MAC_MESSAGE,
  });
});

describe('mac with a consistent separator enforced', () => {
  ruleCases(strict, {
    accepted: ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', '001A2B3C4D5E', '00-1A-2B-3C-4D-5E-6F-70'],
    rejected: ['00:1a-2b:3c-4d:5e', '00-1A-2B-3C-4D:5E', '00:1A:2B:3C:4D:5E:6F-70'],
    message: MAC_MESSAGE,
  });
});

describe('mac properties', () => {
  const hexPair = fc.stringMatching(/^[0-9a-fA-F]{2}$/);
  const separator = fc.constantFrom(':', '-');
  const macLike = fc
    .tuple(
      fc.constantFrom(6, 8),
      fc.array(hexPair, { minLength: 8, maxLength: 8 }),
      fc.array(separator, { minLength: 7, maxLength: 7 }),
    )
    .map(([count, pairs, seps]) =>
      pairs
        .slice(0, count)
        .reduce((text, pair, i) => (i === 0 ? pair : text + (seps[i - 1] ?? ':') + pair), ''),
    );
  const anyText = fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-fA-FgG:.-]{0,25}$/), macLike);

  it.each<[string, MacOptions]>([
    ['by default', {}],
    ['with a consistent separator', { consistentSeparator: true }],
  ])('agrees with a pair-counting reading %s, and never throws', (_, options) => {
    fc.assert(
      fc.property(anyText, (value) => {
        const expected = value.trim() === '' || isMac(value, options.consistentSeparator === true);
        expect(mac(value, options) === true).toBe(expected);
      }),
    );
  });

  it('accepts every well-formed address, whatever the case or separator', () => {
    fc.assert(
      fc.property(macLike, (value) => {
        expect(mac(value)).toBe(true);
      }),
    );
  });
});
