import type { Faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../../faker/seeded-faker.js';
import { isoSeconds, type SeedOrg, type SeedRecord } from './seed-records.js';

const NAMES = [
  'Harbour Innovation Forum',
  'Sales kickoff',
  'Medical congress',
  'Wedding reception',
  'Board meeting',
  'Product launch',
  'Alumni reunion',
  'Cardiology symposium',
  'Investor day',
  'Design sprint',
];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Whether two conferences share a room while both run (end to start is no overlap). */
export function conferencesOverlap(a: SeedRecord, b: SeedRecord): string | undefined {
  const rooms = Array.isArray(b.ServiceAreas) ? (b.ServiceAreas as string[]) : [];
  const shared = (Array.isArray(a.ServiceAreas) ? (a.ServiceAreas as string[]) : []).find((room) =>
    rooms.includes(room),
  );
  if (!shared) return undefined;
  const start = (value: unknown) => Date.parse(String(value));
  return start(a.Start) < start(b.End) && start(b.Start) < start(a.End) ? shared : undefined;
}

/**
 * The conferences of a site (openapi/dbo.yaml ConferenceInput): 4 to 10 in its service areas
 * (its meeting rooms), from a few months before the reference day to a year and a half after it,
 * one to three days long from 08:00 to 18:00 UTC; never two at once in one room. A site with no
 * service area has none.
 *
 * @example
 * conferenceRecords(createSeededFaker(1), site)[0]; // { Name: 'Sales kickoff', ServiceAreas: ['GN-1023-1'], … }
 */
export function conferenceRecords(faker: Faker, org: SeedOrg): SeedRecord[] {
  const rooms = org.serviceAreas?.() ?? [];
  if (rooms.length === 0) return [];
  const count = faker.number.int({ min: 4, max: 10 });
  const reference = Math.floor(MOCK_REFERENCE_DATE.getTime() / DAY_MS) * DAY_MS;
  const out: SeedRecord[] = [];
  for (let index = 0; out.length < count && index < count * 4; index++) {
    const day = reference + faker.number.int({ min: -120, max: 540 }) * DAY_MS;
    const days = faker.number.int({ min: 1, max: 3 });
    const shared = faker.helpers.maybe(() => true, { probability: 0.7 }) ?? false;
    const record: SeedRecord = {
      Name: faker.helpers.arrayElement(NAMES),
      ServiceAreas: faker.helpers.arrayElements(rooms, { min: 1, max: Math.min(2, rooms.length) }),
      Start: isoSeconds(new Date(day + 8 * HOUR_MS)),
      End: isoSeconds(new Date(day + (days - 1) * DAY_MS + 18 * HOUR_MS)),
      Code: shared
        ? `${faker.string.alpha({ length: 4, casing: 'upper' })}${faker.number.int({ min: 10, max: 99 })}`
        : null,
      AccessCodeBatchId: shared ? null : faker.number.int({ min: 1, max: 6 }),
      MaxDevices: faker.helpers.arrayElement([50, 100, 200, 300, 500, 1000]),
      BandwidthCapKbps: faker.helpers.arrayElement([null, 10_000, 20_000, 50_000, 100_000]),
      Billing: faker.helpers.arrayElement(['free', 'free', 'master_account', 'pms_folio']),
      OrganizerEmail:
        faker.helpers.maybe(() => faker.internet.email().toLowerCase(), {
          probability: 0.8,
        }) ?? null,
    };
    if (out.some((other) => conferencesOverlap(record, other))) continue;
    out.push(record);
  }
  return out;
}
