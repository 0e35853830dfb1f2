// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  countColumn,
  moneyColumn,
  type ReportContext,
  shareColumn,
  textColumn,
} from '../../ui/report/report-format';
import { ReportScreen, reportQuery } from '../../ui/report/report-screen';
import { reportSearch } from '../../ui/report/report-search';
import { PAYMENT_TYPES } from './report-choices';

type SalesBy = AdminApiComponents['schemas']['ReportSalesSummaryRow'];
type Totals = AdminApiComponents['schemas']['ReportSalesTotals'];

/** The address of a screen of completed sales summed by guest group or by seller. */
export const SALES_BY_SEARCH = reportSearch({
  filters: [
    { key: 'paymentType', label: 'Payment type', choices: PAYMENT_TYPES },
    { key: 'plan', label: 'Plan' },
    { key: 'group', label: 'Group' },
    { key: 'soldBy', label: 'Sold by' },
    { key: 'room', label: 'Room' },
    { key: 'q', label: 'Search' },
  ],
  sorts: ['Label', 'Count', 'Amount', 'Fee', 'Tax', 'Net'],
  sort: 'Amount',
  order: 'desc',
});

const columnsBy = (label: string) => (context: ReportContext) => [
  textColumn<SalesBy>('Label', label, 'minmax(12rem, 2fr)'),
  countColumn<SalesBy>('Count', 'Sales'),
  moneyColumn<SalesBy>('Amount', 'Amount', context),
  moneyColumn<SalesBy>('Fee', 'Fee', context),
  moneyColumn<SalesBy>('Tax', 'Tax', context),
  moneyColumn<SalesBy>('Net', 'Net', context),
  shareColumn<SalesBy>('Share', 'Share'),
];

const TOTALS = [
  { field: 'Count', label: 'Sales', kind: 'count' },
  { field: 'Amount', label: 'Revenue', kind: 'money' },
  { field: 'Fee', label: 'Fees', kind: 'money' },
  { field: 'Tax', label: 'Tax', kind: 'money' },
  { field: 'Net', label: 'Net', kind: 'money' },
] as const;

const GROUP_COLUMNS = columnsBy('Group');
const SELLER_COLUMNS = columnsBy('Sold by');

type Key = (typeof SALES_BY_SEARCH.filters)[number]['key'];

/** The valibot schema of Group Sales' and User Sales' search parameters. */
export const salesBySearchSchema = SALES_BY_SEARCH.schema;

/** Report > Group Sales (`/report/group`): the completed sales summed by guest group. */
export function GroupSales() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<SalesBy, Totals, Key>
      title="Group Sales"
      fileName="group-sales"
      plural="groups"
      path="/report/group"
      search={SALES_BY_SEARCH}
      columns={GROUP_COLUMNS}
      totals={TOTALS}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/sales/groups', {
          params: { query: reportQuery('/AdminApi/reports/sales/groups', params) },
        })
      }
      getRowId={(row) => row.Key}
    />
  );
}

/** Report > User Sales (`/report/user`): the completed sales summed by who sold them. */
export function UserSales() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<SalesBy, Totals, Key>
      title="User Sales"
      fileName="user-sales"
      plural="sellers"
      path="/report/user"
      search={SALES_BY_SEARCH}
      columns={SELLER_COLUMNS}
      totals={TOTALS}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/sales/users', {
          params: { query: reportQuery('/AdminApi/reports/sales/users', params) },
        })
      }
      getRowId={(row) => row.Key}
    />
  );
}
