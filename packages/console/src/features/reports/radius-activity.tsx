// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import {
  bytesColumn,
  defineReport,
  durationColumn,
  type ReportContext,
  type ReportKey,
  reportQuery,
  textColumn,
  timeColumn,
} from '../../ui/report';
import { accountLink } from './account-link';
import { RADIUS_SEARCH } from './report-addresses';

type Session = AdminApiComponents['schemas']['ReportSessionRow'];
type Totals = AdminApiComponents['schemas']['ReportSessions']['Totals'];

const columns = (context: ReportContext) => [
  timeColumn<Session>('Start', 'Start', context),
  { ...timeColumn<Session>('Stop', 'Stop', context), text: stopText(context) },
  durationColumn<Session>('SessionTime', 'Time online'),
  bytesColumn<Session>('BytesIn', 'Data in'),
  bytesColumn<Session>('BytesOut', 'Data out'),
  textColumn<Session>('UserName', 'User name', 'minmax(10rem, 1.5fr)'),
  textColumn<Session>('Account', 'Account'),
  textColumn<Session>('OrgName', 'Service area', 'minmax(10rem, 1.5fr)'),
  textColumn<Session>('Mac', 'MAC', 'minmax(10rem, 1fr)'),
  textColumn<Session>('CalledStation', 'Called station', 'minmax(10rem, 1fr)'),
  textColumn<Session>('NasIp', 'NAS IP'),
  textColumn<Session>('TerminateCause', 'Ended by'),
];

/** A session still online has no stop: it says so. */
function stopText(context: ReportContext) {
  const stop = timeColumn<Session>('Stop', 'Stop', context).text;
  return (row: Session) => (row.Stop ? (stop?.(row) ?? '') : 'Online');
}

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
  columns,
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
