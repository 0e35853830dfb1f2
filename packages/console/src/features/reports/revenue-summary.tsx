// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import {
  defineReport,
  filterValue,
  type ReportAddress,
  type ReportKey,
  reportQuery,
} from '../../ui/report';
import { accountLink } from './account-link';
import { REVENUE_SEARCH, SALES_SUMMARY_SORTS } from './report-addresses';
import { SALE_GROUPINGS } from './report-choices';
import { type RevenueRow as Row, type Sale, saleColumns, salesByColumns } from './report-columns';

type Totals = AdminApiComponents['schemas']['ReportSalesTotals'];
type Address = ReportAddress<ReportKey<typeof REVENUE_SEARCH>>;

const isSale = (row: Row): row is Sale => 'Id' in row;

const grouping = (address: Address) =>
  SALE_GROUPINGS.find((choice) => choice.id === filterValue(address.groupBy));

/**
 * Report > Revenue Summary (`/report/revenue`): every plan sale of the org and everything under
 * it in the range, or, with `Group by`, the completed ones summed by day, plan, payment type,
 * org, guest group or seller (`getReportSalesSummary`); the Total line counts the completed
 * sales, which sum to the Overview's Revenue. A sale opens its account in Find Accounts.
 */
export default defineReport<Row, Totals, ReportKey<typeof REVENUE_SEARCH>>({
  title: 'Revenue Summary',
  fileName: 'revenue-summary',
  plural: (address) => (grouping(address) ? 'groups' : 'sales'),
  path: '/report/revenue',
  search: REVENUE_SEARCH,
  columns: (context, address) => {
    const by = grouping(address);
    // Each kind of row has its own columns; the grid reads the rows it is given.
    return by ? salesByColumns(by.label)(context) : saleColumns(context);
  },
  totals: [
    { field: 'Count', label: 'Completed', kind: 'count' },
    { field: 'Amount', label: 'Revenue', kind: 'money' },
    { field: 'Fee', label: 'Fees', kind: 'money' },
    { field: 'Tax', label: 'Tax', kind: 'money' },
    { field: 'Net', label: 'Net', kind: 'money' },
  ],
  query: (adminApi) => (params) => {
    const { groupBy, ...rest } = params;
    if (typeof groupBy !== 'string') {
      return operationQuery(adminApi, 'get', '/AdminApi/reports/sales', {
        params: { query: reportQuery('/AdminApi/reports/sales', rest) },
      });
    }
    // A sort by a sale's own column reads as the summary's first: the days in order, or the
    // largest amounts.
    // The summary sums the completed sales only: a status is the list's.
    const { status: _status, ...completed } = rest;
    const sort = SALES_SUMMARY_SORTS.includes(rest.sort)
      ? rest.sort
      : groupBy === 'day'
        ? 'Key'
        : 'Amount';
    return operationQuery(adminApi, 'get', '/AdminApi/reports/sales/summary', {
      params: {
        query: reportQuery('/AdminApi/reports/sales/summary', { ...completed, sort, groupBy }),
      },
    });
  },
  getRowId: (row) => (isSale(row) ? row.Id : row.Key),
  opens: (row) => (isSale(row) ? accountLink(row.Account) : undefined),
});
