// docs/decisions/mikrotik-manager.md
import type { DboResult } from '@guestnet/sdk';
import { MIKROTIK_PROTOCOLS, type MikrotikRouterFormValues } from '@guestnet/validators';
import { MIKROTIK_ROUTER } from '../../lib/entities/mikrotik-router';
import { secretFields } from '../../lib/entities/secret-pair';
import type { FieldSection } from '../../ui/form/form-fields';
import type { ListColumn } from '../../ui/list/list-column';

/** A router as the list answers it. */
export type MikrotikRouterRow = DboResult<'ListMikrotikRouters'>['Items'][number];

export const MIKROTIK_PATH = '/setup/mikrotik-manager';

/** A time in UTC (`2026-11-22 08:00 UTC`; without ` UTC` where the heading says it), or `Never`. */
export function attemptText(value: string | null | undefined, withZone = true): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return 'Never';
  const text = new Date(time).toISOString().slice(0, 16).replace('T', ' ');
  return withZone ? `${text} UTC` : text;
}

/** The connection status in a word: `Working`, `Failing` or `Not tested`. */
export function statusText(status: string): string {
  if (status === 'working') return 'Working';
  if (status === 'failing') return 'Failing';
  return 'Not tested';
}

// No protocol and no port in the list: the reason, which says what to fix, needs the room.
export const MIKROTIK_COLUMNS: readonly ListColumn<MikrotikRouterRow>[] = [
  { field: 'Name', header: 'Name', width: 'minmax(8rem, 1fr)', link: true },
  { field: 'Host', header: 'Address', width: 'minmax(11.5rem, 1fr)' },
  {
    field: 'Status',
    header: 'Status',
    width: 'minmax(6rem, 0.5fr)',
    text: (row) => statusText(row.Status),
  },
  {
    field: 'StatusReason',
    header: 'Reason',
    width: 'minmax(20.5rem, 3fr)',
    sortable: false,
    text: (row) => row.StatusReason ?? '',
  },
  {
    field: 'LastAttempt',
    header: 'Last attempt (UTC)',
    width: 'minmax(9.5rem, 0.6fr)',
    text: (row) => attemptText(row.LastAttempt, false),
  },
];

/** The router form's fields (docs/product/fields.md "Mikrotik manager"): where it is, and how to sign in. */
export function routerSections(): FieldSection<MikrotikRouterFormValues>[] {
  return [
    {
      title: 'Router',
      fields: [
        {
          name: 'Name',
          label: 'Name',
          kind: 'text',
          required: true,
          description: 'Unique in this site.',
        },
        {
          name: 'Host',
          label: 'IP address or host name',
          kind: 'text',
          required: true,
          description: 'Where the console reaches the router, e.g. 10.20.0.254.',
        },
      ],
    },
    {
      title: 'Sign-in',
      fields: [
        {
          name: 'Protocol',
          label: 'Protocol',
          kind: 'select',
          required: true,
          options: MIKROTIK_PROTOCOLS.map(({ label, value }) => ({ label, value })),
        },
        {
          name: 'Port',
          label: 'Port',
          kind: 'number',
          required: true,
          description: '8729 for api-ssl, 8728 for api, 22 for SSH.',
        },
        {
          name: 'Username',
          label: 'Username',
          kind: 'text',
          required: true,
          size: 'short',
          description: 'A RouterOS user with the api (or ssh), read and write policies.',
        },
        ...secretFields(MIKROTIK_ROUTER.secret),
      ],
    },
  ];
}
