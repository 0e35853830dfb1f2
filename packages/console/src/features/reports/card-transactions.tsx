// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { defineReport, type ReportKey, reportQuery } from '../../ui/report';
import { CARD_SEARCH } from './report-addresses';
import { cardColumns } from './report-columns';

type Payment = AdminApiComponents['schemas']['ReportCardRow'];
type Totals = AdminApiComponents['schemas']['ReportCardTransactions']['Totals'];

/** Report > Credit Card Transactions (`/report/cc`): the card payments through the gateways. */
export default defineReport<Payment, Totals, ReportKey<typeof CARD_SEARCH>>({
  title: 'Credit Card Transactions',
  fileName: 'credit-card-transactions',
  plural: 'payments',
  path: '/report/cc',
  search: CARD_SEARCH,
  columns: cardColumns,
  totals: [
    { field: 'Count', label: 'Approved', kind: 'count' },
    { field: 'Total', label: 'Total', kind: 'money' },
    { field: 'Fee', label: 'Fees', kind: 'money' },
    { field: 'Tax', label: 'Tax', kind: 'money' },
  ],
  query: (adminApi) => (params) =>
    operationQuery(adminApi, 'get', '/AdminApi/reports/cards', {
      params: { query: reportQuery('/AdminApi/reports/cards', params) },
    }),
  getRowId: (row) => row.Id,
});
