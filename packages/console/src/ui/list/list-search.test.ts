import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_SEARCH,
  listPayload,
  listSearchParams,
  nextSort,
  sortDirection,
  validateListSearch,
} from './list-search';

describe('validateListSearch', () => {
  it('reads the page, size, sort and filter of a shared address', () => {
    expect(validateListSearch({ page: '3', pageSize: 100, sort: '-Price', filter: 'day' })).toEqual(
      {
        page: 3,
        pageSize: 100,
        sort: '-Price',
        filter: 'day',
      },
    );
  });

  it('defaults what it cannot read instead of failing the page', () => {
    expect(
      validateListSearch({ page: '0', pageSize: 501, sort: 'Name;drop', filter: { a: 1 } }),
    ).toEqual(DEFAULT_LIST_SEARCH);
    expect(validateListSearch({ page: 1.5, pageSize: '-1' })).toEqual(DEFAULT_LIST_SEARCH);
  });

  it('keeps the filter within the 200 characters the dbo list takes', () => {
    expect(validateListSearch({ filter: 'x'.repeat(300) }).filter).toHaveLength(200);
  });
});

describe('listSearchParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(listSearchParams(DEFAULT_LIST_SEARCH)).toEqual({});
    expect(listSearchParams({ ...DEFAULT_LIST_SEARCH, page: 2, sort: 'Name' })).toEqual({
      page: 2,
      sort: 'Name',
    });
  });
});

describe('sorting', () => {
  it('goes ascending, then descending, on the same column', () => {
    expect(nextSort('', 'Name')).toBe('Name');
    expect(nextSort('Name', 'Name')).toBe('-Name');
    expect(nextSort('-Name', 'Name')).toBe('Name');
    expect(nextSort('-Name', 'Price')).toBe('Price');
  });

  it('tells aria-sort how each column is sorted', () => {
    expect(sortDirection('Name', 'Name')).toBe('ascending');
    expect(sortDirection('-Name', 'Name')).toBe('descending');
    expect(sortDirection('-Name', 'Price')).toBe('none');
  });
});

describe('listPayload', () => {
  it('is the dbo ListRequest, without an empty sort or filter', () => {
    expect(listPayload('GN-1042-7', DEFAULT_LIST_SEARCH)).toEqual({
      OrgNumber: 'GN-1042-7',
      Page: 1,
      PageSize: 25,
    });
    expect(listPayload('GN-1', { page: 2, pageSize: 50, sort: '-Price', filter: 'day' })).toEqual({
      OrgNumber: 'GN-1',
      Page: 2,
      PageSize: 50,
      Sort: '-Price',
      Filter: 'day',
    });
  });
});
