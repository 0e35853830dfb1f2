import { describe, expect, it } from 'vitest';
import { sourceNumberOf, sourceOutside, sourceRefusal } from './source-org-field';

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

describe('a Copy from org number against the service areas under the selected org', () => {
  const found = [{ number: 'GN-1042-7' }, { number: 'GN-1042-70' }];
  it.each([
    ['GN-1042-7', null],
    ['gn-1042-7', null],
    ['GN-1042-70', null],
    ['GN-1042', sourceOutside('Harbour Hotel')],
    ['GN-9999-1', sourceOutside('Harbour Hotel')],
    ['Lobby', sourceOutside('Harbour Hotel')],
  ])('%j → %j', (number, refusal) => {
    expect(sourceRefusal(number, found, 'Harbour Hotel')).toBe(refusal);
  });

  it('names the rule and the org', () => {
    expect(sourceOutside('Harbour Hotel')).toBe('Choose a service area under Harbour Hotel.');
  });
});
