// docs/decisions/native-screen-kit.md
import { type DboPayload, type DboProcedure, dboQuery, dboQueryPrefix } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PageReader } from './csv';
import { useShownSearch } from './list-pager';
import type { ListSearch } from './list-search';

/** A page of a dbo `List*` answer. */
export interface ListPage<Row> {
  Items: Row[];
  Total: number;
}

/** The last page of `total` rows, `pageSize` a page: 1 when there are none. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page asked for may be past the end (after deletes, a narrower filter, or a shared
 * address): once the list's `total` is known and `settled` (not a previous page's answer), the
 * address goes to the last page.
 */
export function usePageClamp(
  total: number | undefined,
  search: Pick<ListSearch, 'page' | 'pageSize'>,
  setList: (change: Partial<ListSearch>) => void,
  settled = true,
): void {
  const lastPage = total === undefined ? 1 : lastPageOf(total, search.pageSize);
  useEffect(() => {
    if (total !== undefined && settled && search.page > lastPage) setList({ page: lastPage });
  }, [total, settled, search.page, lastPage, setList]);
}

/** What {@link useListQuery} is given. */
export interface ListQueryOptions<P extends DboProcedure> {
  /** The dbo `List*` procedure. */
  list: P;
  /** Its whole payload: `listPayload(org, search)` and the screen's own fields. */
  payload: DboPayload<P>;
  /** The list state asked for, and how to change it (for the page clamping). */
  search: ListSearch;
  setList: (change: Partial<ListSearch>) => void;
  /** How often the list is read again while it changes on the server. */
  refetchInterval?: number | false | undefined;
}

/**
 * A list screen's query: the page asked for, the previous page kept on screen while the next one
 * loads (`view` is the state of the rows on screen), the page clamped to the last one, the key
 * that invalidates every page of the list (`listKey`), and `readPage` for `Export CSV`, which
 * reads the same list page by page (every row, whatever the filter, with `everyRow`).
 */
export function useListQuery<Row, P extends DboProcedure>({
  list,
  payload,
  search,
  setList,
  refetchInterval,
}: ListQueryOptions<P>) {
  const { dbo } = useGuestnetClients();
  const query = useDboQuery(dbo, list, payload, {
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ?? false,
  });
  const page = query.data as ListPage<Row> | undefined;
  const view = useShownSearch(search, query.isPlaceholderData);
  usePageClamp(page?.Total, search, setList, !query.isPlaceholderData);
  const readPage =
    (everyRow = false): PageReader<Row> =>
    (pageNumber, pageSize, signal) => {
      const { Filter: _filter, ...unfiltered } = payload as { Filter?: string };
      const read = { ...(everyRow ? unfiltered : payload), Page: pageNumber, PageSize: pageSize };
      return dboQuery(dbo, list, read as DboPayload<P>).queryFn({
        signal,
      }) as Promise<unknown> as Promise<ListPage<Row>>;
    };
  return {
    query,
    page,
    total: page?.Total ?? 0,
    view,
    listKey: dboQueryPrefix(dbo, list),
    readPage,
  };
}
