// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import {
  choiceColumn,
  defineReport,
  type ReportContext,
  type ReportKey,
  reportQuery,
  textColumn,
  timeColumn,
} from '../../ui/report';
import { LOYALTY_SEARCH } from './report-addresses';
import { LOYALTY_ACTIONS, LOYALTY_RESULTS } from './report-choices';

type Activity = AdminApiComponents['schemas']['ReportLoyaltyRow'];
type Totals = AdminApiComponents['schemas']['ReportLoyaltyActivity']['Totals'];

const columns = (context: ReportContext) => [
  timeColumn<Activity>('Time', 'Time', context),
  textColumn<Activity>('OrgName', 'Service area', 'minmax(10rem, 1.5fr)'),
  textColumn<Activity>('Room', 'Room', 'minmax(5rem, 0.6fr)'),
  textColumn<Activity>('GuestName', 'Guest', 'minmax(10rem, 1.5fr)'),
  textColumn<Activity>('MemberNumber', 'Member number'),
  textColumn<Activity>('Tier', 'Tier'),
  choiceColumn<Activity>('Action', 'Action', LOYALTY_ACTIONS),
  choiceColumn<Activity>('Result', 'Result', LOYALTY_RESULTS),
  textColumn<Activity>('Plan', 'Plan', 'minmax(10rem, 1.5fr)'),
];

/**
 * Support > Loyalty PMS Activity (`/support/loyalty`): the loyalty programme look-ups made
 * through the PMS, and what each found.
 */
export default defineReport<Activity, Totals, ReportKey<typeof LOYALTY_SEARCH>>({
  title: 'Loyalty PMS Activity',
  fileName: 'loyalty-pms-activity',
  plural: 'look-ups',
  path: '/support/loyalty',
  search: LOYALTY_SEARCH,
  columns,
  totals: [
    { field: 'Matched', label: 'Matched', kind: 'count' },
    { field: 'NotFound', label: 'Not found', kind: 'count' },
    { field: 'Errors', label: 'Errors', kind: 'count' },
  ],
  query: (adminApi) => (params) =>
    operationQuery(adminApi, 'get', '/AdminApi/reports/loyalty', {
      params: { query: reportQuery('/AdminApi/reports/loyalty', params) },
    }),
  getRowId: (row) => row.Id,
});
