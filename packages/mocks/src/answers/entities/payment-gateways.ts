import type { Faker } from '@faker-js/faker';
import { moneyOf } from './org-money.js';
import type { SeedOrg, SeedRecord } from './seed-records.js';

/** What a property might run: each gateway's category, type, names, keys and checkout hosts. */
const CANDIDATES = [
  {
    Category: 'card',
    Type: 'stripe',
    names: ['Stripe (online checkout)', 'Stripe (lobby kiosk)'],
    key: (faker: Faker, live: boolean) =>
      `pk_${live ? 'live' : 'test'}_${faker.string.alphanumeric(24)}`,
    hosts: ['js.stripe.com', 'api.stripe.com', 'm.stripe.network'],
  },
  {
    Category: 'card',
    Type: 'paypal',
    names: ['PayPal checkout'],
    key: (faker: Faker) => `A${faker.string.alphanumeric(40)}`,
    hosts: ['www.paypal.com', 'www.paypalobjects.com'],
  },
  {
    Category: 'card',
    Type: 'authorize_net',
    names: ['Authorize.Net (restaurant)'],
    key: (faker: Faker) => faker.string.alphanumeric(10),
    hosts: ['accept.authorize.net', 'js.authorize.net'],
  },
  {
    Category: 'card',
    Type: 'adyen',
    names: ['Adyen (group contract)'],
    key: (faker: Faker, live: boolean) =>
      `${live ? 'live' : 'test'}_${faker.string.alphanumeric(32).toUpperCase()}`,
    hosts: ['checkoutshopper-live.adyen.com'],
  },
  {
    Category: 'wallet',
    Type: 'apple_pay',
    names: ['Apple Pay'],
    key: (faker: Faker) => `merchant.com.${faker.word.noun().toLowerCase()}hotels.wifi`,
    hosts: ['apple-pay-gateway.apple.com', 'applepay.cdn-apple.com'],
  },
  {
    Category: 'wallet',
    Type: 'google_pay',
    names: ['Google Pay'],
    key: (faker: Faker) => `BCR2DN${faker.string.alphanumeric(10).toUpperCase()}`,
    hosts: ['pay.google.com', 'payments.developers.google.com'],
  },
] as const;

/**
 * The payment gateways of a service area: one or two card gateways (a second Stripe account is
 * its number 2), maybe a wallet, maybe an OPERA FIAS interface for room charges and maybe free
 * access, all settling in the org's currency; each type numbered from 1, keys shaped as the provider's, a secret stored for every
 * card and wallet gateway (`HasSecret`; never the secret), and the provider's checkout hosts in
 * the walled garden.
 *
 * @example
 * paymentGatewayRecords(createSeededFaker(1), org)[0]; // { Category: 'card', Type: 'stripe', Number: 1, … }
 */
export function paymentGatewayRecords(faker: Faker, org: SeedOrg): SeedRecord[] {
  const { currency } = moneyOf(org);
  // The draw that picked a currency here before the org had one: kept, so the rest of the
  // gateways stay as other teams' tests have read them.
  faker.number.int();
  const cards = faker.helpers.arrayElements(
    CANDIDATES.filter((entry) => entry.Category === 'card'),
    { min: 1, max: 3 },
  );
  const wallets = faker.helpers.arrayElements(
    CANDIDATES.filter((entry) => entry.Category === 'wallet'),
    { min: 0, max: 2 },
  );
  const chosen = [...cards, ...wallets];
  // A second account of the first card type (another Stripe account for the kiosk) now and then.
  const first = cards[0];
  if (first && first.names.length > 1 && faker.datatype.boolean()) chosen.splice(1, 0, first);
  const numbers = new Map<string, number>();
  const records: SeedRecord[] = chosen.map((entry) => {
    const number = (numbers.get(entry.Type) ?? 0) + 1;
    numbers.set(entry.Type, number);
    const live = faker.datatype.boolean({ probability: 0.6 });
    return {
      Category: entry.Category,
      Type: entry.Type,
      Number: number,
      DisplayName: entry.names[number - 1] ?? `${entry.names[0]} ${number}`,
      Enabled: faker.datatype.boolean({ probability: 0.85 }),
      Environment: live ? 'live' : 'sandbox',
      PublicKey: entry.key(faker, live),
      Currency: currency,
      WalledGardenHosts: [...entry.hosts],
      Pms: null,
      HasSecret: true,
    };
  });
  if (faker.datatype.boolean({ probability: 0.6 })) {
    records.push({
      Category: 'pms',
      Type: 'opera_fias',
      Number: 1,
      DisplayName: 'Charge to room (OPERA)',
      Enabled: true,
      Environment: 'live',
      PublicKey: null,
      Currency: currency,
      WalledGardenHosts: [],
      Pms: {
        Interface: faker.helpers.arrayElement(['fias_ip', 'fias_ip', 'agent']),
        Host: `10.${faker.number.int({ min: 0, max: 40 })}.${faker.number.int({ min: 0, max: 254 })}.${faker.number.int({ min: 2, max: 250 })}`,
        Port: faker.helpers.arrayElement([5010, 5020, 6001]),
        NameMatch: faker.helpers.arrayElement(['full', 'lastNameOnly', 'skipFirstChar']),
        PostingMode: faker.helpers.arrayElement(['prepaid-immediate', 'postpaid-on-logout']),
        TransactionCode: faker.helpers.arrayElement(['9001', '4410', 'WIFI']),
        CashierId: faker.helpers.maybe(() => String(faker.number.int({ min: 1, max: 99 }))) ?? null,
        SalesOutlet: faker.helpers.arrayElement(['12', '40', null]),
        DefaultPostingRoom: faker.helpers.maybe(() => 'PM9999') ?? null,
      },
      HasSecret: false,
    });
  }
  if (faker.datatype.boolean({ probability: 0.5 })) {
    records.push({
      Category: 'free',
      Type: 'free',
      Number: 1,
      DisplayName: 'Free access (30 minutes)',
      Enabled: true,
      Environment: 'live',
      PublicKey: null,
      Currency: currency,
      WalledGardenHosts: [],
      Pms: null,
      HasSecret: false,
    });
  }
  return records;
}
