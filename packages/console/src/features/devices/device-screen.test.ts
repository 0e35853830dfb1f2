import { DEVICE_DEFAULTS, DEVICE_TYPES } from '@guestnet/validators';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../ui/list/list-column';
import {
  DEVICE_COLUMNS,
  type DeviceRow,
  deviceSections,
  deviceStatusText,
  deviceTypeLabel,
  lastSeenText,
} from './device-screen';

const row: DeviceRow = {
  Id: 7,
  OrgNumber: 'GN-1042-7',
  Name: 'Lobby gateway',
  ShortName: 'lobby-gw',
  Type: 'mikrotik',
  Host: '10.20.0.1',
  MacAddress: '4C:5E:0C:12:34:56',
  Model: 'hEX S',
  Description: null,
  Ssids: ['Harbour-Guest'],
  HasRadiusSecret: true,
  LastSeen: '2026-11-22T08:00:00Z',
  LastIp: '10.20.0.1',
  Reachable: true,
};

describe('the Devices list', () => {
  it('shows the issue’s columns, in its order, with the vendor’s name and a UTC time', () => {
    expect(DEVICE_COLUMNS.map((column) => column.header)).toEqual([
      'Name',
      'Type',
      'IP address or FQDN',
      'MAC',
      'Model',
      'Reachable',
      'Last seen (UTC)',
    ]);
    expect(DEVICE_COLUMNS.map((column) => textOf(column, row))).toEqual([
      'Lobby gateway',
      'MikroTik',
      '10.20.0.1',
      '4C:5E:0C:12:34:56',
      'hEX S',
      'Yes',
      '2026-11-22 08:00',
    ]);
  });

  it('says Never for a device never seen, and the type itself when unknown', () => {
    expect(lastSeenText(null)).toBe('Never');
    expect(lastSeenText('not a time')).toBe('Never');
    expect(deviceTypeLabel('juniper')).toBe('juniper');
  });

  it('sums up the status of a stored device', () => {
    expect(deviceStatusText(row)).toBe('Reachable. Last seen 2026-11-22 08:00 UTC from 10.20.0.1.');
    expect(deviceStatusText({ Reachable: false, LastSeen: null, LastIp: null })).toBe(
      'Not reachable. Never seen.',
    );
  });
});

describe('the Device form', () => {
  const visible = (type: (typeof DEVICE_TYPES)[number]['value'], hasSecret: boolean) =>
    deviceSections(type).flatMap((section) =>
      section.fields
        .filter(
          (field) =>
            field.visible?.({ ...DEVICE_DEFAULTS(type), HasRadiusSecret: hasSecret }) ?? true,
        )
        .map((field) => field.label),
    );

  it.each(DEVICE_TYPES.map((type) => type.value))(
    '%s: every field of the contract, once',
    (type) => {
      const labels = visible(type, false);
      expect(labels).toHaveLength(new Set(labels).size);
      expect(labels).toHaveLength(10);
      expect(deviceSections(type)[0]?.title).toBe(deviceTypeLabel(type));
    },
  );

  it('calls MikroTik’s names hotspot servers and the others’ SSIDs', () => {
    expect(visible('mikrotik', false)).toContain('Hotspot servers');
    expect(visible('meraki', false)).toContain('SSIDs');
    expect(visible('other', false)).toContain('SSIDs or hotspot servers');
  });

  it('asks for a secret while none is stored, and lets a stored one be kept', () => {
    const secret = (hasSecret: boolean) =>
      deviceSections('ruckus')
        .flatMap((section) => section.fields)
        .filter((field) => field.name === 'RadiusSecret')
        .find((field) =>
          field.visible?.({ ...DEVICE_DEFAULTS('ruckus'), HasRadiusSecret: hasSecret }),
        );
    expect(secret(false)).toMatchObject({ kind: 'secret', required: true });
    expect(secret(true)?.required).toBeUndefined();
    expect(secret(true)?.description).toMatch(/leave empty to keep/);
  });

  it('shows a stored device’s status under its own heading', () => {
    expect(deviceSections('aruba', 'Reachable.').at(-1)).toEqual({
      title: 'Status',
      fields: [],
      note: 'Reachable.',
    });
    expect(deviceSections('aruba').map((section) => section.title)).not.toContain('Status');
  });
});
