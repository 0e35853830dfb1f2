import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLength } from './rules/max-length.js';
import { BIDI_CONTROLS_MESSAGE } from './rules/no-bidi-controls.js';
import { required } from './rules/required.js';
import { nullableText, text } from './text-field.js';

const SPOOFED = 'Lobby \u202Egnp.exe\u202C West';
const messagesOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => issue.message);

describe('text', () => {
  it('trims and checks the field’s rules, first message only', () => {
    expect(v.parse(text([required, maxLength(8)]), ' Day pass ')).toBe('Day pass');
    expect(messagesOf(text([required, maxLength(8)]), '  ')).toEqual(['Required']);
  });

  it('refuses the hidden text-direction controls on a single line, after the field’s rules', () => {
    expect(messagesOf(text([required]), SPOOFED)).toEqual([BIDI_CONTROLS_MESSAGE]);
    expect(messagesOf(text([maxLength(8)]), SPOOFED)).toEqual([
      'Must be no more than 8 characters',
    ]);
    expect(messagesOf(text([]), '\u2067x\u2069')).toEqual([BIDI_CONTROLS_MESSAGE]);
  });

  it('leaves a text area’s prose as typed', () => {
    const notes = `Front desk:\n${SPOOFED}`;
    expect(v.parse(text([maxLength(2000)], { multiline: true }), notes)).toBe(notes);
  });

  it.each(['מלון הנמל', 'فندق الميناء', '👩‍💻 Dev lounge', 'Suite\u200F 12'])(
    'takes %s on a single line',
    (name) => {
      expect(v.parse(text([required]), name)).toBe(name);
    },
  );
});

describe('nullableText', () => {
  it('sends empty text as null and applies the same checks', () => {
    expect(v.parse(nullableText([maxLength(32)]), '  ')).toBeNull();
    expect(v.parse(nullableText([maxLength(32)]), ' Lobby ')).toBe('Lobby');
    expect(messagesOf(nullableText([]), SPOOFED)).toEqual([BIDI_CONTROLS_MESSAGE]);
    expect(v.parse(nullableText([], { multiline: true }), SPOOFED)).toBe(SPOOFED);
  });
});
