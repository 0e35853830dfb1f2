import { describe, expect, it } from 'vitest';
import { isolate, isolatedRuns, pathRuns } from './bidi-isolate';

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

const join = (runs: { text: string }[]) => runs.map((run) => run.text).join('');
const isolated = (runs: { text: string; isolated: boolean }[]) =>
  runs.filter((run) => run.isolated).map((run) => run.text);

describe('isolatedRuns', () => {
  it('isolates each quoted value, leaving the quotes and the sentence plain', () => {
    const text = 'Copied “A \u202Eb” to “C”';
    expect(isolated(isolatedRuns(text))).toEqual(['A \u202Eb', 'C']);
    expect(join(isolatedRuns(text))).toBe(text);
  });

  it('isolates a given name where the sentence does not quote it, the longest name first', () => {
    const text = 'Your role has no access to Devices for Crescent \u202EVenues.';
    const runs = isolatedRuns(text, ['Crescent \u202EVenues', 'Crescent']);
    expect(isolated(runs)).toEqual(['Crescent \u202EVenues']);
    expect(join(runs)).toBe(text);
  });

  it('gives a sentence with nothing to isolate back whole', () => {
    expect(isolatedRuns('Demo data restored.')).toEqual([
      { text: 'Demo data restored.', isolated: false },
    ]);
  });
});

describe('pathRuns', () => {
  it('isolates each name of a display path, keeping its separators', () => {
    const path = 'North Region > Crescent \u202EVenues > Lobby';
    expect(isolated(pathRuns(path))).toEqual(['North Region', 'Crescent \u202EVenues', 'Lobby']);
    expect(join(pathRuns(path))).toBe(path);
  });
});
