import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { ORG } from '../../lib/entities/org';
import { orgClock } from '../../lib/org/org-time-zone';

/**
 * The zone a report counts its days and hours in: the org's own (its Edit Org time zone, the
 * org catalogue's query), as its administrator lives them; the browser's when the org's cannot
 * be read or is a zone the browser does not know (docs/decisions/org-time-zone.md); `undefined` while loading, and while no org is selected yet (a new tab's org arrives
 * from the session's cookie). `clock` says which, for the line beside the Range.
 */
export function useOrgTimeZone(orgNumber: string): {
  timeZone: string | undefined;
  clock: string | undefined;
} {
  const { dbo } = useGuestnetClients();
  const details = useGuestnetQuery(ORG.query(dbo, orgNumber), { enabled: orgNumber !== '' });
  const zone = orgClock(details.data?.TimeZone, details.isError);
  const timeZone = zone?.timeZone;
  const clock = zone
    ? `Days and hours in ${zone.timeZone}, ${zone.whose === 'org' ? 'the org’s' : 'this browser’s'} time zone.`
    : undefined;
  return { timeZone, clock };
}
