import { afterEach, describe, expect, it } from 'vitest';
import { createRecentList } from './recent-list';

const KEY = 'Test.recent';
const KNOWN = ['a', 'b', 'c', 'd', 'e'];
/** Known ids only, as recent screens do with paths the table no longer has. */
const recent = createRecentList<string>({
  key: KEY,
  limit: 3,
  itemOf: (id) => (KNOWN.includes(id) ? id : undefined),
  idOf: (id) => id,
});

/** A storage that refuses every call, as a browser with blocked site data does. */
const blocked = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
} as unknown as Storage;

afterEach(() => localStorage.clear());

describe('a recent list', () => {
  it('stores the ids most recent first, joined by "|", and reads the items back', () => {
    recent.remember('a', localStorage);
    expect(recent.remember('b', localStorage)).toEqual(['b', 'a']);
    expect(localStorage.getItem(KEY)).toBe('b|a');
    expect(recent.read(localStorage)).toEqual(['b', 'a']);
  });

  it('moves a remembered item to the front instead of listing it twice', () => {
    for (const id of ['a', 'b', 'c', 'a']) recent.remember(id, localStorage);
    expect(recent.read(localStorage)).toEqual(['a', 'c', 'b']);
  });

  it('keeps at most its limit, dropping the oldest', () => {
    for (const id of ['a', 'b', 'c', 'd']) recent.remember(id, localStorage);
    expect(localStorage.getItem(KEY)).toBe('d|c|b');
  });

  it.each([
    ['unknown ids', 'x|a|{"old":true}|b', ['a', 'b']],
    ['empty ids', '|a||b|', ['a', 'b']],
    ['more than the limit', 'a|b|c|d|e', ['a', 'b', 'c']],
    ['nothing stored', null, []],
    ['an empty value', '', []],
  ])('reads what it can of a stored value with %s', (_, raw, expected) => {
    if (raw !== null) localStorage.setItem(KEY, raw);
    expect(recent.read(localStorage)).toEqual(expected);
  });

  it('drops the ids it cannot read when it stores again', () => {
    localStorage.setItem(KEY, 'x|a|y|b');
    recent.remember('c', localStorage);
    expect(localStorage.getItem(KEY)).toBe('c|a|b');
  });

  it('forgets an item, and writes nothing when it was not in the list', () => {
    for (const id of ['a', 'b', 'c']) recent.remember(id, localStorage);
    expect(recent.forget('b', localStorage)).toEqual(['c', 'a']);
    expect(localStorage.getItem(KEY)).toBe('c|a');
    localStorage.setItem(KEY, 'c|a|x');
    expect(recent.forget('d', localStorage)).toEqual(['c', 'a']);
    expect(localStorage.getItem(KEY)).toBe('c|a|x');
  });

  it('is empty and raises no error when storage is missing or blocked', () => {
    expect(recent.read(undefined)).toEqual([]);
    expect(recent.remember('a', undefined)).toEqual(['a']);
    expect(recent.read(blocked)).toEqual([]);
    expect(recent.remember('a', blocked)).toEqual(['a']);
    expect(recent.forget('a', blocked)).toEqual([]);
  });
});
