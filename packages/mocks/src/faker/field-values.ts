import type { Faker } from '@faker-js/faker';

const timeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Berlin',
  'Asia/Singapore',
  'Australia/Sydney',
];
const featureIds = [
  'af_editorg',
  'af_nasdev',
  'af_paygate',
  'af_servplan',
  'af_portal',
  'af_promocode',
  'af_users',
  'af_accesscode',
  'af_promotions',
  'af_reportsalesutc',
  'af_radiususage',
];

/** A generator of a realistic value for a field, by the field's meaning. */
type FieldValue = (faker: Faker, type: 'string' | 'number' | 'integer') => unknown;

const hexPair = (faker: Faker) =>
  faker.string.hexadecimal({ length: 2, casing: 'upper', prefix: '' });
const money = (faker: Faker, type: string) => {
  const value = faker.number.float({ min: 1, max: 250, fractionDigits: 2 });
  return type === 'string' ? value.toFixed(2) : value;
};
const isoDate = (faker: Faker) => faker.date.recent({ days: 120 }).toISOString();
const orgNumber = (faker: Faker) =>
  faker.datatype.boolean(0.7)
    ? `GN-${faker.number.int({ min: 1000, max: 1999 })}`
    : `GN-${faker.number.int({ min: 1000, max: 1999 })}-${faker.number.int({ min: 1, max: 12 })}`;
const titleWords = (faker: Faker) => {
  const words = [faker.word.adjective(), faker.word.noun()];
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
};

/**
 * Field meanings, matched against the property name lower-cased without separators. The first
 * rule whose test matches wins, so specific names come before general ones.
 */
const rules: Array<[RegExp, FieldValue]> = [
  [/email$/, (f) => f.internet.email({ provider: 'example.com' }).toLowerCase()],
  [/timezone$/, (f) => f.helpers.arrayElement(timeZones)],
  [/^(serviceareas?|orgnumbers?)$/, orgNumber],
  [/^feature(id)?$/, (f) => f.helpers.arrayElement(featureIds)],
  [/^(admin|createdby|changedby)$/, (f) => f.internet.username().toLowerCase()],
  [/^country$/, (f) => f.location.countryCode('alpha-2')],
  [/^(region|state)$/, (f) => f.location.state()],
  [/^postalcode$/, (f) => f.location.zipCode('#####')],
  [/^(line1|street|address)$/, (f) => f.location.streetAddress()],
  [/^contactname$/, (f) => f.person.fullName()],
  [/^firstname$/, (f) => f.person.firstName()],
  [/^lastname$/, (f) => f.person.lastName()],
  [/^(displayname|fullname|organizername|payername)$/, (f) => f.person.fullName()],
  [/^(username|login)$/, (f) => f.internet.username().toLowerCase()],
  [/phone/, (f) => f.phone.number({ style: 'national' })],
  [/mac(address)?$/, (f) => Array.from({ length: 6 }, () => hexPair(f)).join(':')],
  [
    /vlan(id)?$/,
    (f, t) =>
      t === 'string'
        ? String(f.number.int({ min: 2, max: 4094 }))
        : f.number.int({ min: 2, max: 4094 }),
  ],
  [/(price|amount|total|fee|tax|cost)$/, money],
  [/(orgnumber|ownerorg|parentnumber|parentorgnumber)$/, orgNumber],
  [/^(ip|ipaddress|nasip|lastip|host)$/, (f) => f.internet.ipv4()],
  [/^ssid$/, (f) => `${f.company.buzzNoun().replace(/\W/g, '')}-Guest`],
  [/url$/, (f) => `https://${f.internet.domainName()}/${f.word.noun()}`],
  [/(description|note|message|feedback|welcomemessage)$/, (f) => f.lorem.sentence()],
  [/currency$/, () => 'USD'],
  [
    /(created|updated|modified|expires|activated|started|ended|lastseen|when|validfrom|validto|timestamp)(at|on|date)?$/,
    isoDate,
  ],
  [/(date|time)$/, isoDate],
  [/^(roomnumber|room)$/, (f) => String(f.number.int({ min: 101, max: 1450 }))],
  [/(down|up)kbps$/, (f) => f.helpers.arrayElement([1024, 2048, 5120, 10240, 25600, 51200])],
  [
    /^(accesstoken|token)$/,
    (f) => f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
  ],
  [/(password|secret)$/, (f) => f.internet.password({ length: 14 })],
  [/^realm$/, () => 'guestnet'],
  [/^(city)$/, (f) => f.location.city()],
  [/^(name|shortname|title|displayname|venuename|operatorname)$/, titleWords],
  [/code$/, (f) => f.string.alphanumeric({ length: 8, casing: 'upper' })],
];

/**
 * A realistic value for a property by its name (emails, names, MACs, VLANs, prices, org numbers,
 * phones, dates), or `undefined` when the name says nothing; the caller checks it against the
 * schema's constraints before using it.
 */
export function fieldValue(
  faker: Faker,
  name: string,
  type: 'string' | 'number' | 'integer',
): unknown {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [test, make] of rules) {
    if (test.test(key)) return make(faker, type);
  }
  return undefined;
}
