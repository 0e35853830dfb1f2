// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { defineReport, type ReportKey, reportQuery } from '../../ui/report';
import { SALES_BY_SEARCH } from './report-addresses';
import { type SalesBy, salesByColumns } from './report-columns';

type Totals = AdminApiComponents['schemas']['ReportSalesTotals'];

const TOTALS = [
  { field: 'Count', label: 'Sales', kind: 'count' },
  { field: 'Amount', label: 'Revenue', kind: 'money' },
  { field: 'Fee', label: 'Fees', kind: 'money' },
  { field: 'Tax', label: 'Tax', kind: 'money' },
  { field: 'Net', label: 'Net', kind: 'money' },
] as const;

const GROUP_COLUMNS = salesByColumns('Group');
const SELLER_COLUMNS = salesByColumns('Sold by');

type Key = ReportKey<typeof SALES_BY_SEARCH>;

/** Report > Group Sales (`/report/group`): the completed sales summed by guest group. */
export const GroupSales = defineReport<SalesBy, Totals, Key>({
  title: 'Group Sales',
  fileName: 'group-sales',
  plural: 'groups',
  path: '/report/group',
  search: SALES_BY_SEARCH,
  columns: GROUP_COLUMNS,
  totals: TOTALS,
  query: (adminApi) => (params) =>
    operationQuery(adminApi, 'get', '/AdminApi/reports/sales/groups', {
      params: { query: reportQuery('/AdminApi/reports/sales/groups', params) },
    }),
  getRowId: (row) => row.Key,
});

/** Report > User Sales (`/report/user`): the completed sales summed by who sold them. */
export const UserSales = defineReport<SalesBy, Totals, Key>({
  title: 'User Sales',
  fileName: 'user-sales',
  plural: 'sellers',
  path: '/report/user',
  search: SALES_BY_SEARCH,
  columns: SELLER_COLUMNS,
  totals: TOTALS,
  query: (adminApi) => (params) =>
    operationQuery(adminApi, 'get', '/AdminApi/reports/sales/users', {
      params: { query: reportQuery('/AdminApi/reports/sales/users', params) },
    }),
  getRowId: (row) => row.Key,
});
