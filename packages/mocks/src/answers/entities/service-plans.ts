import type { Faker } from '@faker-js/faker';
import { moneyOf, type OrgMoney } from './org-money.js';
import type { SeedOrg, SeedRecord } from './seed-records.js';

// Speeds in kbit/s and devices per guest by tier; `perDay` is the price of one day in the org's
// currency, the free tier is limited by time instead (openapi/dbo.yaml ServicePlanInput: a price
// or at least one limit).
export const PLAN_TIERS = [
  { name: 'Free', down: 1024, up: 512, devices: 1, perDay: 0, about: 'Email and browsing' },
  { name: 'Lite', down: 2048, up: 512, devices: 1, perDay: 2.99, about: 'Light browsing' },
  { name: 'Basic', down: 5120, up: 1024, devices: 2, perDay: 4.99, about: 'Browsing and email' },
  { name: 'Standard', down: 10240, up: 2048, devices: 3, perDay: 7.99, about: 'Video calls' },
  { name: 'Premium', down: 25600, up: 5120, devices: 4, perDay: 9.99, about: 'Fast Wi-Fi' },
  { name: 'Streaming', down: 51200, up: 5120, devices: 3, perDay: 12.99, about: 'HD streaming' },
  { name: 'Business', down: 51200, up: 20480, devices: 5, perDay: 14.99, about: 'Uploads and VPN' },
  { name: 'Family', down: 25600, up: 5120, devices: 8, perDay: 11.99, about: 'Every device' },
  { name: 'Gaming', down: 102400, up: 20480, devices: 2, perDay: 15.99, about: 'Low latency' },
  { name: 'Conference', down: 10240, up: 5120, devices: 2, perDay: 19.99, about: 'Event access' },
] as const;

export const PLAN_LENGTHS = [
  { label: '1 Hour', validity: 1, unit: 'hours', days: 1 / 24 },
  { label: '2 Hours', validity: 2, unit: 'hours', days: 2 / 24 },
  { label: '4 Hours', validity: 4, unit: 'hours', days: 4 / 24 },
  { label: '1 Day', validity: 1, unit: 'days', days: 1 },
  { label: '3 Days', validity: 3, unit: 'days', days: 3 },
  { label: '7 Days', validity: 7, unit: 'days', days: 7 },
  { label: '14 Days', validity: 14, unit: 'days', days: 14 },
  { label: '30 Days', validity: 30, unit: 'days', days: 30 },
] as const;

type Tier = (typeof PLAN_TIERS)[number];
type Length = (typeof PLAN_LENGTHS)[number];

/** An org's prices: its currency and tax rate, and how much above the list prices it sells. */
interface Money extends OrgMoney {
  markup: number;
}

/** A price ending in .99: a day's price for the length, cheaper per day the longer the plan. */
export function planPrice(tier: Tier, length: Length, markup: number): number {
  if (tier.perDay === 0) return 0;
  const raw = tier.perDay * length.days ** 0.7 * markup;
  return Math.max(1, Math.round(raw)) - 0.01;
}

function plan(faker: Faker, tier: Tier, length: Length, org: SeedOrg, money: Money): SeedRecord {
  const free = tier.perDay === 0;
  const minutes = Math.round(length.days * 24 * 60);
  return {
    Name: `${tier.name} ${length.label}`,
    Description:
      faker.helpers.maybe(() => `${tier.about}, ${length.label.toLowerCase()}.`, {
        probability: 0.8,
      }) ?? null,
    Active: faker.datatype.boolean(0.85),
    Featured: faker.datatype.boolean(0.12),
    Price: planPrice(tier, length, money.markup),
    Currency: money.currency,
    TaxPercent: money.tax,
    DownKbps: tier.down,
    UpKbps: tier.up,
    TimeLimitMinutes: free ? minutes : null,
    TimeMode: free || length.unit === 'hours' ? 'accumulative' : 'time_to_finish',
    Validity: length.validity,
    ValidityUnit: length.unit,
    DataLimitMb: tier.name === 'Lite' ? Math.max(100, Math.round(length.days * 500)) : null,
    DataLimitUpMb: null,
    DataLimitDownMb: null,
    ConcurrentDevices: tier.devices,
    IdleTimeoutMin: faker.helpers.arrayElement([15, 30, 30, 60]),
    PurchaseLimit: free
      ? 'per_day'
      : faker.helpers.weightedArrayElement([
          { value: 'unlimited', weight: 8 },
          { value: 'once', weight: 1 },
          { value: 'per_week', weight: 1 },
        ]),
    AvailableServiceAreas: [org.orgNumber],
    PmsServiceCode:
      faker.helpers.maybe(() => String(faker.number.int({ min: 1000, max: 9999 })), {
        probability: 0.6,
      }) ?? null,
  };
}

/**
 * The service plans of an org, named like a property's (`Basic 1 Day`, `Premium 7 Days`): 30 to
 * 60 distinct tier and length pairs, so a list pages at 25 rows, or 10,000 in `huge` (the pairs
 * repeat, and the CRUD numbers the repeated names). Each has a price or a time or data limit, and
 * speeds; a free plan is limited to its length in minutes.
 *
 * @example
 * servicePlanRecords(createSeededFaker(1), org)[0]; // { Name: 'Premium 7 Days', Price: 38.99, ... }
 */
export function servicePlanRecords(faker: Faker, org: SeedOrg): SeedRecord[] {
  const money: Money = {
    ...moneyOf(org),
    markup: faker.number.float({ min: 0.8, max: 1.3, fractionDigits: 2 }),
  };
  // A free plan longer than a day gives too much away: no property sells one.
  const pairs = PLAN_TIERS.flatMap((tier) =>
    PLAN_LENGTHS.filter((length) => tier.perDay > 0 || length.days <= 1).map(
      (length) => [tier, length] as const,
    ),
  );
  const shuffled = faker.helpers.shuffle(pairs);
  const count = org.huge ? 10_000 : faker.number.int({ min: 30, max: 60 });
  return Array.from({ length: count }, (_, index) => {
    const [tier, length] = shuffled[index % shuffled.length] as (typeof pairs)[number];
    return plan(faker, tier, length, org, money);
  });
}
