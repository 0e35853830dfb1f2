import { describe, expect, it } from 'vitest';
import { sourceNumberOf } from './source-org-field';

describe('the org number a Copy from text names', () => {
  it.each([
    ['Lobby (GN-1042-7)', 'GN-1042-7'],
    ['  Pool Bar ( GN-1042-8 )  ', 'GN-1042-8'],
    ['Rooms (East) (GN-9)', 'GN-9'],
    ['GN-1042-7', 'GN-1042-7'],
    ['  GN-1042-7 ', 'GN-1042-7'],
    ['Lobby', 'Lobby'],
    ['', ''],
  ])('%j → %j', (text, number) => {
    expect(sourceNumberOf(text)).toBe(number);
  });
});
