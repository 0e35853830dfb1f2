import { describe, expect, it } from 'vitest';
import { clashOf, duplicateMessage, UniqueValues, uniqueFieldsOf } from './unique-fields.js';

describe('uniqueFieldsOf', () => {
  it.each<[string, string[], string[]]>([
    ['ServicePlan', ['Id', 'Name', 'Price'], ['Name']],
    ['Promotion', ['Id', 'Code', 'Value'], ['Code']],
    ['Device', ['Id', 'Name', 'MacAddress'], ['Name']],
    ['Conference', ['Id', 'Name', 'Code'], ['Name']],
    ['AccessCode', ['Id', 'Code', 'State'], []],
  ])('%s is unique by %j', (entity, fields, expected) => {
    expect(uniqueFieldsOf(entity, Object.fromEntries(fields.map((f) => [f, {}])))).toEqual(
      expected,
    );
  });
});

describe('clashOf', () => {
  const plans = [
    { Id: 1, Name: 'Basic 1 Day' },
    { Id: 2, Name: 'Premium 7 Days' },
  ];
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['a new name', { Name: 'Family 3 Days' }, undefined],
    ['the same name', { Name: 'Basic 1 Day' }, 'Name'],
    ['the same name in another case', { Name: 'BASIC 1 day' }, 'Name'],
    ['the same name with spaces around', { Name: '  Basic 1 Day ' }, 'Name'],
    ['a record keeping its own name', { Id: 1, Name: 'Basic 1 Day' }, undefined],
    ['a record changing only the case of its name', { Id: 1, Name: 'basic 1 DAY' }, undefined],
    ['a record taking another record’s name', { Id: 1, Name: 'premium 7 days' }, 'Name'],
    ['a name that only contains another', { Name: 'Basic 1 Day Plus' }, undefined],
  ])('%s', (_title, record, expected) => {
    expect(clashOf(record, plans, ['Name'])).toBe(expected);
  });
});

describe('duplicateMessage', () => {
  it.each([
    ['ServicePlan', 'Name', 'Basic 1 Day', 'A service plan named “Basic 1 Day” already exists.'],
    ['Promotion', 'Code', 'spring15', 'A promotion with code “spring15” already exists.'],
    [
      'AccessCodeBatch',
      'Name',
      ' Front desk ',
      'An access code batch named “Front desk” already exists.',
    ],
    ['MikrotikRouter', 'Name', 'Core', 'A MikroTik router named “Core” already exists.'],
  ])('%s %s %j', (entity, field, value, message) => {
    expect(duplicateMessage(entity, field, value)).toBe(message);
  });
});

describe('UniqueValues', () => {
  it('numbers repeats, ignoring case, and counts on from the last one', () => {
    const names = new UniqueValues('Name', 64);
    expect(
      ['Basic 1 Day', 'basic 1 day', 'Basic 1 Day 2', 'Basic 1 Day'].map((n) => names.add(n)),
    ).toEqual(['Basic 1 Day', 'basic 1 day 2', 'Basic 1 Day 2 2', 'Basic 1 Day 3']);
  });

  it('joins a code’s number with a hyphen and stays within the length', () => {
    const codes = new UniqueValues('Code', 10);
    expect(['SPRINGTIME', 'SPRINGTIME', 'SPRING15'].map((c) => codes.add(c))).toEqual([
      'SPRINGTIME',
      'SPRINGTI-2',
      'SPRING15',
    ]);
  });
});
