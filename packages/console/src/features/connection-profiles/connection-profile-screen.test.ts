import { CONNECTION_PROFILE_DEFAULTS, type CONNECTION_PROFILE_TYPES } from '@guestnet/validators';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../ui/list/list-column';
import {
  CONNECTION_PROFILE_COLUMNS,
  type ConnectionProfileRow,
  connectionProfileSections,
  profileItemPath,
} from './connection-profile-screen';

const row: ConnectionProfileRow = {
  Id: 4,
  OrgNumber: 'GN-1042',
  Route: 'ssid',
  Type: 'wpa2_enterprise',
  Name: 'Staff Wi-Fi',
  Ssid: 'Harbour-Staff',
  HasPsk: false,
  RadiusServers: [
    { Host: 'radius1.guestnet.example', Port: 1812, RadSec: false, HasSecret: true },
    { Host: 'radsec.guestnet.example', Port: 2083, RadSec: true, HasSecret: true },
  ],
  EapMethods: ['peap'],
  Pmf: 'optional',
  FastRoaming: true,
  Passpoint: null,
};

const labels = (type: (typeof CONNECTION_PROFILE_TYPES)[number]['value']) =>
  connectionProfileSections(type).flatMap((section) =>
    section.fields
      .filter((field) => field.visible?.(CONNECTION_PROFILE_DEFAULTS(type)) ?? true)
      .map((field) => field.label),
  );

describe('the Connection Profiles list', () => {
  it('shows its columns with the type’s label and how the profile authenticates', () => {
    expect(CONNECTION_PROFILE_COLUMNS.map((column) => textOf(column, row))).toEqual([
      'Staff Wi-Fi',
      'Harbour-Staff',
      'WPA2 enterprise',
      '2 RADIUS servers',
      'Optional',
      'Yes',
    ]);
  });

  it('opens a profile at item/{route}/{type}, its id in the search', () => {
    expect(profileItemPath('wpa2_enterprise', 4)).toBe(
      '/setup/connection-profiles/item/ssid/wpa2_enterprise?id=4',
    );
    expect(profileItemPath('passpoint')).toBe(
      '/setup/connection-profiles/item/passpoint/passpoint',
    );
  });
});

describe('the Connection Profile form', () => {
  it('asks each type for what it uses', () => {
    expect(labels('psk')).toEqual([
      'Name',
      'SSID',
      'Passphrase',
      'Protected management frames',
      'Fast roaming (802.11r)',
    ]);
    expect(labels('owe')).not.toContain('Passphrase');
    expect(labels('wpa3_enterprise')).toContain('RADIUS servers');
    expect(labels('wpa3_enterprise')).toContain('EAP methods');
    expect(labels('passpoint')).toEqual(
      expect.arrayContaining([
        'RADIUS servers',
        'Network access type',
        'Domains',
        'Roaming consortium OIs',
        'Mobile networks (MCC/MNC)',
        'NAI realms',
      ]),
    );
    expect(labels('psk')).not.toContain('Network access type');
  });

  it('labels each RADIUS server’s cells and says whether its secret is kept', () => {
    const servers = connectionProfileSections('wpa2_enterprise')
      .flatMap((section) => section.fields)
      .find((field) => field.name === 'RadiusServers');
    expect(servers?.kind).toBe('rows');
    if (servers?.kind !== 'rows') return;
    expect(servers.fields.map((cell) => cell.label)).toEqual(['Host', 'Port', 'Secret', 'RadSec']);
    const help = servers.fields.find((cell) => cell.name === 'Secret')?.description;
    const stored = {
      Host: 'radius.example',
      Port: '1812',
      RadSec: false,
      HasSecret: true,
      SecretFor: 'radius.example|1812|false',
    };
    expect(typeof help === 'function' && help(stored)).toMatch(/Leave empty to keep/);
    expect(typeof help === 'function' && help({ ...stored, Host: 'other.example' })).toBe(
      'The server changed: type its secret.',
    );
    expect(typeof help === 'function' && help({ ...stored, HasSecret: false })).toMatch(
      /Up to 60 characters/,
    );
    const secret = servers.fields.find((cell) => cell.name === 'Secret');
    expect(secret?.isSet?.(stored)).toBe(true);
    expect(secret?.isSet?.({ ...stored, Port: '1645' })).toBe(false);
  });
});
