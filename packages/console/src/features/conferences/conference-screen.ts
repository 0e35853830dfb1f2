import type { DboResult } from '@guestnet/sdk';
import { orgNodeQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import {
  CONFERENCE_BILLING,
  CONFERENCE_TIMES,
  type ConferenceFormValues,
  instantToZoned,
} from '@guestnet/validators';
import { useQuery } from '@tanstack/react-query';
import { useSelectedOrg } from '../../hooks/org-session';
import { ORG } from '../../lib/entities/org';
import { orgClock } from '../../lib/org/org-time-zone';
import type { FieldOption, FieldSection } from '../../ui/form/form-fields';
import type { ListColumn } from '../../ui/list/list-column';

/** A conference as the list answers it. */
export type ConferenceRow = DboResult<'ListConferences'>['Items'][number];

export const CONFERENCES_PATH = '/manage/conference';
export const CONFERENCE_ENTITY = { singular: 'Conference', plural: 'Conferences' };

/** Where a conference stands at `now`: not started, running, or ended. */
export function conferenceStatus(row: Pick<ConferenceRow, 'Start' | 'End'>, now = Date.now()) {
  if (Date.parse(row.End) <= now) return 'Past';
  return Date.parse(row.Start) <= now ? 'Running' : 'Upcoming';
}

/** An instant as the site reads it: `2026-07-01 09:00`. */
export function siteTime(instant: string, timeZone: string): string {
  const { day, time } = instantToZoned(instant, timeZone);
  return day ? `${day} ${time}` : '—';
}

/**
 * What a conference screen needs of its site: the time zone (the org's details, `ORG.query`) and
 * the meeting rooms (the service areas under it, from the org tree's call for the site's
 * children). The zone is `undefined` until the details answer (this browser's when they cannot be
 * read or name a zone it does not know, as the reports do: docs/decisions/org-time-zone.md):
 * a time is never shown on another clock meanwhile, as in a new tab, whose org arrives from the
 * session's cookie after the screen has opened (docs/decisions/conferences.md).
 */
export function useSiteOfConferences() {
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const { dbo, adminApi } = useGuestnetClients();
  const details = useGuestnetQuery(ORG.query(dbo, orgNumber), { enabled: orgNumber !== '' });
  const node = useQuery({
    ...orgNodeQuery(adminApi, orgNumber),
    enabled: orgNumber !== '',
  });
  const rooms: FieldOption[] = (node.data?.children ?? [])
    .filter((child) => child.type === 'ServiceArea' && child.number)
    .map((child) => ({ value: child.number ?? '', label: child.name }));
  const clock = orgClock(details.data?.TimeZone, details.isError);
  const timeZone = clock?.timeZone;
  return {
    orgNumber,
    timeZone,
    /** `org` when the times are the site's own clock, `browser` when this browser's stands in. */
    whose: clock?.whose,
    rooms,
    roomName: (number: string) => rooms.find((room) => room.value === number)?.label ?? number,
    isPending: timeZone === undefined || node.isPending,
  };
}

export function conferenceColumns(
  timeZone: string,
  roomName: (number: string) => string,
): ListColumn<ConferenceRow>[] {
  return [
    // Seven columns fit the content width without cutting a time (the item shows the rest).
    { field: 'Name', header: 'Name', width: 'minmax(10rem, 2fr)', link: true },
    {
      field: 'Status',
      header: 'Status',
      sortable: false,
      width: 'minmax(6rem, 0.7fr)',
      text: (row) => conferenceStatus(row),
    },
    {
      field: 'Start',
      header: 'Start',
      width: 'minmax(9.5rem, 1fr)',
      text: (row) => siteTime(row.Start, timeZone),
    },
    {
      field: 'End',
      header: 'End',
      width: 'minmax(9.5rem, 1fr)',
      text: (row) => siteTime(row.End, timeZone),
    },
    {
      field: 'ServiceAreas',
      header: 'Meeting rooms',
      sortable: false,
      width: 'minmax(10rem, 2fr)',
      text: (row) => row.ServiceAreas.map(roomName).join(', '),
    },
    {
      field: 'Code',
      header: 'Code',
      sortable: false,
      width: 'minmax(7rem, 1fr)',
      text: (row) => row.Code ?? (row.AccessCodeBatchId ? `Batch ${row.AccessCodeBatchId}` : '—'),
    },
  ];
}

const TIME_OPTIONS = CONFERENCE_TIMES.map((time) => ({ value: time, label: time }));

/** The form's fields (docs/product/fields.md "Conferences"); the times are the site's (`timeZone`). */
export function conferenceSections(
  rooms: readonly FieldOption[],
  batches: readonly FieldOption[],
  timeZone: string,
  whose: 'org' | 'browser' = 'org',
): FieldSection<ConferenceFormValues>[] {
  return [
    {
      title: 'Conference',
      fields: [
        { name: 'Name', label: 'Name', kind: 'text', required: true },
        {
          name: 'ServiceAreas',
          label: 'Meeting rooms',
          kind: 'multi',
          options: rooms,
          required: true,
        },
      ],
    },
    {
      title: 'When',
      note:
        whose === 'org'
          ? `Times are the site's (${timeZone}).`
          : `Times are this browser's (${timeZone}): the site's time zone could not be read.`,
      fields: [
        { name: 'StartDay', label: 'Start day', kind: 'date', required: true },
        { name: 'StartTime', label: 'Start time', kind: 'select', options: TIME_OPTIONS },
        { name: 'EndDay', label: 'End day', kind: 'date', required: true },
        { name: 'EndTime', label: 'End time', kind: 'select', options: TIME_OPTIONS },
      ],
    },
    {
      title: 'Access',
      fields: [
        {
          name: 'CodeMode',
          label: 'Guests sign in with',
          kind: 'select',
          options: [
            { value: 'shared', label: 'A shared code' },
            { value: 'batch', label: 'A code batch' },
          ],
        },
        {
          name: 'Code',
          label: 'Shared code',
          kind: 'text',
          size: 'short',
          required: true,
          description: '4 to 32 letters, digits and -.',
          visible: (values) => values.CodeMode === 'shared',
        },
        {
          name: 'AccessCodeBatchId',
          label: 'Code batch',
          kind: 'select',
          required: true,
          options: batches,
          visible: (values) => values.CodeMode === 'batch',
        },
        {
          name: 'MaxDevices',
          label: 'Max devices',
          kind: 'number',
          required: true,
          description: '1 to 10,000',
        },
        {
          name: 'BandwidthCapKbps',
          label: 'Group bandwidth cap (kbps)',
          kind: 'number',
          description: 'Shared by the whole group; empty for none.',
        },
      ],
    },
    {
      title: 'Billing',
      fields: [
        { name: 'Billing', label: 'Billing', kind: 'select', options: CONFERENCE_BILLING },
        { name: 'OrganizerEmail', label: 'Organizer email', kind: 'text' },
      ],
    },
  ];
}
