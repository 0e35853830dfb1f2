// docs/decisions/report-screens.md
import { type AdminApiComponents, operationQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  bytesColumn,
  durationColumn,
  type ReportContext,
  textColumn,
  timeColumn,
} from '../../ui/report/report-format';
import { ReportScreen, reportQuery } from '../../ui/report/report-screen';
import { reportSearch } from '../../ui/report/report-search';
import { SESSION_STATES } from './report-choices';

type Session = AdminApiComponents['schemas']['ReportSessionRow'];
type Totals = AdminApiComponents['schemas']['ReportSessions']['Totals'];

/** Radius Activity's address; `online` is the contract's boolean. */
export const RADIUS_SEARCH = reportSearch({
  filters: [
    {
      key: 'online',
      label: 'Session',
      choices: SESSION_STATES,
      param: (value) => value === 'true',
    },
    { key: 'userName', label: 'User name' },
    { key: 'account', label: 'Account' },
    { key: 'mac', label: 'MAC' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Start',
    'Stop',
    'SessionTime',
    'BytesIn',
    'BytesOut',
    'UserName',
    'Account',
    'OrgName',
    'Mac',
    'TerminateCause',
  ],
  sort: 'Start',
  order: 'desc',
});

/** The valibot schema of Radius Activity's search parameters. */
export const radiusSearchSchema = RADIUS_SEARCH.schema;

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

/** Support > Radius Activity (`/support/radius`): the guests' sessions, as RADIUS counted them. */
export default function RadiusActivity() {
  const { adminApi } = useGuestnetClients();
  return (
    <ReportScreen<Session, Totals, (typeof RADIUS_SEARCH.filters)[number]['key']>
      title="Radius Activity"
      fileName="radius-activity"
      plural="sessions"
      path="/support/radius"
      search={RADIUS_SEARCH}
      columns={columns}
      totals={[
        { field: 'SessionTime', label: 'Time online', kind: 'duration' },
        { field: 'BytesIn', label: 'Data in', kind: 'bytes' },
        { field: 'BytesOut', label: 'Data out', kind: 'bytes' },
        { field: 'UniqueDevices', label: 'Unique devices', kind: 'count' },
      ]}
      query={(params) =>
        operationQuery(adminApi, 'get', '/AdminApi/reports/sessions', {
          params: { query: reportQuery('/AdminApi/reports/sessions', params) },
        })
      }
      getRowId={(row) => row.SessionId}
    />
  );
}
