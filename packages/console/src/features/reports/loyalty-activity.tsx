// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { defineReport, type ReportKey, reportQuery } from '../../ui/report';
import { LOYALTY_SEARCH } from './report-addresses';
import { loyaltyColumns } from './report-columns';

type Activity = AdminApiComponents['schemas']['ReportLoyaltyRow'];
type Totals = AdminApiComponents['schemas']['ReportLoyaltyActivity']['Totals'];

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
  columns: loyaltyColumns,
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
