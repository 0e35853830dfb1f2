import type { Faker } from '@faker-js/faker';
import type { SeedOrg, SeedRecord } from './seed-records.js';

type Type = 'psk' | 'wpa2_enterprise' | 'wpa3_enterprise' | 'wpa3_transition' | 'owe' | 'passpoint';

/** What a property calls each kind of network, with the SSID it broadcasts. */
const PROFILES: readonly { type: Type; name: string; ssid: string }[] = [
  { type: 'owe', name: 'Guest', ssid: 'Harbour-Guest' },
  { type: 'wpa2_enterprise', name: 'Staff Wi-Fi', ssid: 'Harbour-Staff' },
  { type: 'psk', name: 'Back office', ssid: 'Harbour-Office' },
  { type: 'passpoint', name: 'Passpoint', ssid: 'Harbour-Passpoint' },
  { type: 'psk', name: 'IoT devices', ssid: 'Harbour-IoT' },
  { type: 'wpa3_enterprise', name: 'Executive floor', ssid: 'Harbour-Exec' },
  { type: 'wpa3_transition', name: 'Conference', ssid: 'Harbour-Meet' },
  { type: 'psk', name: 'Café', ssid: 'Harbour-Café' },
];

const ENTERPRISE: readonly Type[] = ['wpa2_enterprise', 'wpa3_enterprise', 'passpoint'];

/**
 * The connection profiles of a site: four to eight of the list above (each name once), their
 * Route following the Type (docs/decisions/connection-profile-route.md), RADIUS servers with a
 * secret set for the enterprise types, Passpoint settings only for the passpoint type, a PSK set
 * for the psk type. No secret is in a record: only `HasPsk` and each server's `HasSecret`.
 */
export function connectionProfileRecords(faker: Faker, _org: SeedOrg): SeedRecord[] {
  const count = faker.number.int({ min: 4, max: PROFILES.length });
  return PROFILES.slice(0, count).map(({ type, name, ssid }) => {
    const enterprise = ENTERPRISE.includes(type);
    const wpa3 = type === 'wpa3_enterprise' || type === 'owe';
    return {
      Route: type === 'passpoint' ? 'passpoint' : 'ssid',
      Type: type,
      Name: name,
      Ssid: ssid,
      HasPsk: type === 'psk' || type === 'wpa3_transition',
      RadiusServers: enterprise
        ? [
            { Host: 'radius1.guestnet.example', Port: 1812, RadSec: false, HasSecret: true },
            ...(faker.datatype.boolean()
              ? [{ Host: 'radsec.guestnet.example', Port: 2083, RadSec: true, HasSecret: true }]
              : []),
          ]
        : [],
      EapMethods: enterprise ? (type === 'passpoint' ? ['ttls', 'sim'] : ['peap', 'ttls']) : [],
      Pmf: wpa3 ? 'required' : faker.helpers.arrayElement(['disabled', 'optional']),
      FastRoaming: faker.datatype.boolean(),
      Passpoint:
        type === 'passpoint'
          ? {
              OperatorName: 'Harbour Hotels',
              VenueName: 'Harbour Hotel Lisbon',
              VenueType: 'mercantile',
              NetworkAccessType: 'chargeable_public',
              Domains: ['harbourhotels.example'],
              RoamingConsortiumOis: ['5A03BA', '004096'],
              MccMnc: [{ Mcc: '268', Mnc: '01' }],
              NaiRealms: [{ Realm: 'harbourhotels.example', EapMethods: ['ttls'] }],
            }
          : null,
    };
  });
}
