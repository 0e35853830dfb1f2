import { describe, expect, it } from 'vitest';
import { isolate } from './bidi-isolate';

describe('isolate', () => {
  it('wraps a value between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE', () => {
    expect(isolate('Harbour Hotel')).toBe('\u2068Harbour Hotel\u2069');
  });

  it('closes an override left open in a name at the name’s end, before the sentence goes on', () => {
    const sentence = `${isolate('Crescent \u202EVenues')} leads with $76,849.57`;
    // The isolate's end comes after the override and before the rest of the sentence.
    expect(sentence.indexOf('\u2069')).toBeGreaterThan(sentence.indexOf('\u202E'));
    expect(sentence.endsWith('\u2069 leads with $76,849.57')).toBe(true);
  });
});
