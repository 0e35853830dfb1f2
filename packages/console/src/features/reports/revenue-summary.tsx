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
import { PAYMENT_TYPES, SALE_STATUSES } from './report-choices';

type Sale = AdminApiComponents['schemas']['ReportSalesRow'];
type Totals = AdminApiComponents['schemas']['ReportSalesTotals'];

/** Revenue Summary's address: the range, scope, sort, page and the sales' filters. */
export const REVENUE_SEARCH = reportSearch({
  filters: [
    { key: 'paymentType', label: 'Payment type', choices: PAYMENT_TYPES },
    { key: 'status', label: 'Status', choices: SALE_STATUSES },
    { key: 'plan', label: 'Plan' },
    { key: 'group', label: 'Group' },
    { key: 'soldBy', label: 'Sold by' },
    { key: 'room', label: 'Room' },
    { key: 'account', label: 'Account' },
    { key: 'mac', label: 'MAC' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Time',
    'OrgName',
    'Plan',
    'PaymentType',
    'Amount',
    'Fee',
    'Tax',
    'Net',
    'Status',
    'Account',
    'UserName',
    'Group',
    'SoldBy',
    'Room',
    'Mac',
  ],
  sort: 'Time',
  order: 'desc',
});

/** The valibot schema of Revenue Summary's search parameters. */
export const revenueSearchSchema = REVENUE_SEARCH.schema;

const columns = (context: ReportContext) => [
  timeColumn<Sale>('Time', 'Time', context),
  textColumn<Sale>('OrgName', 'Sold at', 'minmax(10rem, 1.5fr)'),
  textColumn<Sale>('Plan', 'Plan', 'minmax(10rem, 1.5fr)'),
  choiceColumn<Sale>('PaymentType', 'Payment type', PAYMENT_TYPES),
  moneyColumn<Sale>('Amount', 'Amount', context),
  moneyColumn<Sale>('Fee', 'Fee', context),
  moneyColumn<Sale>('Tax', 'Tax', context),
  moneyColumn<Sale>('Net', 'Net', context),
  choiceColumn<Sale>('Status', 'Status', SALE_STATUSES),
  textColumn<Sale>('Account', 'Account'),
  textColumn<Sale>('UserName', 'Guest'),
  textColumn<Sale>('Group', 'Group'),
  textColumn<Sale>('SoldBy', 'Sold by'),
  textColumn<Sale>('Room', 'Room', 'minmax(5rem, 0.6fr)'),
  textColumn<Sale>('Mac', 'MAC', 'minmax(10rem, 1fr)'),
];

/**
 * Report > Revenue Summary (`/report/revenue`): every plan sale of the org and everything under
 * it in the range; the Total line counts the completed ones, which sum to the Overview's Revenue.
 */
export default function RevenueSummary() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<Sale, Totals, (typeof REVENUE_SEARCH.filters)[number]['key']>
      title="Revenue Summary"
      fileName="revenue-summary"
      plural="sales"
      path="/report/revenue"
      search={REVENUE_SEARCH}
      columns={columns}
      totals={[
        { field: 'Count', label: 'Completed', kind: 'count' },
        { field: 'Amount', label: 'Revenue', kind: 'money' },
        { field: 'Fee', label: 'Fees', kind: 'money' },
        { field: 'Tax', label: 'Tax', kind: 'money' },
        { field: 'Net', label: 'Net', kind: 'money' },
      ]}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/sales', {
          params: { query: reportQuery('/AdminApi/reports/sales', params) },
        })
      }
      getRowId={(row) => row.Id}
    />
  );
}
