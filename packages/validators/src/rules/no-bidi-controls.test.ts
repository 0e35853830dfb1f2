import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { BIDI_CONTROLS_MESSAGE, noBidiControls } from './no-bidi-controls.js';

// LRE, RLE, PDF, LRO, RLO, then LRI, RLI, FSI, PDI.
const controls = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('noBidiControls', () => {
  ruleCases(noBidiControls, {
    accepted: [
      ...EMPTY_VALUES,
      'Lobby West',
      'Lobby gnp.exe West',
      'מלון הנמל', // Hebrew
      'فندق الميناء', // Arabic
      'Harbour מלון 2 فندق',
      '👩‍💻 Dev lounge', // ZWJ sequence
      '👨‍👩‍👧 Family suite',
      'Suite\u200F 12\u200E', // RLM and LRM marks
      'غرفة\u061C 12', // Arabic letter mark
      'Zero\u200Bwidth\u200Cnon\u200Djoiner',
      42,
    ],
    rejected: [
      ...controls,
      ...controls.map((control) => `Lobby ${control}West`),
      'Lobby \u202Egnp.exe\u202C West',
      'Lobby \u2067gnp.exe\u2069 West',
      '\u202E',
      { name: 'Lobby' },
    ],
    message: BIDI_CONTROLS_MESSAGE,
  });

  it('agrees with a character-by-character check on any text, and never throws', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom(...controls, 'a', ' ', 'ש', 'ع', '\u200D', '\u200F') }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const expected = value.trim() === '' || ![...value].some((c) => controls.includes(c));
        expect(noBidiControls(value) === true).toBe(expected);
      }),
    );
  });
});
