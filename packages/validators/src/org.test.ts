import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboSchema, without } from '../test/dbo-contract.js';
import {
  COUNTRY_MESSAGE,
  ORG_CHILD_TYPES,
  ORG_DEFAULTS,
  ORG_FORM_STATUSES,
  ORG_STATUSES,
  ORG_TYPES,
  type OrgFormValues,
  OrgSchema,
  orgFormValues,
  TIME_ZONE_MESSAGE,
} from './org.js';
import { BIDI_CONTROLS_MESSAGE } from './rules/no-bidi-controls.js';

const contract = dboSchema('OrgFields');
const address = dboSchema('Address');
const READ_ONLY = ['OrgNumber', 'ParentName', 'Created'];

const example = orgFormValues(dboExample('GetOrgResult') as Record<string, unknown>);
const org = (changes: Partial<OrgFormValues> = {}): OrgFormValues => ({ ...example, ...changes });
const issuesOf = (form: unknown) =>
  v.safeParse(OrgSchema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (form: unknown) => {
  const result = v.safeParse(OrgSchema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(form)));
  return result.output as unknown as Record<string, unknown>;
};

describe('OrgSchema and the examples of openapi/dbo.yaml', () => {
  it.each(['GetOrgResult', 'SaveOrgRequest', 'AddOrgRequest', 'AddOrgResult'])(
    'takes %s through the form and gives back its fields',
    (name) => {
      const stored = dboExample(name) as Record<string, unknown>;
      expect(outputOf(orgFormValues(stored))).toEqual({
        Notes: null,
        ...without(stored, READ_ONLY),
      });
    },
  );

  it('gives exactly the contract’s fields', () => {
    expect(Object.keys(outputOf(example)).sort()).toEqual(Object.keys(contract.properties).sort());
  });

  it('offers the contract’s types, and its statuses less Removed', () => {
    expect([...ORG_TYPES].sort()).toEqual([...(contract.properties.Type?.enum ?? [])].sort());
    expect([...ORG_FORM_STATUSES, 'Removed'].sort()).toEqual(
      [...(contract.properties.Status?.enum ?? [])].sort(),
    );
    expect([...ORG_STATUSES].sort()).toEqual([...(contract.properties.Status?.enum ?? [])].sort());
    expect(Object.keys(ORG_CHILD_TYPES).sort()).toEqual([...ORG_TYPES].sort());
  });
});

describe('a removed org', () => {
  it('keeps Removed through the form, so saving its other fields does not make it Active', () => {
    const removed = orgFormValues({ ...(dboExample('GetOrgResult') as object), Status: 'Removed' });
    expect(removed.Status).toBe('Removed');
    expect(outputOf({ ...removed, Notes: 'Closed for good' })).toMatchObject({
      Status: 'Removed',
      Notes: 'Closed for good',
    });
  });

  it('reads a status the contract does not know as the default, Active', () => {
    expect(
      orgFormValues({ ...(dboExample('GetOrgResult') as object), Status: 'Gone' }).Status,
    ).toBe('Active');
  });
});

describe('OrgSchema holds the contract’s bounds', () => {
  const lengths: [keyof OrgFormValues, number | undefined][] = [
    ['Name', contract.properties.Name?.maxLength],
    ['ContactName', contract.properties.ContactName?.maxLength],
    ['ContactPhone', contract.properties.ContactPhone?.maxLength],
    ['Notes', contract.properties.Notes?.maxLength],
    ['Line1', address.properties.Line1?.maxLength],
    ['Line2', address.properties.Line2?.maxLength],
    ['City', address.properties.City?.maxLength],
    ['Region', address.properties.Region?.maxLength],
    ['PostalCode', address.properties.PostalCode?.maxLength],
  ];

  it.each(lengths)('%s: at most %i characters', (key, max) => {
    expect(max).toBeGreaterThan(0);
    const n = max ?? 0;
    expect(issuesOf(org({ [key]: 'a'.repeat(n) }))).toBeUndefined();
    expect(issuesOf(org({ [key]: 'a'.repeat(n + 1) }))).toEqual([
      [key, `Must be no more than ${n} characters`],
    ]);
  });

  it('Name: Required, and no special characters (the contract’s pattern)', () => {
    const pattern = new RegExp(contract.properties.Name?.pattern ?? '');
    expect(issuesOf(org({ Name: '  ' }))).toEqual([['Name', 'Required']]);
    for (const bad of ['A/B', 'A:B', 'A$B', 'A"B']) {
      expect(pattern.test(bad)).toBe(false);
      expect(issuesOf(org({ Name: bad }))).toEqual([
        ['Name', 'Cannot contain special characters.'],
      ]);
    }
    expect(pattern.test("Harbour & Co's (North)")).toBe(true);
    expect(outputOf(org({ Name: "  Harbour & Co's (North) " })).Name).toBe(
      "Harbour & Co's (North)",
    );
  });

  it('Name: no hidden text-direction characters; Hebrew, Arabic and emoji are names', () => {
    // docs/decisions/bidi-controls-in-names.md
    for (const spoofed of ['Lobby \u202Egnp.exe\u202C West', 'Lobby \u2067gnp.exe\u2069 West']) {
      expect(issuesOf(org({ Name: spoofed }))).toEqual([['Name', BIDI_CONTROLS_MESSAGE]]);
    }
    expect(issuesOf(org({ City: 'Haifa\u202E' }))).toEqual([['City', BIDI_CONTROLS_MESSAGE]]);
    for (const name of ['מלון הנמל', 'فندق الميناء', '👩‍💻 Harbour Labs', 'Suite\u200F 12']) {
      expect(outputOf(org({ Name: name })).Name).toBe(name);
    }
  });

  it('Notes: a text area, kept as typed even with text-direction characters', () => {
    const notes = 'Sign reads \u202Eedisni\u202C';
    expect(outputOf(org({ Notes: notes })).Notes).toBe(notes);
  });

  it('ContactEmail: Invalid Email; empty is null', () => {
    expect(issuesOf(org({ ContactEmail: 'it@harbour' }))).toEqual([
      ['ContactEmail', 'Invalid Email'],
    ]);
    expect(outputOf(org({ ContactEmail: '' })).ContactEmail).toBeNull();
  });

  it('Country: two letters, upper-cased as the contract’s pattern wants', () => {
    const pattern = new RegExp(address.properties.Country?.pattern ?? '');
    expect(issuesOf(org({ Country: 'PRT' }))).toEqual([['Country', COUNTRY_MESSAGE]]);
    const country = (outputOf(org({ Country: 'pt' })).Address as { Country: string }).Country;
    expect(country).toBe('PT');
    expect(pattern.test(country)).toBe(true);
  });

  it('TimeZone: Required, and an IANA name by the contract’s pattern', () => {
    const pattern = new RegExp(contract.properties.TimeZone?.pattern ?? '');
    expect(issuesOf(org({ TimeZone: '' }))).toEqual([['TimeZone', 'Required']]);
    expect(issuesOf(org({ TimeZone: 'Lisbon time' }))).toEqual([['TimeZone', TIME_ZONE_MESSAGE]]);
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(pattern.test(zone)).toBe(true);
      expect(issuesOf(org({ TimeZone: zone }))).toBeUndefined();
    }
  });

  it('the address is all or nothing: empty is null, a part needs line 1, city and country', () => {
    const empty = { Line1: '', Line2: '', City: '', Region: '', PostalCode: '', Country: '' };
    expect(outputOf(org(empty)).Address).toBeNull();
    expect(issuesOf(org({ ...empty, PostalCode: '1100-001' }))).toEqual([
      ['Line1', 'Required'],
      ['City', 'Required'],
      ['Country', 'Required'],
    ]);
  });

  it('trial mode only for sites and service areas', () => {
    expect(outputOf(org({ Type: 'ServiceArea', IsTrialMode: true })).IsTrialMode).toBe(true);
    expect(outputOf(org({ Type: 'Grouping', IsTrialMode: true })).IsTrialMode).toBe(false);
  });

  it('ParentNumber: an org number or null', () => {
    expect(outputOf(org({ ParentNumber: '' })).ParentNumber).toBeNull();
    expect(issuesOf(org({ ParentNumber: 'nope' }))?.[0]?.[0]).toBe('ParentNumber');
  });

  it('a new org needs only a name', () => {
    expect(issuesOf(ORG_DEFAULTS)).toEqual([['Name', 'Required']]);
    expect(outputOf({ ...ORG_DEFAULTS, Name: 'Annex', ParentNumber: 'GN-1000' })).toEqual({
      Name: 'Annex',
      Type: 'Site',
      ParentNumber: 'GN-1000',
      Status: 'Active',
      IsTrialMode: false,
      TimeZone: 'UTC',
      Address: null,
      ContactName: null,
      ContactEmail: null,
      ContactPhone: null,
      Notes: null,
    });
  });
});
