import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_BATCH_DEFAULTS,
  ACCESS_CODE_CHARACTERS_MESSAGE,
  type AccessCodeBatchFormValues,
  accessCodeBatchFormValues,
  accessCodeBatchSchema,
  csvCodes,
  TOO_MANY_CODES_MESSAGE,
} from './access-code-batch-schema.js';

const schema = accessCodeBatchSchema({ takenNames: ['Front desk codes'], today: '2026-11-24' });
const valid: AccessCodeBatchFormValues = {
  ...ACCESS_CODE_BATCH_DEFAULTS,
  Name: 'Gala dinner',
  PlanId: '3',
};

/** The first message per field. */
function messages(values: Partial<AccessCodeBatchFormValues>): Record<string, string> {
  const result = v.safeParse(schema, { ...valid, ...values });
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = String(issue.path?.[0]?.key);
    out[key] ??= issue.message;
  }
  return out;
}

describe('accessCodeBatchSchema', () => {
  it('sends 100 random codes of 8 characters, one use each, never expiring, by default', () => {
    expect(v.parse(schema, valid)).toEqual({
      Name: 'Gala dinner',
      Strategy: 'random',
      Count: 100,
      CodeLength: 8,
      Prefix: null,
      PlanId: 3,
      UsesPerCode: 1,
      ValidityAfterFirstUseMinutes: null,
      ExpiresAt: null,
      Note: null,
    });
  });

  it('says which of Count and CodeLength is out of bounds, with the spec’s words', () => {
    expect(messages({ Count: '0', CodeLength: '3' })).toEqual({
      Count: 'Must be 1 or greater',
      CodeLength: 'Must be 4 or greater',
    });
    expect(messages({ Count: '10001' }).Count).toBe('Must be 10000 or less');
    expect(messages({ Count: '10000' })).toEqual({});
    expect(messages({ Count: '' }).Count).toBe('Required');
    expect(messages({ Count: 'ten' }).Count).toBe('Must be a number');
    expect(messages({ Count: '2.5' }).Count).toBe('Must be a whole number');
  });

  it('refuses a name the org already has, whatever its case, and an empty one', () => {
    expect(messages({ Name: ' front desk CODES ' }).Name).toBe('Must be unique');
    expect(messages({ Name: '' }).Name).toBe('Required');
    expect(messages({ Name: 'x'.repeat(65) }).Name).toBe('Must be no more than 64 characters');
  });

  it('needs a plan, and a whole UsesPerCode of 0 (unlimited) or more', () => {
    expect(messages({ PlanId: '' }).PlanId).toBe('Required');
    expect(messages({ UsesPerCode: '-1' }).UsesPerCode).toBe('Must be 0 or greater');
    expect(v.parse(schema, { ...valid, UsesPerCode: '0' }).UsesPerCode).toBe(0);
  });

  it('needs a prefix of letters, digits and - up to 20 with the prefix strategy, sent upper-cased', () => {
    expect(messages({ Strategy: 'prefix' }).Prefix).toBe('Required');
    expect(messages({ Strategy: 'prefix', Prefix: 'A B' }).Prefix).toBe(
      ACCESS_CODE_CHARACTERS_MESSAGE,
    );
    expect(messages({ Strategy: 'prefix', Prefix: 'P'.repeat(21) }).Prefix).toBe(
      'Must be no more than 20 characters',
    );
    // The prefix and the random part together are 32 characters at most.
    expect(
      messages({ Strategy: 'prefix', Prefix: 'P'.repeat(20), CodeLength: '13' }).CodeLength,
    ).toBe('Must be 12 or less');
    const out = v.parse(schema, { ...valid, Strategy: 'prefix', Prefix: 'gala-' });
    expect(out.Prefix).toBe('GALA-');
    // A prefix typed before choosing random codes is not sent.
    expect(v.parse(schema, { ...valid, Prefix: 'gala-' }).Prefix).toBeNull();
  });

  it('imports pasted codes with the csv strategy, their number making the Count', () => {
    const out = v.parse(schema, {
      ...valid,
      Strategy: 'csv',
      Count: '',
      CsvCodes: 'Code\nab12cd\n"XY-9999", QQ77RR11\n',
    });
    expect(out).toMatchObject({
      Strategy: 'csv',
      Count: 3,
      CodeLength: 8,
      CsvCodes: ['AB12CD', 'XY-9999', 'QQ77RR11'],
    });
  });

  it('names the line of a pasted code that is too short, has other characters or repeats', () => {
    const csv = (CsvCodes: string) => messages({ Strategy: 'csv', CsvCodes }).CsvCodes;
    expect(csv('')).toBe('Required');
    expect(csv('ABCD\nAB1')).toBe('Line 2: “AB1” must be 4 to 32 characters');
    expect(csv('ABCD\nAB 12')).toBe('Line 2: “AB 12” may hold only letters A-Z, digits 0-9 and -');
    expect(csv('ABCD\nEFGH\nabcd')).toBe('Line 3: “abcd” repeats line 1');
    expect(csv(Array.from({ length: 10_001 }, (_, i) => `C${10000 + i}`).join('\n'))).toBe(
      TOO_MANY_CODES_MESSAGE,
    );
  });

  it('sends the validity after first use in minutes, and the expiry day as its last second', () => {
    const out = v.parse(schema, {
      ...valid,
      Validity: '2',
      ValidityUnit: 'days',
      ExpiresOn: '2026-12-31',
    });
    expect(out.ValidityAfterFirstUseMinutes).toBe(2880);
    expect(out.ExpiresAt).toBe('2026-12-31T23:59:59Z');
    expect(messages({ ExpiresOn: '2026-11-23' }).ExpiresOn).toBe('Please select a later date');
    expect(messages({ ExpiresOn: '2026-11-24' })).toEqual({});
    expect(messages({ Validity: '0' }).Validity).toBe('Must be 1 or greater');
  });
});

describe('csvCodes', () => {
  it('reads codes by line or comma, leaving out a Code heading and empty cells', () => {
    expect(csvCodes('Code\nAB12CD\n\n"XY-99";ZZ').map((entry) => entry.code)).toEqual([
      'AB12CD',
      'XY-99',
      'ZZ',
    ]);
  });
});

describe('accessCodeBatchFormValues', () => {
  it('shows a stored batch in the form’s units', () => {
    const values = accessCodeBatchFormValues({
      Name: 'Autumn conference',
      Strategy: 'prefix',
      Count: 200,
      CodeLength: 8,
      Prefix: 'AUT-',
      PlanId: 12,
      UsesPerCode: 1,
      ValidityAfterFirstUseMinutes: 90,
      ExpiresAt: '2026-12-31T23:59:59Z',
      Note: null,
    });
    expect(values).toMatchObject({
      Count: '200',
      Prefix: 'AUT-',
      PlanId: '12',
      Validity: '90',
      ValidityUnit: 'minutes',
      ExpiresOn: '2026-12-31',
      Note: '',
    });
  });
});
