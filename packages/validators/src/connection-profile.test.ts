import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_PROFILE_DEFAULTS,
  CONNECTION_PROFILE_TYPES,
  type ConnectionProfileFormValues,
  type ConnectionProfileType,
  connectionProfileFormValues,
  connectionProfileSchema,
  keepsStoredSecret,
  MCC_MESSAGE,
  NO_RADIUS_SERVER_MESSAGE,
  OI_MESSAGE,
  PMF_REQUIRED_MESSAGE,
  PSK_MESSAGE,
  radiusServerKey,
  ssidTooLongMessage,
  utf8Bytes,
} from './connection-profile.js';

const valid = (type: ConnectionProfileType): ConnectionProfileFormValues => ({
  ...CONNECTION_PROFILE_DEFAULTS(type),
  Name: 'Guest',
  Ssid: 'Harbour-Guest',
  Psk: 'harbour-guest',
  RadiusServers: [
    {
      Host: 'radius.example',
      Port: '1812',
      RadSec: false,
      Secret: 'radius-secret',
      HasSecret: false,
      SecretFor: '',
    },
  ],
  OperatorName: 'Harbour Hotels',
  VenueName: 'Harbour Lisbon',
});

/** Each issue as `path: message`. */
function issues(
  type: ConnectionProfileType,
  values: ConnectionProfileFormValues,
  taken: string[] = [],
) {
  const result = v.safeParse(connectionProfileSchema({ type, takenNames: taken }), values);
  return (result.issues ?? []).map(
    (issue) => `${(issue.path ?? []).map((item) => item.key).join('.')}: ${issue.message}`,
  );
}

describe('connectionProfileSchema', () => {
  it.each(CONNECTION_PROFILE_TYPES.map((type) => type.value))(
    'accepts a complete %s profile',
    (type) => {
      expect(issues(type, valid(type))).toEqual([]);
    },
  );

  it('counts the SSID in UTF-8 bytes: 11 × € (33 bytes) refused, 10 (30 bytes) accepted', () => {
    expect(utf8Bytes('€'.repeat(11))).toBe(33);
    expect(issues('psk', { ...valid('psk'), Ssid: '€'.repeat(11) })).toEqual([
      `Ssid: ${ssidTooLongMessage(33)}`,
    ]);
    expect(ssidTooLongMessage(33)).toBe(
      'Must be no more than 32 bytes: this is 33 (é takes 2 bytes, € takes 3)',
    );
    expect(issues('psk', { ...valid('psk'), Ssid: '€'.repeat(10) })).toEqual([]);
    expect(issues('psk', { ...valid('psk'), Ssid: 'a'.repeat(32) })).toEqual([]);
    expect(issues('psk', { ...valid('psk'), Ssid: '' })).toEqual(['Ssid: Required']);
  });

  it('asks for a PSK of 8 to 63 characters while none is stored, and keeps a stored one', () => {
    expect(issues('psk', { ...valid('psk'), Psk: '' })).toEqual(['Psk: Required']);
    expect(issues('psk', { ...valid('psk'), Psk: 'short' })).toEqual([`Psk: ${PSK_MESSAGE}`]);
    expect(issues('psk', { ...valid('psk'), Psk: 'a'.repeat(64) })).toEqual([]);
    const kept = v.parse(connectionProfileSchema({ type: 'psk' }), {
      ...valid('psk'),
      Psk: '',
      HasPsk: true,
    });
    expect(kept).not.toHaveProperty('Psk');
    expect(v.parse(connectionProfileSchema({ type: 'owe' }), valid('owe')).Psk).toBeNull();
  });

  it('checks each RADIUS server row, its secret required until one is stored', () => {
    const rows = [
      {
        Host: 'not a host',
        Port: '70000',
        RadSec: false,
        Secret: '',
        HasSecret: false,
        SecretFor: '',
      },
      {
        Host: '10.0.0.2',
        Port: '2083',
        RadSec: true,
        Secret: '',
        HasSecret: true,
        SecretFor: '10.0.0.2|2083|true',
      },
    ];
    expect(issues('wpa2_enterprise', { ...valid('wpa2_enterprise'), RadiusServers: rows })).toEqual(
      [
        'RadiusServers.0.Host: Invalid IP address or FQDN',
        'RadiusServers.0.Port: Must be 65535 or less',
        'RadiusServers.0.Secret: Required',
      ],
    );
    expect(issues('wpa2_enterprise', { ...valid('wpa2_enterprise'), RadiusServers: [] })).toEqual([
      `RadiusServers: ${NO_RADIUS_SERVER_MESSAGE}`,
    ]);
    const output = v.parse(connectionProfileSchema({ type: 'wpa3_enterprise' }), {
      ...valid('wpa3_enterprise'),
      RadiusServers: [
        { ...rows[1], HasSecret: true },
        { ...rows[1], Secret: 'new one' },
      ],
    });
    expect(output.RadiusServers).toEqual([
      { Host: '10.0.0.2', Port: 2083, RadSec: true },
      { Host: '10.0.0.2', Port: 2083, RadSec: true, Secret: 'new one' },
    ]);
  });

  it('keeps a stored secret only for its own server: a new host, port or RadSec asks again', () => {
    const stored = {
      Host: 'radius.example',
      Port: '1812',
      RadSec: false,
      Secret: '',
      HasSecret: true,
      SecretFor: 'radius.example|1812|false',
    };
    const servers = (row: typeof stored) =>
      issues('wpa2_enterprise', { ...valid('wpa2_enterprise'), RadiusServers: [row] });
    expect(servers(stored)).toEqual([]);
    // Case and spaces around the host, or a leading zero of the port, are the same server.
    expect(servers({ ...stored, Host: ' RADIUS.example ', Port: '01812' })).toEqual([]);
    for (const changed of [{ Host: 'evil.example' }, { Port: '1645' }, { RadSec: true }] as const) {
      expect(servers({ ...stored, ...changed })).toEqual(['RadiusServers.0.Secret: Required']);
      expect(servers({ ...stored, ...changed, Secret: 'typed again' })).toEqual([]);
    }
    expect(keepsStoredSecret({ ...stored, Host: 'evil.example' })).toBe(false);
    expect(radiusServerKey({ Host: 'Radius.example ', Port: '1812', RadSec: false })).toBe(
      'radius.example|1812|false',
    );
  });

  it('sends no servers, EAP methods or Passpoint for a type without them', () => {
    const output = v.parse(connectionProfileSchema({ type: 'psk' }), valid('psk'));
    expect(output).toMatchObject({
      Route: 'ssid',
      RadiusServers: [],
      EapMethods: [],
      Passpoint: null,
    });
  });

  it('needs PMF Required for WPA3 enterprise and OWE', () => {
    expect(issues('owe', { ...valid('owe'), Pmf: 'optional' })).toEqual([
      `Pmf: ${PMF_REQUIRED_MESSAGE}`,
    ]);
  });

  it('checks Passpoint’s domains, OIs of 3 to 5 octets, MCC/MNC pairs and NAI realms', () => {
    const values: ConnectionProfileFormValues = {
      ...valid('passpoint'),
      Domains: 'harbourhotels.example\n\nnot a domain',
      RoamingConsortiumOis: '5a03ba\n0040961234\n12345',
      MccMnc: [{ Mcc: '26', Mnc: '01' }],
      NaiRealms: [{ Realm: 'harbourhotels.example', EapMethods: [] }],
    };
    expect(issues('passpoint', values)).toEqual([
      'Domains: Each line must be a domain name, e.g. harbourhotels.example',
      `RoamingConsortiumOis: ${OI_MESSAGE}`,
      `MccMnc.0.Mcc: ${MCC_MESSAGE}`,
      'NaiRealms.0.EapMethods: Pick at least one EAP method',
    ]);
    const output = v.parse(connectionProfileSchema({ type: 'passpoint' }), {
      ...values,
      Domains: 'harbourhotels.example',
      RoamingConsortiumOis: '5a03ba\n0040961234',
      MccMnc: [{ Mcc: '268', Mnc: '01' }],
      NaiRealms: [{ Realm: 'harbourhotels.example', EapMethods: ['ttls'] }],
    });
    expect(output.Route).toBe('passpoint');
    expect(output.Passpoint).toMatchObject({
      Domains: ['harbourhotels.example'],
      RoamingConsortiumOis: ['5A03BA', '0040961234'],
      MccMnc: [{ Mcc: '268', Mnc: '01' }],
    });
  });

  it('keeps a name unique in the site, without regard to case', () => {
    expect(issues('psk', valid('psk'), ['guest'])).toEqual(['Name: Must be unique']);
  });
});

describe('connectionProfileFormValues', () => {
  it('reads a stored profile back into the form, secrets as set and never typed', () => {
    const values = connectionProfileFormValues({
      Id: 4,
      Type: 'passpoint',
      Name: 'Passpoint',
      Ssid: 'Harbour-Passpoint',
      HasPsk: false,
      RadiusServers: [{ Host: 'radius.example', Port: 1812, RadSec: false, HasSecret: true }],
      EapMethods: ['ttls'],
      Pmf: 'required',
      FastRoaming: true,
      Passpoint: {
        OperatorName: 'H',
        VenueName: 'V',
        VenueType: 'mercantile',
        NetworkAccessType: 'free_public',
        Domains: ['a.example', 'b.example'],
        RoamingConsortiumOis: ['5A03BA'],
        MccMnc: [{ Mcc: '268', Mnc: '01' }],
        NaiRealms: [{ Realm: 'a.example', EapMethods: ['ttls'] }],
      },
    });
    expect(values.RadiusServers).toEqual([
      {
        Host: 'radius.example',
        Port: '1812',
        RadSec: false,
        Secret: '',
        HasSecret: true,
        SecretFor: 'radius.example|1812|false',
      },
    ]);
    expect(values.Domains).toBe('a.example\nb.example');
    expect(issues('passpoint', values)).toEqual([]);
  });
});
