import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import {
  NO_SPECIAL_CHARACTERS_MESSAGE,
  noSpecialCharacters,
  SPECIAL_CHARACTERS,
} from './no-special-characters.js';

const forbidden = [
  '"',
  '\\',
  '$',
  '%',
  ';',
  ':',
  '<',
  '=',
  '>',
  '?',
  '^',
  '`',
  '{',
  '|',
  '}',
  '~',
  '/',
];

describe('noSpecialCharacters', () => {
  ruleCases(noSpecialCharacters, {
    accepted: [
      ...EMPTY_VALUES,
      'Lobby 2',
      "O'Brien's Bar",
      'Café & Spa (east)',
      'a-b_c.d,e!@#*+[]',
      42,
    ],
    rejected: [...forbidden, ...forbidden.map((c) => `Lobby${c}2`), 'http://x', { name: 'Lobby' }],
    message: NO_SPECIAL_CHARACTERS_MESSAGE,
  });

  it('lists exactly the characters docs/product/validation.md forbids', () => {
    expect([...SPECIAL_CHARACTERS].sort()).toEqual([...forbidden].sort());
  });

  it('agrees with a character-by-character check on any text, and never throws', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...forbidden, 'a', ' ', '#', '&') }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const expected = value.trim() === '' || ![...value].some((c) => forbidden.includes(c));
        expect(noSpecialCharacters(value) === true).toBe(expected);
      }),
    );
  });
});
