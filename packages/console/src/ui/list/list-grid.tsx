// docs/decisions/native-screen-kit.md
import type { ErrorEleven } from '@guestnet/sdk';
import type { RowData } from '@tanstack/react-table';
import { DataGrid, type DataGridProps } from './data-grid';
import { ListBody } from './list-body';
import { ListPager } from './list-pager';
import type { ListSearch } from './list-search';
import { useGridBox } from './use-fill-height';
import type { ListPage } from './use-list-query';

/** Props of {@link ListGrid}: the grid's own, less what the page gives. */
export interface ListGridProps<Row>
  extends Omit<DataGridProps<Row>, 'rows' | 'total' | 'offset' | 'height'> {
  /** The list's query, for the spinner, the error and `Retry`. */
  query: { isPending: boolean; error: ErrorEleven | null; refetch: () => unknown };
  /** The page whose rows are on screen, once there is one. */
  page: ListPage<Row> | undefined;
  /** `Service Plans`: the spinner's, the error's and the pager's words. */
  plural: string;
  /** What an empty list says: `No Service Plans yet`, or that nothing matches the filter. */
  empty: { heading: string; content: string };
  /** The page on screen (the previous one while the next loads) and the one asked for. */
  shown: Pick<ListSearch, 'page' | 'pageSize'>;
  search: Pick<ListSearch, 'page' | 'pageSize'>;
  /** A pager's change (a page, a page size); none shows no pager. */
  onPage: (change: Partial<ListSearch>) => void;
}

/**
 * A kit list's body: the grid filling the window down to its pager (as tall as the window allows,
 * but no taller than the rows need), or the spinner, the error or the empty message in its place,
 * and the pager under it once there are rows (`first–last of total`, rows per page, Previous and
 * Next).
 */
export function ListGrid<Row extends RowData>({
  query,
  page,
  plural,
  empty,
  shown,
  search,
  onPage,
  ...grid
}: ListGridProps<Row>) {
  const box = useGridBox(240);
  const total = page?.Total ?? 0;
  return (
    <>
      <div ref={box.ref}>
        <ListBody
          query={query}
          page={page}
          plural={plural}
          empty={empty}
          render={(rows) => (
            <DataGrid<Row>
              {...grid}
              rows={rows}
              total={total}
              offset={(shown.page - 1) * shown.pageSize}
              height={box.heightFor(rows.length)}
            />
          )}
        />
      </div>
      {page && total > 0 && (
        <ListPager total={total} plural={plural} shown={shown} search={search} onChange={onPage} />
      )}
    </>
  );
}
