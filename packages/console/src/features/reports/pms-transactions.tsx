// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  choiceColumn,
  countColumn,
  moneyColumn,
  type ReportContext,
  textColumn,
  timeColumn,
} from '../../ui/report/report-format';
import { ReportScreen, reportQuery } from '../../ui/report/report-screen';
import { reportSearch } from '../../ui/report/report-search';
import { PMS_STATUSES } from './report-choices';

type Posting = AdminApiComponents['schemas']['ReportPmsRow'];
type Totals = AdminApiComponents['schemas']['ReportPmsTransactions']['Totals'];

/** PMS Transactions' address. */
export const PMS_SEARCH = reportSearch({
  filters: [
    { key: 'status', label: 'Status', choices: PMS_STATUSES },
    { key: 'room', label: 'Room' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Time',
    'OrgName',
    'Room',
    'Reservation',
    'GuestName',
    'Amount',
    'Sequence',
    'SalesOutlet',
    'AnswerStatus',
  ],
  sort: 'Time',
  order: 'desc',
});

/** The valibot schema of PMS Transactions' search parameters. */
export const pmsSearchSchema = PMS_SEARCH.schema;

const columns = (context: ReportContext) => [
  timeColumn<Posting>('Time', 'Time', context),
  textColumn<Posting>('OrgName', 'Posted at', 'minmax(10rem, 1.5fr)'),
  textColumn<Posting>('Room', 'Room', 'minmax(5rem, 0.6fr)'),
  textColumn<Posting>('Reservation', 'Reservation'),
  textColumn<Posting>('GuestName', 'Guest', 'minmax(10rem, 1.5fr)'),
  moneyColumn<Posting>('Amount', 'Amount', context),
  choiceColumn<Posting>('AnswerStatus', 'Status', PMS_STATUSES),
  countColumn<Posting>('Sequence', 'Sequence'),
  textColumn<Posting>('SalesOutlet', 'Sales outlet'),
  textColumn<Posting>('Text', 'Text', 'minmax(12rem, 2fr)'),
  textColumn<Posting>('SaleId', 'Sale'),
];

/** Report > PMS Transactions (`/report/pms`): the room charges posted through the PMS. */
export default function PmsTransactions() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<Posting, Totals, (typeof PMS_SEARCH.filters)[number]['key']>
      title="PMS Transactions"
      fileName="pms-transactions"
      plural="postings"
      path="/report/pms"
      search={PMS_SEARCH}
      columns={columns}
      totals={[
        { field: 'Amount', label: 'Posted', kind: 'money' },
        { field: 'Rejected', label: 'Rejected', kind: 'count' },
      ]}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/pms', {
          params: { query: reportQuery('/AdminApi/reports/pms', params) },
        })
      }
      getRowId={(row) => row.Id}
    />
  );
}
