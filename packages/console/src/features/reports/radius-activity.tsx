// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { defineReport, type ReportKey, reportQuery } from '../../ui/report';
import { accountLink } from './account-link';
import { RADIUS_SEARCH } from './report-addresses';
import { radiusColumns } from './report-columns';

type Session = AdminApiComponents['schemas']['ReportSessionRow'];
type Totals = AdminApiComponents['schemas']['ReportSessions']['Totals'];

/**
 * Support > Radius Activity (`/support/radius`): the guests' sessions, as RADIUS counted them; a
 * session opens its account in Find Accounts.
 */
export default defineReport<Session, Totals, ReportKey<typeof RADIUS_SEARCH>>({
  title: 'Radius Activity',
  fileName: 'radius-activity',
  plural: 'sessions',
  path: '/support/radius',
  search: RADIUS_SEARCH,
  columns: radiusColumns,
  totals: [
    { field: 'SessionTime', label: 'Time online', kind: 'duration' },
    { field: 'BytesIn', label: 'Data in', kind: 'bytes' },
    { field: 'BytesOut', label: 'Data out', kind: 'bytes' },
    { field: 'UniqueDevices', label: 'Unique devices', kind: 'count' },
  ],
  query: (adminApi) => (params) =>
    operationQuery(adminApi, 'get', '/AdminApi/reports/sessions', {
      params: { query: reportQuery('/AdminApi/reports/sessions', params) },
    }),
  getRowId: (row) => row.SessionId,
  opens: (row) => accountLink(row.Account),
});
