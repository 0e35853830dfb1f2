import { describe, expect, it } from 'vitest';
import {
  accountReportLink,
  accountSearchParams,
  accountStatusText,
  clockText,
  codeText,
  dayOf,
  formatBytes,
  formatDuration,
  planText,
  readAccountSearch,
  searchable,
  sortParams,
} from './find-accounts-search';

describe('Find Accounts’ address', () => {
  it('reads a search and writes it back the same, defaults left out', () => {
    const state = readAccountSearch({
      q: 'Lee',
      field: 'name',
      thisOrgOnly: true,
      page: '2',
      pageSize: '50',
      sort: '-Room',
      account: '1042-3-318',
    });
    expect(state).toEqual({
      q: 'Lee',
      field: 'name',
      thisOrgOnly: true,
      list: { page: 2, pageSize: 50, sort: '-Room' },
      account: '1042-3-318',
    });
    expect(accountSearchParams(state)).toEqual({
      q: 'Lee',
      field: 'name',
      thisOrgOnly: true,
      page: 2,
      pageSize: 50,
      sort: '-Room',
      account: '1042-3-318',
    });
    expect(accountSearchParams(readAccountSearch({}))).toEqual({});
  });

  it('writes a number as a number, which reads back as the same text', () => {
    const room = readAccountSearch({ q: 412, field: 'room' });
    expect(room.q).toBe('412');
    expect(accountSearchParams(room).q).toBe(412);
    // Digits a number would change stay text: a leading zero, more than a number holds.
    for (const q of ['0412', '12345678901234567890', '1e3']) {
      expect(accountSearchParams(readAccountSearch({ q })).q).toBe(q);
    }
  });

  it('reads anything malformed as its default', () => {
    expect(
      readAccountSearch({
        q: { x: 1 },
        field: 'password',
        thisOrgOnly: 'yes',
        page: '-3',
        pageSize: '100000',
        sort: 'Password',
        account: '../../etc',
      }),
    ).toEqual({
      q: '',
      field: 'any',
      thisOrgOnly: false,
      list: { page: 1, pageSize: 25, sort: '' },
      account: undefined,
    });
    expect(readAccountSearch({ q: `  ${'x'.repeat(300)} ` }).q).toHaveLength(100);
  });

  it('asks the server for the kit’s sort as a column and an order', () => {
    expect(sortParams('-LastSeen')).toEqual({ sort: 'LastSeen', order: 'desc' });
    expect(sortParams('Room')).toEqual({ sort: 'Room', order: 'asc' });
    expect(sortParams('')).toEqual({});
    expect(sortParams('Plan')).toEqual({});
  });

  it('asks the server from 2 characters', () => {
    expect(searchable('4')).toBe(false);
    expect(searchable(' 4 ')).toBe(false);
    expect(searchable('41')).toBe(true);
  });
});

describe('an account’s rows', () => {
  it('read on the org’s clock, whose day a late session belongs to', () => {
    expect(clockText('2026-11-25T01:05:00Z', 'America/New_York')).toBe('2026-11-24 20:05');
    expect(dayOf('2026-11-25T01:05:00Z', 'America/New_York')).toBe('2026-11-24');
    expect(clockText(null, 'UTC')).toBe('');
    expect(dayOf('not a time', 'UTC')).toBeUndefined();
  });

  it('open their report filtered to the account, over their day or the last 90 days', () => {
    expect(accountReportLink('/support/radius', '1042-3-318', '2026-11-24')).toEqual({
      to: '/support/radius',
      search: { range: 'custom', from: '2026-11-24', to: '2026-11-24', account: '1042-3-318' },
    });
    expect(accountReportLink('/report/revenue', '1042-3-318')).toEqual({
      to: '/report/revenue',
      search: { range: '90d', account: '1042-3-318' },
    });
  });

  it('say how long and how much in words a person reads', () => {
    expect(formatDuration(40)).toBe('40 s');
    expect(formatDuration(12 * 60 + 5)).toBe('12 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(2_900_000_000)).toBe('2.9 GB');
  });
});

describe('How an account got online', () => {
  it('says the plan it bought, free access when online without one, or none', () => {
    const seen = '2026-11-25T10:00:00Z';
    expect(planText({ Plan: 'Premium 1 Day', LastSeen: seen })).toBe('Premium 1 Day');
    expect(planText({ Plan: '', LastSeen: seen })).toBe('Free access');
    expect(planText({ Plan: '', LastSeen: null })).toBe('None');
    expect(codeText({ AccessCode: '10420318' })).toBe('10420318');
    expect(codeText({ AccessCode: '' })).toBe('None');
  });

  it('says its status in words', () => {
    expect(accountStatusText({ Status: 'active' })).toBe('Active');
    expect(accountStatusText({ Status: 'expired' })).toBe('Expired');
  });
});
