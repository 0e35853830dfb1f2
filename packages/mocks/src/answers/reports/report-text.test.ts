import { describe, expect, it } from 'vitest';
import { textMatch } from './report-text.js';

// Which texts the lists answer from their rows' indices and which must read the rows: the
// answers themselves are compared with the every-row answer in report-lists-scale.test.ts.

describe('a text search answered without reading the rows', () => {
  it('answers a name, a plan word, a status or a seller, and reads the rows for a date, a room or an account', () => {
    for (const q of ['silva', 'maria.silva1', 'day pass', 'refund', 'desk', 'wedding']) {
      expect(textMatch('sales', q), q).toBeDefined();
    }
    for (const q of ['2026-11-2', '204', '1042-3-20460', 'gn-1042', 't15:']) {
      expect(textMatch('sales', q), q).toBeUndefined();
    }
  });

  it('finds a whole MAC’s guest, and reads the rows for part of one', () => {
    expect(textMatch('sessions', 'a4:1b:2c:3d:4e:5f')?.mac).toEqual({
      seed: 0x1b2c,
      bits: 0x3d4e5f,
    });
    expect(textMatch('sessions', 'a4:1b')).toBeUndefined();
    expect(textMatch('sales', 'ef')).toBeUndefined();
    // Three hex digits in a row are in no MAC (its bytes are two digits apart): a word.
    expect(textMatch('sales', 'cafe')?.mac).toBeUndefined();
  });

  it('reads the card payments’ rows for any text a card id or brand may hold', () => {
    expect(textMatch('cards', 'silva')).toBeUndefined();
    expect(textMatch('cards', 'visa')).toBeUndefined();
    expect(textMatch('cards', 'a.silva')?.users).toBeDefined();
    expect(textMatch('cards', '@example')?.users).toBeDefined();
  });

  it('names the guests by the user names and emails that hold the text', () => {
    const match = textMatch('sales', 'maria.silva1');
    const named = [...(match?.users ?? [])].flatMap((hit, at) => (hit ? [at % 100] : []));
    // maria.silva1 and maria.silva10 to 19.
    expect(named.sort((a, b) => a - b)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
});
