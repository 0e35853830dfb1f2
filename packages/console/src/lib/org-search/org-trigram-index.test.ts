import { describe, expect, it } from 'vitest';
import { TrigramIndex } from './org-trigram-index';

const texts = ['harbor hotel', 'lobby', 'harbour inn', 'gn-1042 lodge', 'über café'];

describe('TrigramIndex', () => {
  it.each([
    ['har', [0, 2]],
    ['harbo', [0, 2]],
    ['bby', [1]],
    ['104', [3]],
    ['n-1', [3]],
    ['caf', [4]],
    ['zzz', []],
  ])('offers every record that contains %j', (query, expected) => {
    const found = [...new TrigramIndex(texts).candidates(query)];
    for (const record of expected) expect(found).toContain(record);
    for (const record of found) expect(texts[record]).toBeDefined();
  });

  it('never misses a record that contains the query', () => {
    const many = Array.from(
      { length: 3_000 },
      (_, i) => `site ${i} ${i % 11 ? 'inland' : 'harbor'}`,
    );
    const index = new TrigramIndex(many);
    for (const query of ['harbor', 'site 12', 'nla', ' 29']) {
      const expected = many.flatMap((text, i) => (text.includes(query) ? [i] : []));
      const candidates = new Set(index.candidates(query));
      expect(expected.every((i) => candidates.has(i))).toBe(true);
    }
  });
});
