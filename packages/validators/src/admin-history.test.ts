import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboSchema } from '../test/dbo-contract.js';
import {
  ADMIN_HISTORY_ACTIONS,
  ADMIN_HISTORY_FILTER_DEFAULTS,
  AdminHistoryFilterSchema,
  type AdminHistoryFilterValues,
  adminHistoryFilterValues,
} from './admin-history.js';

const filters = (changes: Partial<AdminHistoryFilterValues> = {}): AdminHistoryFilterValues => ({
  ...ADMIN_HISTORY_FILTER_DEFAULTS,
  ...changes,
});
const issuesOf = (values: unknown) =>
  v
    .safeParse(AdminHistoryFilterSchema, values)
    .issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('the Admin History filters', () => {
  it('offers exactly the actions of the contract', () => {
    expect(ADMIN_HISTORY_ACTIONS.map((action) => action.value)).toEqual(
      dboSchema('AdminHistoryEntry').properties.Action?.enum,
    );
  });

  it('sends nothing for no filter', () => {
    expect(v.parse(AdminHistoryFilterSchema, filters())).toEqual({});
  });

  it('sends the filters given, trimmed, the days as the instants that hold them whole (UTC)', () => {
    expect(
      v.parse(
        AdminHistoryFilterSchema,
        filters({
          Admin: ' dana.reyes ',
          EntityType: 'Org',
          Action: 'update',
          From: '2026-11-01',
          To: '2026-11-22',
        }),
      ),
    ).toEqual({
      Admin: 'dana.reyes',
      EntityType: 'Org',
      Action: 'update',
      From: '2026-11-01T00:00:00Z',
      To: '2026-11-22T23:59:59Z',
    });
  });

  it('marks both ends of a range that ends before it starts, with the words of docs/product/validation.md', () => {
    expect(issuesOf(filters({ From: '2026-11-02', To: '2026-11-01' }))).toEqual([
      ['From', 'Please select an earlier date'],
      ['To', 'Please select a later date'],
    ]);
  });

  it.each([
    ['2026-11-01', '2026-11-01'],
    ['2026-11-01', ''],
    ['', '2026-11-01'],
  ])('accepts %j to %j', (From, To) => {
    expect(issuesOf(filters({ From, To }))).toBeUndefined();
  });

  it.each(['2026-02-30', '2026-13-01', '01/11/2026', 'yesterday'])(
    'refuses %j as a day, and says nothing of the order then',
    (text) => {
      expect(issuesOf(filters({ From: text, To: '2020-01-01' }))).toEqual([
        ['From', 'Invalid Date'],
      ]);
      expect(issuesOf(filters({ To: text, From: '2030-01-01' }))).toEqual([['To', 'Invalid Date']]);
    },
  );

  it('keeps the text filters within the contract lengths', () => {
    expect(issuesOf(filters({ Admin: 'a'.repeat(129), EntityType: 'e'.repeat(65) }))).toEqual([
      ['Admin', 'Must be no more than 128 characters'],
      ['EntityType', 'Must be no more than 64 characters'],
    ]);
  });

  it('reports through Standard Schema, as the forms read it', () => {
    const result = AdminHistoryFilterSchema['~standard'].validate(
      filters({ From: '2026-12-02', To: '2026-12-01' }),
    );
    expect(result).toMatchObject({
      issues: [
        { message: 'Please select an earlier date', path: [{ key: 'From' }] },
        { message: 'Please select a later date', path: [{ key: 'To' }] },
      ],
    });
  });
});

describe('adminHistoryFilterValues', () => {
  it('reads the address, an unknown action as none', () => {
    expect(
      adminHistoryFilterValues({ admin: 'demo', entity: 'Org', action: 'rename', from: 20261101 }),
    ).toEqual({ Admin: 'demo', EntityType: 'Org', Action: '', From: '20261101', To: '' });
    expect(adminHistoryFilterValues({ action: 'delete', to: '2026-11-22' })).toMatchObject({
      Action: 'delete',
      To: '2026-11-22',
    });
  });
});
