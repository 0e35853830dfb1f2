import { describe, expect, it } from 'vitest';
import { ADD_ACTIONS, matchPlaces, PLACES, splitCombined } from './go-to-entries';
import { placeOfPath, RECENT_PLACES_KEY, readRecentPlaces, rememberPlace } from './recent-places';

const titles = (query: string) => matchPlaces(PLACES, query).map((p) => p.title);

describe('matchPlaces', () => {
  it.each([
    ['plans', ['Service Plans']],
    ['service', ['Service Plans']],
    ['wizard', ['New Site Wizard']],
    ['history', ['Admin History']],
    ['zzz', []],
  ])('finds %j by title: %j', (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('puts a title that starts with the text before one that has it inside, then a tab match', () => {
    const found = titles('se');
    expect(found.indexOf('Service Plans')).toBeLessThan(found.indexOf('Users'));
    expect(titles('report')).toEqual(expect.arrayContaining(['Revenue Summary', 'User Sales']));
  });

  it('leaves out the external links', () => {
    expect(PLACES.some((p) => p.path.startsWith('http'))).toBe(false);
  });
});

describe('ADD_ACTIONS', () => {
  it('adds from the item route of lists whose item takes only an optional id', () => {
    expect(ADD_ACTIONS.map((a) => [a.label, a.place.path])).toEqual(
      expect.arrayContaining([
        ['Add Service Plan', '/setup/service-plans/item'],
        ['Add Conference', '/manage/conference/item'],
      ]),
    );
    expect(ADD_ACTIONS.map((a) => a.label)).not.toContain('Add Device');
  });
});

describe('splitCombined', () => {
  it.each([
    ['harbour > plans', { org: 'harbour', place: 'plans' }],
    ['harbour>', { org: 'harbour', place: '' }],
    ['GN-1042 >  service plans ', { org: 'GN-1042', place: 'service plans' }],
    ['harbour', undefined],
  ])('reads %j', (text, expected) => {
    expect(splitCombined(text)).toEqual(expected);
  });
});

describe('recent places', () => {
  it('names the place an address shows by its longest path', () => {
    expect(placeOfPath(PLACES, '/setup/add-org/new-site-wizard')?.title).toBe('New Site Wizard');
    expect(placeOfPath(PLACES, '/setup/service-plans/item/7')?.title).toBe('Service Plans');
    expect(placeOfPath(PLACES, '/nowhere')).toBeUndefined();
  });

  it('keeps the latest first without duplicates, and skips what it cannot read', () => {
    const plans = placeOfPath(PLACES, '/setup/service-plans');
    const history = placeOfPath(PLACES, '/support/admin-history');
    if (!plans || !history) throw new Error('The table has both screens');
    rememberPlace(plans, PLACES, localStorage);
    rememberPlace(history, PLACES, localStorage);
    rememberPlace(plans, PLACES, localStorage);
    expect(readRecentPlaces(PLACES, localStorage).map((p) => p.title)).toEqual([
      'Service Plans',
      'Admin History',
    ]);
    localStorage.setItem(RECENT_PLACES_KEY, '{"old":true}|/support/admin-history|/gone');
    expect(readRecentPlaces(PLACES, localStorage).map((p) => p.title)).toEqual(['Admin History']);
    localStorage.clear();
  });
});
