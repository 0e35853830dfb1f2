import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_PARAM_LENGTH,
  MAX_VIEWS,
  readViews,
  SAVED_VIEWS_KEY,
  viewParams,
  writeViews,
} from './saved-views-storage';

const PLANS = '/setup/service-plans/manage';
const HISTORY = '/support/admin-history';

afterEach(() => localStorage.clear());

describe('saved views storage', () => {
  it('keeps views per user and per screen', () => {
    writeViews(localStorage, 'demo', PLANS, [{ name: 'Dear first', params: { sort: '-Price' } }]);
    writeViews(localStorage, 'demo', HISTORY, [{ name: 'Deletes', params: { action: 'Deleted' } }]);
    writeViews(localStorage, 'other', PLANS, [{ name: 'Theirs', params: { filter: 'x' } }]);
    expect(readViews(localStorage, 'demo', PLANS)).toEqual([
      { name: 'Dear first', params: { sort: '-Price' } },
    ]);
    expect(readViews(localStorage, 'demo', HISTORY).map((v) => v.name)).toEqual(['Deletes']);
    expect(readViews(localStorage, 'other', PLANS).map((v) => v.name)).toEqual(['Theirs']);
    expect(readViews(localStorage, 'nobody', PLANS)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 0, users: { demo: { [PLANS]: [] } } })],
    ['an array', '[1,2,3]'],
    ['users not an object', JSON.stringify({ version: 1, users: 'demo' })],
    ['views not a list', JSON.stringify({ version: 1, users: { demo: { [PLANS]: 'x' } } })],
    ['null', 'null'],
  ])('ignores a stored value it cannot read (%s), without an error', (_, raw) => {
    localStorage.setItem(SAVED_VIEWS_KEY, raw);
    expect(readViews(localStorage, 'demo', PLANS)).toEqual([]);
    // And saving over it works.
    writeViews(localStorage, 'demo', PLANS, [{ name: 'New', params: {} }]);
    expect(readViews(localStorage, 'demo', PLANS).map((v) => v.name)).toEqual(['New']);
  });

  it('skips the views it cannot read and keeps the rest', () => {
    localStorage.setItem(
      SAVED_VIEWS_KEY,
      JSON.stringify({
        version: 1,
        users: {
          demo: {
            [PLANS]: [
              { name: 'Good', params: { sort: 'Name', pageSize: 50, bad: { x: 1 } } },
              { name: '   ', params: {} },
              { params: {} },
              'nonsense',
            ],
          },
        },
      }),
    );
    expect(readViews(localStorage, 'demo', PLANS)).toEqual([
      { name: 'Good', params: { sort: 'Name', pageSize: 50 } },
    ]);
  });

  const store = (views: unknown[]) =>
    localStorage.setItem(
      SAVED_VIEWS_KEY,
      JSON.stringify({ version: 1, users: { demo: { [PLANS]: views } } }),
    );

  it('reads the first 50 of 20,000 stored views, and writes no more than 50', () => {
    store(
      Array.from({ length: 20_000 }, (_, i) => ({ name: `View ${i}`, params: { sort: 'Name' } })),
    );
    const views = readViews(localStorage, 'demo', PLANS);
    expect(views).toHaveLength(MAX_VIEWS);
    expect(views.at(0)?.name).toBe('View 0');
    expect(views.at(-1)?.name).toBe('View 49');
    writeViews(localStorage, 'demo', PLANS, [...views, { name: 'One more', params: {} }]);
    expect(JSON.parse(localStorage.getItem(SAVED_VIEWS_KEY) ?? '').users.demo[PLANS]).toHaveLength(
      MAX_VIEWS,
    );
  });

  it('keeps the first of the views of one name, whatever its case', () => {
    store([
      { name: 'Same', params: { sort: 'Name' } },
      { name: 'Same', params: { sort: '-Name' } },
      { name: ' same ', params: { sort: 'Price' } },
      { name: 'Other', params: {} },
    ]);
    expect(readViews(localStorage, 'demo', PLANS)).toEqual([
      { name: 'Same', params: { sort: 'Name' } },
      { name: 'Other', params: {} },
    ]);
  });

  it('drops a view whose name or a parameter is longer than the console saves', () => {
    store([
      { name: 'Long filter', params: { filter: 'x'.repeat(5_000) } },
      { name: 'n'.repeat(81), params: {} },
      { name: 'Longest filter', params: { filter: 'x'.repeat(MAX_PARAM_LENGTH) } },
    ]);
    expect(readViews(localStorage, 'demo', PLANS).map((view) => view.name)).toEqual([
      'Longest filter',
    ]);
  });

  it('saves no page nor open entry with a view', () => {
    expect(viewParams({ page: 3, pageSize: 50, sort: '-When', admin: 'dana', entry: 12 })).toEqual({
      pageSize: 50,
      sort: '-When',
      admin: 'dana',
    });
  });
});
