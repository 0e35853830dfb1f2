import { generateMersenne53Randomizer } from '@faker-js/faker';
import { createSeededFaker, MOCK_REFERENCE_DATE, seedFrom } from '../faker/seeded-faker.js';
import type { MockContext } from '../mock-route.js';
import type { GeneratedOrg } from '../org-tree/generate-org-tree.js';
import type { OrgFacts } from '../org-tree/org-overlay.js';

/** An org's details as `GetOrg` answers them (openapi/dbo.yaml `OrgDetails`). */
export interface OrgDetails extends OrgFacts {
  TimeZone: string;
  Address: {
    Line1: string;
    Line2: string | null;
    City: string;
    Region: string | null;
    PostalCode: string | null;
    Country: string;
  } | null;
  ContactName: string | null;
  ContactEmail: string | null;
  ContactPhone: string | null;
  Notes: string | null;
  Created: string;
  ParentName?: string | null;
}

// Where the demo's properties are: a country, its time zones and regions.
const PLACES = [
  {
    country: 'US',
    zones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  },
  { country: 'US', zones: ['America/New_York', 'America/Chicago', 'America/Phoenix'] },
  { country: 'CA', zones: ['America/Toronto', 'America/Vancouver'] },
  { country: 'GB', zones: ['Europe/London'] },
  { country: 'PT', zones: ['Europe/Lisbon'] },
  { country: 'DE', zones: ['Europe/Berlin'] },
  { country: 'AU', zones: ['Australia/Sydney', 'Australia/Melbourne'] },
] as const;

const NOTES = [
  'Front desk escalates Wi-Fi complaints to the night manager.',
  'Conference season from March to June: raise the meeting-room limits.',
  'PMS posting goes through the Opera interface; check the folio codes after upgrades.',
  'Guest rooms and lobby share one controller.',
  'Contact the IT manager before changing the portal.',
  'Renovation of the east wing planned for next year.',
];

const DAY = 86_400_000;

/**
 * The country of the address `seededOrgDetails` gives an org, without building the whole record:
 * the place is the seeded faker's first draw, so one draw of the same randomizer finds it (about
 * a third of the time of a faker, which the reports need for every site of a big tree).
 */
export function seededCountry(orgNumber: string, seed: number): string {
  const first = generateMersenne53Randomizer(seedFrom(seed, 'OrgDetails', orgNumber)).next();
  return PLACES[Math.floor(first * PLACES.length)]?.country ?? 'US';
}

/**
 * The details the seed gives a generated org: the tree's facts (name, type, parent, status, trial
 * mode) and, from a faker seeded by the org number, its time zone, address, contact, notes and
 * creation date. Service areas have no address or contact of their own, as in the spec's example.
 */
export function seededOrgDetails(org: GeneratedOrg, seed: number): OrgDetails {
  const faker = createSeededFaker(seedFrom(seed, 'OrgDetails', org.number));
  const place = faker.helpers.arrayElement(PLACES);
  const area = org.type === 'ServiceArea';
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const domain = `${
    org.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'org'
  }.example`;
  // Older orgs first: a parent is created before its children, years before the reference day.
  const age = Math.max(100, 2400 - org.path.length * 300 - faker.number.int({ min: 0, max: 250 }));
  return {
    OrgNumber: org.number,
    Name: org.name,
    Type: org.type,
    ParentNumber: org.parentNumber ?? null,
    Status: org.status === 'Disabled' ? 'Disabled' : 'Active',
    IsTrialMode: org.isTrialMode === true,
    TimeZone: faker.helpers.arrayElement(place.zones),
    Address: area
      ? null
      : {
          Line1: faker.location.streetAddress(),
          Line2:
            faker.helpers.maybe(() => `Suite ${faker.number.int({ min: 100, max: 900 })}`, {
              probability: 0.2,
            }) ?? null,
          City: faker.location.city().slice(0, 64),
          Region: place.country === 'US' ? faker.location.state({ abbreviated: true }) : null,
          PostalCode: faker.location.zipCode().slice(0, 16),
          Country: place.country,
        },
    ContactName: area ? null : `${first} ${last}`,
    ContactEmail: area
      ? null
      : `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    ContactPhone: area ? null : faker.phone.number({ style: 'national' }).slice(0, 32),
    Notes:
      faker.helpers.maybe(() => faker.helpers.arrayElement(NOTES), { probability: 0.3 }) ?? null,
    Created: new Date(MOCK_REFERENCE_DATE.getTime() - age * DAY).toISOString(),
  };
}

/**
 * The details `GetOrg` answers for an org of the current tree: what was saved or added this
 * session, else the seed's; with `ParentName`, the parent's current name. `undefined` for an org
 * the tree does not have (never existed, or deleted).
 */
export function orgDetailsOf(context: MockContext, orgNumber: string): OrgDetails | undefined {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(orgNumber);
  if (!org) return undefined;
  const saved = context.state.savedOrgs(context.scenario, context.seed).get(orgNumber) as
    | OrgDetails
    | undefined;
  const generated = context.state
    .generatedOrgTree(context.scenario, context.seed)
    .byNumber.get(orgNumber);
  const details = saved ?? (generated ? seededOrgDetails(generated, context.seed) : undefined);
  if (!details) return undefined;
  const parent = org.parentNumber ? tree.byNumber.get(org.parentNumber) : undefined;
  return { ...details, ParentName: parent?.name ?? null };
}

/** The details without the read-only facts a save ignores, as `MockState` keeps them. */
export function storedDetails(details: OrgDetails): OrgDetails {
  const { ParentName: _ignored, ...stored } = details;
  return stored;
}
