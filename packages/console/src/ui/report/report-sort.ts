// docs/decisions/report-screens.md, docs/decisions/grid-header-sorting.md
import type { ReportListState } from './report-search';

/** The DataGrid's sort text of an address: `Field` ascending, `-Field` descending. */
export const gridSort = (address: Pick<ReportListState, 'sort' | 'order'>) =>
  address.order === 'desc' ? `-${address.sort}` : address.sort;

/**
 * The sort after a press on a column's header: the same column turns round; another starts
 * with the order its kind reads best in (`desc` for figures and times, as a report is read).
 */
export function nextReportSort(
  current: Pick<ReportListState, 'sort' | 'order'>,
  field: string,
  firstOrder: 'asc' | 'desc' = 'asc',
): Pick<ReportListState, 'sort' | 'order'> {
  if (current.sort === field)
    return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: firstOrder };
}
