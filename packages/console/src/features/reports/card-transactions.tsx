// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import {
  choiceColumn,
  defineReport,
  moneyColumn,
  type ReportContext,
  type ReportKey,
  reportQuery,
  textColumn,
  timeColumn,
} from '../../ui/report';
import { CARD_SEARCH } from './report-addresses';
import { CARD_BRANDS, CARD_STATUSES } from './report-choices';

type Payment = AdminApiComponents['schemas']['ReportCardRow'];
type Totals = AdminApiComponents['schemas']['ReportCardTransactions']['Totals'];

const columns = (context: ReportContext) => [
  timeColumn<Payment>('Time', 'Time', context),
  textColumn<Payment>('OrgName', 'Paid at', 'minmax(10rem, 1.5fr)'),
  choiceColumn<Payment>('Status', 'Status', CARD_STATUSES),
  moneyColumn<Payment>('Total', 'Total', context),
  moneyColumn<Payment>('Fee', 'Fee', context),
  moneyColumn<Payment>('Tax', 'Tax', context),
  textColumn<Payment>('PayerEmail', 'Payer email', 'minmax(12rem, 2fr)'),
  choiceColumn<Payment>('CardBrand', 'Card', CARD_BRANDS),
  textColumn<Payment>('Last4', 'Last 4', 'minmax(5rem, 0.6fr)'),
  textColumn<Payment>('Receipt', 'Receipt'),
  textColumn<Payment>('Id', 'Transaction'),
  textColumn<Payment>('SaleId', 'Sale'),
];

/** Report > Credit Card Transactions (`/report/cc`): the card payments through the gateways. */
export default defineReport<Payment, Totals, ReportKey<typeof CARD_SEARCH>>({
  title: 'Credit Card Transactions',
  fileName: 'credit-card-transactions',
  plural: 'payments',
  path: '/report/cc',
  search: CARD_SEARCH,
  columns,
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
