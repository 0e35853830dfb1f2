// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { defineReport, type ReportKey, reportQuery } from '../../ui/report';
import { PMS_SEARCH } from './report-addresses';
import { pmsColumns } from './report-columns';

type Posting = AdminApiComponents['schemas']['ReportPmsRow'];
type Totals = AdminApiComponents['schemas']['ReportPmsTransactions']['Totals'];

/** Report > PMS Transactions (`/report/pms`): the room charges posted through the PMS. */
export default defineReport<Posting, Totals, ReportKey<typeof PMS_SEARCH>>({
  title: 'PMS Transactions',
  fileName: 'pms-transactions',
  plural: 'postings',
  path: '/report/pms',
  search: PMS_SEARCH,
  columns: pmsColumns,
  totals: [
    { field: 'Amount', label: 'Posted', kind: 'money' },
    { field: 'Rejected', label: 'Rejected', kind: 'count' },
  ],
  query: (adminApi) => (params) =>
    operationQuery(adminApi, 'get', '/AdminApi/reports/pms', {
      params: { query: reportQuery('/AdminApi/reports/pms', params) },
    }),
  getRowId: (row) => row.Id,
});
