import type { Faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../../faker/seeded-faker.js';
import { isoSeconds, type SeedOrg, type SeedRecord } from './seed-records.js';

/**
 * Where in a hotel a device hangs: the name an installer gives the spot, and the spot in words (a
 * rack's as it follows a comma: `Core switch, rack A in the comms room`).
 */
interface Spot {
  label: string;
  at: string;
}

const INDOOR: readonly Spot[] = [
  { label: 'Lobby', at: 'above the lobby bar' },
  { label: 'Reception', at: 'above the reception desk' },
  { label: 'Restaurant', at: 'over the restaurant entrance' },
  { label: 'Ballroom', at: 'in the ballroom, stage side' },
  { label: 'Meeting rooms', at: 'in the meeting-room corridor' },
  { label: 'Spa', at: 'above the spa reception' },
  { label: 'Gym', at: 'in the gym, by the door' },
  { label: 'Floor 2', at: 'in the second-floor corridor by the lifts' },
  { label: 'Floor 3', at: 'in the third-floor corridor by the lifts' },
  { label: 'Floor 4', at: 'in the fourth-floor corridor by the lifts' },
];

const OUTDOOR: readonly Spot[] = [
  { label: 'Pool', at: 'on the pool bar canopy' },
  { label: 'Terrace', at: 'on the rooftop terrace railing' },
  { label: 'Garden', at: 'on the garden pergola' },
  { label: 'Car park', at: 'on a lamp post in the car park' },
];

const RACKS: readonly Spot[] = [
  { label: 'Comms rack A', at: 'rack A in the comms room' },
  { label: 'Comms rack B', at: 'rack B in the comms room' },
  { label: 'Back office', at: 'back-office shelf behind the front desk' },
  { label: 'Basement', at: 'basement server room' },
];

type DeviceType = 'mikrotik' | 'nomadix' | 'coova' | 'meraki' | 'ruckus' | 'aruba' | 'cambium';

/** The access points a service area is built with, by vendor: indoor and outdoor models. */
const AP_VENDORS: Record<'meraki' | 'ruckus' | 'aruba' | 'cambium', [string[], string[]]> = {
  meraki: [
    ['MR46', 'MR57'],
    ['MR78', 'MR86'],
  ],
  ruckus: [['R650', 'R750'], ['T350']],
  aruba: [['AP-515', 'AP-535'], ['AP-575']],
  cambium: [['XV2-2'], ['ePMP 3000']],
};

/** The hotspot gateways in front of them: each vendor's models (CoovaChilli runs on any PC). */
const GATEWAYS: Record<'mikrotik' | 'nomadix' | 'coova', (string | null)[]> = {
  mikrotik: ['hEX S', 'RB5009', 'CCR2004'],
  nomadix: ['AG 2400', 'AG 5900'],
  coova: [null],
};

/** The guest SSIDs of the site's connection profiles (connection-profiles.ts) a device serves. */
const GUEST_SSIDS = ['Harbour-Meet', 'Harbour-Café'];

/** One device before its network facts: what it is, where it is, and what it places there. */
interface Placed {
  name: string;
  description: string;
  type: DeviceType | 'other';
  model: string | null;
  ssids: string[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The devices of a service area as an installer records them: one hotspot gateway in a rack,
 * maybe the access points' controller and a core switch beside it, and access points at spots of
 * a hotel, each named after its spot (`Lobby AP`) and described in a sentence (`Ceiling AP above
 * the lobby bar`, `Core switch, rack A in the comms room`). One vendor of access points per area;
 * the SSIDs are the site's guest networks, a MikroTik's are its hotspot servers.
 *
 * @example
 * deviceRecords(createSeededFaker(1), org)[0]; // { Name: 'Basement gateway', Type: 'mikrotik', … }
 */
export function deviceRecords(faker: Faker, _org: SeedOrg): SeedRecord[] {
  const apVendor = faker.helpers.objectKey(AP_VENDORS);
  const [indoorModels, outdoorModels] = AP_VENDORS[apVendor];
  const gatewayVendor = faker.helpers.objectKey(GATEWAYS);
  const ssids = [
    'Harbour-Guest',
    ...faker.helpers.arrayElements(GUEST_SSIDS, { min: 0, max: GUEST_SSIDS.length }),
  ];
  const ssidsOf = (type: DeviceType) =>
    type === 'mikrotik'
      ? ssids.map((_, index) => (index === 0 ? 'guest-hs' : `hotspot${index + 1}`))
      : ssids;

  const rack = () => faker.helpers.arrayElement(RACKS);
  const gatewaySpot = rack();
  const placed: Placed[] = [
    {
      name: `${gatewaySpot.label} gateway`,
      description: `Hotspot gateway, ${gatewaySpot.at}`,
      type: gatewayVendor,
      model: faker.helpers.arrayElement(GATEWAYS[gatewayVendor]),
      ssids: ssidsOf(gatewayVendor),
    },
  ];
  if ((apVendor === 'ruckus' || apVendor === 'aruba') && faker.datatype.boolean(0.5)) {
    const spot = rack();
    placed.push({
      name: `${spot.label} controller`,
      description: `Wireless controller, ${spot.at}`,
      type: apVendor,
      model: apVendor === 'ruckus' ? 'SmartZone 100' : '7205',
      ssids,
    });
  }
  if (faker.datatype.boolean(0.3)) {
    const spot = rack();
    placed.push({
      name: `${spot.label} core switch`,
      description: `Core switch, ${spot.at}`,
      type: 'other',
      model: faker.helpers.arrayElement(['C9300-48P', 'CRS328-24P']),
      ssids: [],
    });
  }
  const indoor = faker.helpers.arrayElements(INDOOR, { min: 2, max: 8 });
  const outdoor = faker.helpers.arrayElements(OUTDOOR, { min: 0, max: 2 });
  for (const [spots, kind, models] of [
    [indoor, 'Ceiling AP', indoorModels],
    [outdoor, 'Outdoor AP', outdoorModels],
  ] as const) {
    for (const spot of spots) {
      placed.push({
        name: `${spot.label} AP`,
        description: `${kind} ${spot.at}`,
        type: apVendor,
        model: faker.helpers.arrayElement(models),
        ssids,
      });
    }
  }

  const subnet = faker.number.int({ min: 10, max: 60 });
  // Meraki access points send RADIUS from the network's public address (a documentation one).
  const merakiHost = `203.0.113.${faker.number.int({ min: 2, max: 250 })}`;
  return placed.map((device, index) => {
    const host =
      device.type === 'meraki' ? merakiHost : `10.${subnet}.${index < 3 ? 0 : 1}.${index + 2}`;
    const reachable = faker.datatype.boolean(0.8);
    const minutesAgo = reachable
      ? faker.number.int({ min: 1, max: 10 })
      : faker.helpers.maybe(() => faker.number.int({ min: 60, max: 14 * 24 * 60 }), {
          probability: 0.7,
        });
    const legacyPorts = faker.datatype.boolean(0.1);
    return {
      Name: device.name,
      ShortName:
        faker.helpers.maybe(() => slug(device.name).slice(0, 32), { probability: 0.8 }) ?? null,
      Type: device.type,
      Host: host,
      MacAddress: faker.string
        .hexadecimal({ length: 12, casing: 'upper', prefix: '' })
        .replace(/(..)(?!$)/g, '$1:'),
      RadiusAuthPort: legacyPorts ? 1645 : 1812,
      RadiusAcctPort: legacyPorts ? 1646 : 1813,
      Model: device.model,
      Description: faker.helpers.maybe(() => device.description, { probability: 0.9 }) ?? null,
      Ssids: [...device.ssids],
      HasRadiusSecret: faker.datatype.boolean(0.85),
      LastSeen:
        minutesAgo === undefined
          ? null
          : isoSeconds(new Date(MOCK_REFERENCE_DATE.getTime() - minutesAgo * 60_000)),
      LastIp: minutesAgo === undefined ? null : host,
      Reachable: reachable,
    };
  });
}
