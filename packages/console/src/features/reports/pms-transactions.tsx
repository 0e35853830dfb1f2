// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import {
  choiceColumn,
  countColumn,
  defineReport,
  moneyColumn,
  type ReportContext,
  type ReportKey,
  reportQuery,
  textColumn,
  timeColumn,
} from '../../ui/report';
import { PMS_SEARCH } from './report-addresses';
import { PMS_STATUSES } from './report-choices';

type Posting = AdminApiComponents['schemas']['ReportPmsRow'];
type Totals = AdminApiComponents['schemas']['ReportPmsTransactions']['Totals'];

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
export default defineReport<Posting, Totals, ReportKey<typeof PMS_SEARCH>>({
  title: 'PMS Transactions',
  fileName: 'pms-transactions',
  plural: 'postings',
  path: '/report/pms',
  search: PMS_SEARCH,
  columns,
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
