import * as v from 'valibot';
import { formChoice, formFlag, formText } from './form-text.js';
import type { Rule } from './rule.js';
import { email } from './rules/email.js';
import { maxLength } from './rules/max-length.js';
import { noSpecialCharacters } from './rules/no-special-characters.js';
import { orgNumber } from './rules/org-number.js';
import { required } from './rules/required.js';
import { nullableText, text } from './text-field.js';

// The choices and wording that are ours, not the product reference's (the address as a whole, the country and
// time zone messages, trial mode off outside sites and service areas):
// docs/decisions/org-form-rules.md.

/** The four org types of docs/product/README.md, as `OrgType` of openapi/_components.yaml lists them. */
export const ORG_TYPES = ['Site', 'ServiceArea', 'Grouping', 'ServiceProvider'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** The statuses an administrator can give an org (`Removed` is what a delete does). */
export const ORG_FORM_STATUSES = ['Active', 'Disabled'] as const;
export type OrgFormStatus = (typeof ORG_FORM_STATUSES)[number];

/**
 * Every status an org can have (docs/product/entities.md, `OrgStatus` of openapi/_components.yaml). A form
 * holds the stored one, `Removed` included, so that saving a removed org's other fields does not
 * quietly make it Active again; an administrator can only pick `ORG_FORM_STATUSES`.
 */
export const ORG_STATUSES = ['Active', 'Disabled', 'Removed'] as const;
export type OrgStoredStatus = (typeof ORG_STATUSES)[number];

/** The child types each org type may hold (docs/product/README.md). */
export const ORG_CHILD_TYPES: Readonly<Record<OrgType, readonly OrgType[]>> = {
  ServiceProvider: ['Grouping', 'Site'],
  Grouping: ['Grouping', 'Site'],
  Site: ['ServiceArea'],
  ServiceArea: [],
};

/** Whether an org of this type can be in trial mode (only sites and service areas can). */
export const canBeTrial = (type: string): boolean => type === 'Site' || type === 'ServiceArea';

/** The message when a country is not two letters (ours, in the style of `Invalid Currency`). */
export const COUNTRY_MESSAGE = 'Invalid Country';

/** The message when a time zone is not an IANA name (ours). */
export const TIME_ZONE_MESSAGE = 'Invalid Time Zone';

/** The message when part of an address is given without its line 1, city or country (ours). */
export const ADDRESS_PART_REQUIRED = 'Required';

/** What the org form holds: text for every text field, the address's parts flat. */
export interface OrgFormValues {
  Name: string;
  Type: OrgType;
  ParentNumber: string;
  Status: OrgStoredStatus;
  IsTrialMode: boolean;
  TimeZone: string;
  ContactName: string;
  ContactEmail: string;
  ContactPhone: string;
  Line1: string;
  Line2: string;
  City: string;
  Region: string;
  PostalCode: string;
  Country: string;
  Notes: string;
}

const country: Rule = (value) =>
  typeof value !== 'string' || value === '' || /^[A-Za-z]{2}$/.test(value) ? true : COUNTRY_MESSAGE;
// openapi/dbo.yaml's OrgFields.TimeZone pattern.
const TIME_ZONE = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/;
const timeZone: Rule = (value) =>
  typeof value !== 'string' || value === '' || TIME_ZONE.test(value) ? true : TIME_ZONE_MESSAGE;
const parentNumber: Rule = (value) => (value === '' ? true : orgNumber(value));

const ADDRESS_KEYS = ['Line1', 'Line2', 'City', 'Region', 'PostalCode', 'Country'] as const;
const ADDRESS_REQUIRED = ['Line1', 'City', 'Country'] as const;

const fields = v.object({
  Name: text([required, noSpecialCharacters, maxLength(128)]),
  Type: v.picklist(ORG_TYPES),
  ParentNumber: v.pipe(
    text([parentNumber]),
    v.transform((value) => (value === '' ? null : value.toUpperCase())),
  ),
  Status: v.picklist(ORG_STATUSES),
  IsTrialMode: v.boolean(),
  TimeZone: text([required, timeZone]),
  ContactName: nullableText([maxLength(128)]),
  ContactEmail: nullableText([email]),
  ContactPhone: nullableText([maxLength(32)]),
  Line1: text([maxLength(128)]),
  Line2: nullableText([maxLength(128)]),
  City: text([maxLength(64)]),
  Region: nullableText([maxLength(64)]),
  PostalCode: nullableText([maxLength(16)]),
  Country: v.pipe(
    text([country]),
    v.transform((value) => value.toUpperCase()),
  ),
  Notes: nullableText([maxLength(2000)], { multiline: true }),
});

type Checked = v.InferOutput<typeof fields>;

/** The address of `OrgFields` (openapi/dbo.yaml `Address`). */
export interface OrgAddressOutput {
  Line1: string;
  Line2: string | null;
  City: string;
  Region: string | null;
  PostalCode: string | null;
  Country: string;
}

/** A valid org as AddOrg takes it and SaveOrg takes it with its `OrgNumber` (`OrgFields`). */
export interface OrgOutput {
  Name: string;
  Type: OrgType;
  ParentNumber: string | null;
  Status: OrgStoredStatus;
  IsTrialMode: boolean;
  TimeZone: string;
  Address: OrgAddressOutput | null;
  ContactName: string | null;
  ContactEmail: string | null;
  ContactPhone: string | null;
  Notes: string | null;
}

const hasAddress = (org: Pick<Checked, (typeof ADDRESS_KEYS)[number]>) =>
  ADDRESS_KEYS.some((key) => org[key] !== null && org[key] !== '');

/** `Required` on line 1, city and country when any part of the address is given. */
const addressParts = v.rawCheck<Checked>(({ dataset, addIssue }) => {
  if (!dataset.typed || !hasAddress(dataset.value)) return;
  for (const key of ADDRESS_REQUIRED) {
    if (dataset.value[key] !== '') continue;
    addIssue({
      message: ADDRESS_PART_REQUIRED,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: '' }],
    });
  }
});

/**
 * The org form's schema (Edit Org and Add Org; `OrgFields` of openapi/dbo.yaml): the
 * name by docs/product/validation.md's rules (`Required`, `Cannot contain special characters.`, at most 128),
 * `Invalid Email`, the contract's lengths, a two-letter country (upper-cased) and an IANA time
 * zone. The address is all or nothing: left empty it is `null`; once any part is given, line 1,
 * city and country are `Required`. Empty optional text is `null`; trial mode is `false` for a
 * grouping or a service provider.
 *
 * @example
 * v.safeParse(OrgSchema, { ...ORG_DEFAULTS, Name: 'A/B' }).issues?.[0]?.message
 * // → 'Cannot contain special characters.'
 */
export const OrgSchema = v.pipe(
  fields,
  addressParts,
  v.transform(
    ({ Line1, Line2, City, Region, PostalCode, Country, IsTrialMode, ...org }): OrgOutput => ({
      Name: org.Name,
      Type: org.Type,
      ParentNumber: org.ParentNumber,
      Status: org.Status,
      IsTrialMode: canBeTrial(org.Type) && IsTrialMode,
      TimeZone: org.TimeZone,
      Address: hasAddress({ Line1, Line2, City, Region, PostalCode, Country })
        ? { Line1, Line2, City, Region, PostalCode, Country }
        : null,
      ContactName: org.ContactName,
      ContactEmail: org.ContactEmail,
      ContactPhone: org.ContactPhone,
      Notes: org.Notes,
    }),
  ),
);

/** A new org: active, not in trial, in UTC, nothing else set. */
export const ORG_DEFAULTS: OrgFormValues = {
  Name: '',
  Type: 'Site',
  ParentNumber: '',
  Status: 'Active',
  IsTrialMode: false,
  TimeZone: 'UTC',
  ContactName: '',
  ContactEmail: '',
  ContactPhone: '',
  Line1: '',
  Line2: '',
  City: '',
  Region: '',
  PostalCode: '',
  Country: '',
  Notes: '',
};

/**
 * The form values of an org as GetOrg answers it (`OrgDetails`): `null` as empty text, the
 * address's parts flat; a field the org lacks takes its `ORG_DEFAULTS` value.
 *
 * @example
 * orgFormValues({ Name: 'Harbour Hotel', Address: null }).City // → ''
 */
export function orgFormValues(stored: Readonly<Record<string, unknown>>): OrgFormValues {
  const d = ORG_DEFAULTS;
  const address = (
    stored.Address && typeof stored.Address === 'object' ? stored.Address : {}
  ) as Record<string, unknown>;
  return {
    Name: formText(stored.Name),
    Type: formChoice(stored.Type, ORG_TYPES, d.Type),
    ParentNumber: formText(stored.ParentNumber),
    Status: formChoice(stored.Status, ORG_STATUSES, d.Status),
    IsTrialMode: formFlag(stored.IsTrialMode, d.IsTrialMode),
    TimeZone: formText(stored.TimeZone, d.TimeZone),
    ContactName: formText(stored.ContactName),
    ContactEmail: formText(stored.ContactEmail),
    ContactPhone: formText(stored.ContactPhone),
    Line1: formText(address.Line1),
    Line2: formText(address.Line2),
    City: formText(address.City),
    Region: formText(address.Region),
    PostalCode: formText(address.PostalCode),
    Country: formText(address.Country),
    Notes: formText(stored.Notes),
  };
}
