import type { Faker } from '@faker-js/faker';
import { createSeededFaker, seedFrom } from '../faker/seeded-faker.js';

type Columns = Record<string, (faker: Faker) => string>;

const when = (faker: Faker) =>
  faker.date.recent({ days: 30 }).toISOString().slice(0, 16).replace('T', ' ');
const money = (faker: Faker) => faker.finance.amount({ min: 1, max: 60, dec: 2, symbol: '$' });
const mac = (faker: Faker) => faker.internet.mac({ separator: ':' }).toUpperCase();
const user = (faker: Faker) => faker.internet.username().toLowerCase();
const room = (faker: Faker) => String(faker.number.int({ min: 101, max: 1450 }));

/** Columns of each legacy screen's sample table, by console route (docs/product/fields.md "Report and support"). */
const tables: Record<string, Columns> = {
  '/manage/promo-codes': {
    Code: (f) => f.string.alphanumeric({ length: 8, casing: 'upper' }),
    Plan: () => 'Premium 1 Day',
    Uses: (f) => String(f.number.int(40)),
  },
  '/manage/rotating-password': {
    Password: (f) => f.word.noun(),
    'Valid from': when,
    Plan: () => 'Basic 1 Day',
  },
  '/manage/users': {
    Username: user,
    Email: (f) => f.internet.email({ provider: 'example.com' }).toLowerCase(),
    Created: when,
  },
  '/manage/groups': {
    Group: (f) => `${f.company.buzzNoun()} group`,
    Members: (f) => String(f.number.int(80)),
    Plan: () => 'Conference 1 Day',
  },
  '/manage/admins': {
    Username: user,
    Role: (f) => f.helpers.arrayElement(['Full', 'Front desk', 'Read-only']),
    'Last login': when,
  },
  '/report/revenue': {
    Day: (f) => when(f).slice(0, 10),
    Sales: (f) => String(f.number.int(90)),
    Revenue: money,
  },
  '/report/pms': {
    Room: room,
    Amount: money,
    Status: (f) => f.helpers.arrayElement(['posted', 'declined']),
  },
  '/report/cc': {
    Transaction: (f) => f.string.alphanumeric(10).toUpperCase(),
    Total: money,
    Status: (f) => f.helpers.arrayElement(['settled', 'refunded']),
  },
  '/report/group': {
    Group: (f) => `${f.company.buzzNoun()} group`,
    Sales: (f) => String(f.number.int(50)),
    Revenue: money,
  },
  '/report/user': { Username: user, Plan: () => 'Premium 1 Day', Revenue: money },
  '/support/account': { Username: user, Room: room, MAC: mac },
  '/support/radius': {
    Session: (f) => f.string.hexadecimal({ length: 8, prefix: '' }),
    Username: user,
    MAC: mac,
    Start: when,
  },
  '/support/loyalty': {
    Member: (f) => f.person.fullName(),
    Room: room,
    Points: (f) => String(f.number.int(5000)),
  },
  '/setup/payment-gateway/legacy': {
    Gateway: (f) =>
      f.helpers.arrayElement(['Stripe (front desk)', 'PayPal checkout', 'Opera folio posting']),
    Environment: (f) => f.helpers.arrayElement(['live', 'sandbox']),
    Account: (f) => f.string.numeric(8),
  },
};

/**
 * A small sample table for a legacy screen and org, the same on every load (seeded by route and
 * org): column names and rows of plain text, for the caller to escape.
 */
export function legacyScreenRows(
  route: string,
  orgNumber: string,
): { columns: string[]; rows: string[][] } {
  const columns = tables[route] ?? {};
  const faker = createSeededFaker(seedFrom('legacy', route, orgNumber));
  const rows = Array.from({ length: 6 }, () => Object.values(columns).map((cell) => cell(faker)));
  return { columns: Object.keys(columns), rows };
}
