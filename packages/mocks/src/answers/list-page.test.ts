import { describe, expect, it } from 'vitest';
import { compareValues, listPage } from './list-page.js';

describe('compareValues', () => {
  it.each<[string, unknown, unknown, '<' | '=' | '>']>([
    ['numbers by value, not by their text', 9, 10, '<'],
    ['decimals by value', 4.99, 19.99, '<'],
    ['decimals by value, not digit runs', 4.5, 4.25, '>'],
    ['negative numbers', -1, 0, '<'],
    ['equal numbers', 3, 3, '='],
    ['false before true', false, true, '<'],
    ['true after false', true, false, '>'],
    ['strings ignoring case', 'basic', 'Premium', '<'],
    ['digit runs in strings as numbers', 'Plan 2', 'Plan 10', '<'],
    ['strings differing only in case as equal', 'WINTER', 'winter', '='],
    ['a value before null', 0, null, '<'],
    ['null after a value', null, 'a', '>'],
    ['undefined after a value', undefined, false, '>'],
    ['null and undefined as equal', null, undefined, '='],
  ])('orders %s', (_title, a, b, expected) => {
    const order = Math.sign(compareValues(a, b));
    expect(order).toBe({ '<': -1, '=': 0, '>': 1 }[expected]);
  });
});

describe('listPage', () => {
  const plans = [
    { Id: 1, Name: 'Basic 1 Day', Price: 4.99, Active: true },
    { Id: 2, Name: 'Premium 7 Days', Price: 29.99, Active: false },
    { Id: 3, Name: 'Free 1 Hour', Price: 0, Active: true },
    { Id: 4, Name: 'Business 30 Days', Price: 119, Active: false },
    { Id: 5, Name: 'Lite 2 Hours', Price: null, Active: true },
  ];
  const ids = (payload: Record<string, unknown>) =>
    listPage(plans, payload).Items.map((item) => item.Id);

  it.each<[string, Record<string, unknown>, number[]]>([
    ['prices ascending, as numbers', { Sort: 'Price' }, [3, 1, 2, 4, 5]],
    ['prices descending, missing still last', { Sort: '-Price' }, [4, 2, 1, 3, 5]],
    ['inactive first, then by collection order', { Sort: 'Active' }, [2, 4, 1, 3, 5]],
    ['active first', { Sort: '-Active' }, [1, 3, 5, 2, 4]],
    ['names', { Sort: 'Name' }, [1, 4, 3, 5, 2]],
    ['no sort in collection order', {}, [1, 2, 3, 4, 5]],
    ['a filter on text fields, ignoring case', { Filter: 'DAY' }, [1, 2, 4]],
    ['a page', { Sort: 'Name', Page: 2, PageSize: 2 }, [3, 5]],
  ])('sorts and pages: %s', (_title, payload, expected) => {
    expect(ids(payload)).toEqual(expected);
  });

  it('counts every match, not just the page', () => {
    expect(listPage(plans, { Filter: 'day', PageSize: 1 }).Total).toBe(3);
  });
});
