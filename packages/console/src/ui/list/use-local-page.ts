// docs/decisions/native-screen-kit.md
import { useMemo } from 'react';
import type { ListSearch } from './list-search';
import { lastPageOf } from './use-list-query';

/**
 * The page on screen of a list held in the browser (search results, a bulk change's outcomes):
 * the page asked for, or the last one when the list got shorter than that (`page` is the one
 * shown, `offset` the rows before it), and that page's rows. A screen whose page is in the
 * address also corrects the address with `usePageClamp`.
 */
export function useLocalPage<Row>(
  items: readonly Row[],
  paging: Pick<ListSearch, 'page' | 'pageSize'>,
): { page: number; lastPage: number; offset: number; rows: readonly Row[] } {
  const lastPage = lastPageOf(items.length, paging.pageSize);
  const page = Math.min(paging.page, lastPage);
  const offset = (page - 1) * paging.pageSize;
  const rows = useMemo(
    () => items.slice(offset, offset + paging.pageSize),
    [items, offset, paging.pageSize],
  );
  return { page, lastPage, offset, rows };
}
