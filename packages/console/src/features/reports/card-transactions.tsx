// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  choiceColumn,
  moneyColumn,
  type ReportContext,
  textColumn,
  timeColumn,
} from '../../ui/report/report-format';
import { ReportScreen, reportQuery } from '../../ui/report/report-screen';
import { reportSearch } from '../../ui/report/report-search';
import { CARD_BRANDS, CARD_STATUSES } from './report-choices';

type Payment = AdminApiComponents['schemas']['ReportCardRow'];
type Totals = AdminApiComponents['schemas']['ReportCardTransactions']['Totals'];

/** Credit Card Transactions' address. */
export const CARD_SEARCH = reportSearch({
  filters: [
    { key: 'status', label: 'Status', choices: CARD_STATUSES },
    { key: 'q', label: 'Search' },
  ],
  sorts: ['Time', 'OrgName', 'Status', 'Total', 'Fee', 'Tax', 'PayerEmail', 'CardBrand'],
  sort: 'Time',
  order: 'desc',
});

/** The valibot schema of Credit Card Transactions' search parameters. */
export const cardSearchSchema = CARD_SEARCH.schema;

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
export default function CardTransactions() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<Payment, Totals, (typeof CARD_SEARCH.filters)[number]['key']>
      title="Credit Card Transactions"
      fileName="credit-card-transactions"
      plural="payments"
      path="/report/cc"
      search={CARD_SEARCH}
      columns={columns}
      totals={[
        { field: 'Count', label: 'Approved', kind: 'count' },
        { field: 'Total', label: 'Total', kind: 'money' },
        { field: 'Fee', label: 'Fees', kind: 'money' },
        { field: 'Tax', label: 'Tax', kind: 'money' },
      ]}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/cards', {
          params: { query: reportQuery('/AdminApi/reports/cards', params) },
        })
      }
      getRowId={(row) => row.Id}
    />
  );
}
