// docs/decisions/native-screen-kit.md, docs/decisions/typed-addresses.md
import {
  addressParams,
  LIST_ADDRESS,
  MAX_FILTER_LENGTH,
  MAX_PAGE_SIZE,
  readAddress,
} from '../../lib/screens/screen-address';

/**
 * The state of a list screen that lives in the address: page, page size, sort and
 * filter, so a list view can be bookmarked and shared. The route validates it with
 * `LIST_ADDRESS` (lib/screens/screen-address.ts); a value it cannot read falls back to the default instead of failing the
 * page, since addresses are typed, pasted and edited by hand.
 */
export interface ListSearch {
  /** 1-based page. */
  page: number;
  /** Rows per page, 1 to {@link MAX_PAGE_SIZE}. */
  pageSize: number;
  /** A field name, `-` in front for descending (dbo `ListRequest.Sort`); `''` for the server's order. */
  sort: string;
  /** Free text the server matches against the list's text columns; `''` for none. */
  filter: string;
}

/** The page sizes the paging controls offer. */
export const PAGE_SIZES = [25, 50, 100, 500] as const;

export { MAX_FILTER_LENGTH, MAX_PAGE_SIZE };

export const DEFAULT_LIST_SEARCH: ListSearch = { page: 1, pageSize: 25, sort: '', filter: '' };

/**
 * Reads a list's search parameters from the address, keeping what is valid and defaulting the
 * rest (an unknown sort or a page past the end is the screen's to correct, not the router's).
 *
 * @example
 * validateListSearch({ page: '2', sort: '-Price', pageSize: 'x' });
 * // → { page: 2, pageSize: 25, sort: '-Price', filter: '' }
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  return readAddress(LIST_ADDRESS, search);
}

/**
 * The search parameters to put in the address: only those that differ from the defaults, so the
 * plain list keeps its plain address.
 */
export function listSearchParams(search: ListSearch): Partial<ListSearch> {
  return addressParams(LIST_ADDRESS, search);
}

/** The sort after a click on a column's header: ascending, then descending, then ascending. */
export function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

/** How a column is sorted by `sort`: for `aria-sort`. */
export function sortDirection(sort: string, field: string): 'ascending' | 'descending' | 'none' {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

/** The dbo `ListRequest` payload of a list view. */
export function listPayload(orgNumber: string, search: ListSearch) {
  return {
    OrgNumber: orgNumber,
    Page: search.page,
    PageSize: search.pageSize,
    ...(search.sort ? { Sort: search.sort } : {}),
    ...(search.filter ? { Filter: search.filter } : {}),
  };
}
