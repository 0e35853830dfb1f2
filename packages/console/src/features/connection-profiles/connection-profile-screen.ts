// docs/decisions/connection-profile-route.md
import type { DboResult } from '@guestnet/sdk';
import {
  CONNECTION_PROFILE_TYPES,
  type ConnectionProfileFormValues,
  type ConnectionProfileType,
  connectionProfileRoute,
  EAP_METHODS,
  keepsStoredSecret,
  NETWORK_ACCESS_TYPES,
  newRadiusServerRow,
  PMF_CHOICES,
  RADIUS_SECRET_MAX_LENGTH,
  type RadiusServerRow,
  usesPsk,
  usesRadius,
  VENUE_TYPES,
} from '@guestnet/validators';
import { CONNECTION_PROFILE } from '../../lib/entities/connection-profile';
import { secretFields } from '../../lib/entities/secret-pair';
import type { FieldSection, FieldSpec } from '../../ui/form/form-fields';
import type { ListColumn } from '../../ui/list/list-column';

/** A profile as the list answers it. */
export type ConnectionProfileRow = DboResult<'ListConnectionProfiles'>['Items'][number];

export const CONNECTION_PROFILES_PATH = '/setup/connection-profiles';

/** A type's label (`WPA2 enterprise`), or the type itself when unknown. */
export function profileTypeLabel(type: string): string {
  return CONNECTION_PROFILE_TYPES.find((entry) => entry.value === type)?.label ?? type;
}

/** The address of a profile's form: `item/{route}/{type}`, a stored one's id in `?id=`. */
export function profileItemPath(type: ConnectionProfileType, id?: number): string {
  const path = `${CONNECTION_PROFILES_PATH}/item/${connectionProfileRoute(type)}/${type}`;
  return id === undefined ? path : `${path}?id=${id}`;
}

/** How a profile authenticates, in a few words (`PSK set`, `2 RADIUS servers`, `Open`). */
export function securityText(row: Pick<ConnectionProfileRow, 'Type' | 'HasPsk' | 'RadiusServers'>) {
  if (row.Type === 'owe') return 'Open, encrypted';
  if (row.Type === 'psk' || row.Type === 'wpa3_transition') {
    return row.HasPsk ? 'Passphrase set' : 'No passphrase';
  }
  const count = row.RadiusServers.length;
  return `${count} RADIUS server${count === 1 ? '' : 's'}`;
}

export const CONNECTION_PROFILE_COLUMNS: readonly ListColumn<ConnectionProfileRow>[] = [
  { field: 'Name', header: 'Name', width: 'minmax(9rem, 1.5fr)', link: true },
  { field: 'Ssid', header: 'SSID', width: 'minmax(9rem, 1.5fr)' },
  {
    field: 'Type',
    header: 'Type',
    width: 'minmax(15.5rem, 2.5fr)',
    text: (row) => profileTypeLabel(row.Type),
  },
  {
    field: 'RadiusServers',
    header: 'Security',
    width: 'minmax(9rem, 1.3fr)',
    text: securityText,
  },
  {
    field: 'Pmf',
    header: 'PMF',
    width: 'minmax(5.5rem, 0.8fr)',
    text: (row) => capitalised(row.Pmf),
  },
  { field: 'FastRoaming', header: 'Fast roaming', width: 'minmax(8rem, 0.9fr)' },
];

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Field = FieldSpec<ConnectionProfileFormValues>;

/** Whether a server row's stored secret still applies: its host, port and RadSec unchanged. */
const secretKept = (row: Record<string, unknown>) =>
  keepsStoredSecret(row as unknown as RadiusServerRow);

const secretHelp = (row: Record<string, unknown>) =>
  secretKept(row)
    ? 'Leave empty to keep it.'
    : row.HasSecret === true
      ? 'The server changed: type its secret.'
      : `Up to ${RADIUS_SECRET_MAX_LENGTH} characters.`;

const RADIUS_SERVERS: Field = {
  name: 'RadiusServers',
  label: 'RADIUS servers',
  kind: 'rows',
  rowName: 'server',
  addLabel: 'Add RADIUS server',
  empty: 'No RADIUS server yet.',
  max: 4,
  description:
    'Tried in order. Each secret must match the server’s; a server whose host, port or RadSec changes needs its secret typed again.',
  newRow: () => newRadiusServerRow(),
  fields: [
    { name: 'Host', label: 'Host', kind: 'text', required: true, width: 'size-3000' },
    { name: 'Port', label: 'Port', kind: 'number', required: true, width: 'size-1200' },
    {
      name: 'Secret',
      label: 'Secret',
      kind: 'secret',
      description: secretHelp,
      width: 'size-2400',
      isSet: secretKept,
    },
    { name: 'RadSec', label: 'RadSec', kind: 'switch' },
  ],
};

const EAP_OPTIONS = EAP_METHODS.map((method) => ({ value: method.value, label: method.label }));

function passpointSections(): FieldSection<ConnectionProfileFormValues>[] {
  return [
    {
      title: 'Passpoint',
      fields: [
        { name: 'OperatorName', label: 'Operator name', kind: 'text', required: true },
        { name: 'VenueName', label: 'Venue name', kind: 'text', required: true },
        { name: 'VenueType', label: 'Venue type', kind: 'select', options: VENUE_TYPES },
        {
          name: 'NetworkAccessType',
          label: 'Network access type',
          kind: 'select',
          options: NETWORK_ACCESS_TYPES,
        },
        {
          name: 'Domains',
          label: 'Domains',
          kind: 'textarea',
          description: 'The operator’s domain names, one per line.',
        },
        {
          name: 'RoamingConsortiumOis',
          label: 'Roaming consortium OIs',
          kind: 'textarea',
          description: 'One per line, 3 to 5 bytes in hex, e.g. 5A03BA.',
        },
      ],
    },
    {
      title: 'Home networks',
      fields: [
        {
          name: 'MccMnc',
          label: 'Mobile networks (MCC/MNC)',
          kind: 'rows',
          rowName: 'network',
          addLabel: 'Add mobile network',
          empty: 'No mobile network: SIM credentials are not accepted.',
          newRow: () => ({ Mcc: '', Mnc: '' }),
          fields: [
            {
              name: 'Mcc',
              label: 'MCC',
              kind: 'text',
              required: true,
              size: 'short',
              description: '3 digits',
            },
            {
              name: 'Mnc',
              label: 'MNC',
              kind: 'text',
              required: true,
              size: 'short',
              description: '2 or 3 digits',
            },
          ],
        },
        {
          name: 'NaiRealms',
          label: 'NAI realms',
          kind: 'rows',
          rowName: 'realm',
          addLabel: 'Add NAI realm',
          empty: 'No NAI realm.',
          newRow: () => ({ Realm: '', EapMethods: ['ttls'] }),
          fields: [
            { name: 'Realm', label: 'Realm', kind: 'text', required: true },
            { name: 'EapMethods', label: 'EAP methods', kind: 'multi', options: EAP_OPTIONS },
          ],
        },
      ],
    },
  ];
}

/**
 * The form's fields for a type (docs/product/fields.md "Connection profiles"): name and SSID; the passphrase
 * for the personal types; RADIUS servers (rows: host, port, secret, RadSec) and EAP methods for
 * the 802.1X types; PMF and fast roaming; Passpoint's own settings for passpoint.
 */
export function connectionProfileSections(
  type: ConnectionProfileType,
): FieldSection<ConnectionProfileFormValues>[] {
  const psk: Field[] = usesPsk(type) ? secretFields(CONNECTION_PROFILE.secret) : [];
  return [
    {
      title: profileTypeLabel(type),
      fields: [
        {
          name: 'Name',
          label: 'Name',
          kind: 'text',
          required: true,
          description: 'Unique in this site.',
        },
        {
          name: 'Ssid',
          label: 'SSID',
          kind: 'text',
          required: true,
          description: 'Up to 32 bytes: most letters take 1, é takes 2, € takes 3.',
        },
        ...psk,
      ],
    },
    ...(usesRadius(type)
      ? [
          {
            title: 'Authentication',
            fields: [
              RADIUS_SERVERS,
              {
                name: 'EapMethods',
                label: 'EAP methods',
                kind: 'multi',
                required: true,
                options: EAP_OPTIONS,
              } satisfies Field,
            ],
          },
        ]
      : []),
    {
      title: 'Radio',
      fields: [
        {
          name: 'Pmf',
          label: 'Protected management frames',
          kind: 'select',
          options: PMF_CHOICES,
          ...(type === 'wpa3_enterprise' || type === 'owe'
            ? { description: 'WPA3 and OWE need Required.' }
            : {}),
        },
        { name: 'FastRoaming', label: 'Fast roaming (802.11r)', kind: 'switch' },
      ],
    },
    ...(type === 'passpoint' ? passpointSections() : []),
  ];
}
