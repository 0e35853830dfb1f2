// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  choiceColumn,
  type ReportContext,
  textColumn,
  timeColumn,
} from '../../ui/report/report-format';
import { ReportScreen, reportQuery } from '../../ui/report/report-screen';
import { reportSearch } from '../../ui/report/report-search';
import { LOYALTY_ACTIONS, LOYALTY_RESULTS } from './report-choices';

type Activity = AdminApiComponents['schemas']['ReportLoyaltyRow'];
type Totals = AdminApiComponents['schemas']['ReportLoyaltyActivity']['Totals'];

/** Loyalty PMS Activity's address. */
export const LOYALTY_SEARCH = reportSearch({
  filters: [
    { key: 'result', label: 'Result', choices: LOYALTY_RESULTS },
    { key: 'action', label: 'Action', choices: LOYALTY_ACTIONS },
    { key: 'room', label: 'Room' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Time',
    'OrgName',
    'Room',
    'GuestName',
    'MemberNumber',
    'Tier',
    'Action',
    'Result',
    'Plan',
  ],
  sort: 'Time',
  order: 'desc',
});

/** The valibot schema of Loyalty PMS Activity's search parameters. */
export const loyaltySearchSchema = LOYALTY_SEARCH.schema;

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
export default function LoyaltyActivity() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<Activity, Totals, (typeof LOYALTY_SEARCH.filters)[number]['key']>
      title="Loyalty PMS Activity"
      fileName="loyalty-pms-activity"
      plural="look-ups"
      path="/support/loyalty"
      search={LOYALTY_SEARCH}
      columns={columns}
      totals={[
        { field: 'Matched', label: 'Matched', kind: 'count' },
        { field: 'NotFound', label: 'Not found', kind: 'count' },
        { field: 'Errors', label: 'Errors', kind: 'count' },
      ]}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/loyalty', {
          params: { query: reportQuery('/AdminApi/reports/loyalty', params) },
        })
      }
      getRowId={(row) => row.Id}
    />
  );
}
