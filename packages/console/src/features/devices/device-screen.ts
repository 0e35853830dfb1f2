// docs/decisions/device-form.md
import type { DboResult } from '@guestnet/sdk';
import { DEVICE_TYPES, type DeviceFormValues, type DeviceType } from '@guestnet/validators';
import { DEVICE } from '../../lib/entities/device';
import { secretFields } from '../../lib/entities/secret-pair';
import type { FieldSection, FieldSpec } from '../../ui/form/form-fields';
import type { ListColumn } from '../../ui/list/list-column';

/** A device as the list answers it. */
export type DeviceRow = DboResult<'ListDevices'>['Items'][number];

export const DEVICES_PATH = '/setup/devices';

/** A device type's label (`MikroTik`), or the type itself when unknown. */
export function deviceTypeLabel(type: string): string {
  return DEVICE_TYPES.find((entry) => entry.value === type)?.label ?? type;
}

/**
 * When the backend last saw a device, in UTC (`2026-11-22 08:00 UTC`; without ` UTC` where the
 * heading says it), or `Never`.
 */
export function lastSeenText(value: string | null | undefined, withZone = true): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return 'Never';
  const text = new Date(time).toISOString().slice(0, 16).replace('T', ' ');
  return withZone ? `${text} UTC` : text;
}

export const DEVICE_COLUMNS: readonly ListColumn<DeviceRow>[] = [
  { field: 'Name', header: 'Name', width: 'minmax(10rem, 2fr)', link: true },
  {
    field: 'Type',
    header: 'Type',
    width: 'minmax(7rem, 1fr)',
    text: (row) => deviceTypeLabel(row.Type),
  },
  { field: 'Host', header: 'IP address or FQDN', width: 'minmax(9.5rem, 1.5fr)' },
  { field: 'MacAddress', header: 'MAC', width: 'minmax(10rem, 1fr)' },
  { field: 'Model', header: 'Model', width: 'minmax(6rem, 1fr)' },
  { field: 'Reachable', header: 'Reachable', width: 'minmax(6.5rem, 0.6fr)' },
  {
    field: 'LastSeen',
    header: 'Last seen (UTC)',
    width: 'minmax(9rem, 1fr)',
    text: (row) => lastSeenText(row.LastSeen, false),
  },
];

/** What each vendor calls the names that place a session in a service area, and what it sends. */
const VENDOR: Record<
  DeviceType,
  { host: string; model?: string; ssids: string; ssidsHelp: string; shortName: string }
> = {
  mikrotik: {
    host: 'The router’s address, which its RADIUS requests come from.',
    model: 'e.g. hEX S, CCR2004',
    ssids: 'Hotspot servers',
    ssidsHelp: 'The hotspot server names (IP > Hotspot > Servers), one per line.',
    shortName: 'The router’s identity (System > Identity), sent as NAS-Identifier.',
  },
  nomadix: {
    host: 'The gateway’s address, which its RADIUS requests come from.',
    model: 'e.g. AG 2400, AG 5900',
    ssids: 'SSIDs',
    ssidsHelp: 'The SSIDs behind this gateway, one per line.',
    shortName: 'The gateway’s NAS-Identifier.',
  },
  coova: {
    host: 'The CoovaChilli host’s address, which its RADIUS requests come from.',
    ssids: 'SSIDs',
    ssidsHelp: 'The SSIDs behind this host, one per line.',
    shortName: 'The radiusnasid CoovaChilli sends as NAS-Identifier.',
  },
  meraki: {
    host: 'The network’s public address: Meraki access points send RADIUS from it.',
    model: 'e.g. MR46, MR57',
    ssids: 'SSIDs',
    ssidsHelp: 'The network’s splash-page SSIDs, one per line.',
    shortName: 'A short name for reports.',
  },
  ruckus: {
    host: 'The controller’s address (SmartZone or Unleashed master).',
    model: 'e.g. SmartZone 100, R750',
    ssids: 'SSIDs',
    ssidsHelp: 'The WLANs’ SSIDs, one per line.',
    shortName: 'The controller’s NAS-Identifier.',
  },
  aruba: {
    host: 'The controller’s or Instant virtual controller’s address.',
    model: 'e.g. 7205, AP-535',
    ssids: 'SSIDs',
    ssidsHelp: 'The SSID profiles’ SSIDs, one per line.',
    shortName: 'The controller’s NAS-Identifier.',
  },
  cambium: {
    host: 'The cnMaestro or access point address that sends RADIUS.',
    model: 'e.g. XV2-2, ePMP 3000',
    ssids: 'SSIDs',
    ssidsHelp: 'The WLANs’ SSIDs, one per line.',
    shortName: 'The access point’s NAS-Identifier.',
  },
  other: {
    host: 'The address the device’s RADIUS requests come from.',
    ssids: 'SSIDs or hotspot servers',
    ssidsHelp: 'The names that place a session in this service area, one per line.',
    shortName: 'The NAS-Identifier the device sends, if any.',
  },
};

type Field = FieldSpec<DeviceFormValues>;

/**
 * The form's fields for a vendor (docs/product/fields.md "Devices"): the same contract fields, with what that
 * vendor calls them and where its admin finds them. `status` is what the backend last saw of a
 * stored device, shown under its own heading.
 */
export function deviceSections(
  type: DeviceType,
  status?: string,
): FieldSection<DeviceFormValues>[] {
  const vendor = VENDOR[type];
  const secret: Field[] = secretFields(DEVICE.secret);
  return [
    {
      title: deviceTypeLabel(type),
      fields: [
        {
          name: 'Name',
          label: 'Name',
          kind: 'text',
          required: true,
          description: 'Unique in this site.',
        },
        { name: 'ShortName', label: 'Short name', kind: 'text', description: vendor.shortName },
        {
          name: 'Model',
          label: 'Model',
          kind: 'text',
          size: 'short',
          ...(vendor.model ? { description: vendor.model } : {}),
        },
        { name: 'Description', label: 'Description', kind: 'textarea' },
      ],
    },
    {
      title: 'Network',
      fields: [
        {
          name: 'Host',
          label: 'IP address or FQDN',
          kind: 'text',
          required: true,
          description: vendor.host,
        },
        {
          name: 'MacAddress',
          label: 'MAC address',
          kind: 'text',
          required: true,
          description: 'e.g. 4C:5E:0C:12:34:56, 4C-5E-0C-12-34-56 or 4C5E0C123456',
        },
      ],
    },
    {
      title: 'RADIUS',
      fields: [
        ...secret,
        { name: 'RadiusAuthPort', label: 'Authentication port', kind: 'number', required: true },
        { name: 'RadiusAcctPort', label: 'Accounting port', kind: 'number', required: true },
      ],
    },
    {
      title: 'Service area',
      fields: [
        { name: 'Ssids', label: vendor.ssids, kind: 'textarea', description: vendor.ssidsHelp },
      ],
    },
    ...(status ? [{ title: 'Status', fields: [], note: status }] : []),
  ];
}

/** What the backend last saw of a stored device, in a sentence. */
export function deviceStatusText(
  device: Pick<DeviceRow, 'Reachable' | 'LastSeen' | 'LastIp'>,
): string {
  const seen = device.LastSeen
    ? `Last seen ${lastSeenText(device.LastSeen)}${device.LastIp ? ` from ${device.LastIp}` : ''}.`
    : 'Never seen.';
  return `${device.Reachable ? 'Reachable' : 'Not reachable'}. ${seen}`;
}
