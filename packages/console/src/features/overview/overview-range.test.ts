import { describe, expect, it } from 'vitest';
import {
  changeOf,
  formatData,
  isoDate,
  overviewSearchParams,
  pointLabel,
  pointText,
  rangeDays,
  readOverviewSearch,
} from './overview-range';

describe('the Overview’s address', () => {
  it.each([
    [{}, { range: '7d', from: '', to: '', top: 'revenue' }, {}],
    [
      { range: '90d', top: 'sessions' },
      { range: '90d', from: '', to: '', top: 'sessions' },
      { range: '90d', top: 'sessions' },
    ],
    [
      { range: 'custom', from: '2026-10-01', to: '2026-10-31' },
      { range: 'custom', from: '2026-10-01', to: '2026-10-31', top: 'revenue' },
      { range: 'custom', from: '2026-10-01', to: '2026-10-31' },
    ],
    [
      { range: 'year', top: 'devices', from: '2026-10-01' },
      { range: '7d', from: '', to: '', top: 'revenue' },
      {},
    ],
    [
      { range: 'custom', from: 'yesterday' },
      { range: 'custom', from: '', to: '', top: 'revenue' },
      { range: 'custom' },
    ],
  ])('%j reads as %j and writes back as %j', (raw, state, params) => {
    const read = readOverviewSearch(raw);
    expect(read).toEqual(state);
    expect(overviewSearchParams(read)).toEqual(params);
  });

  it('ends each preset today, and keeps a custom range as given', () => {
    const days = (range: string) => rangeDays(readOverviewSearch({ range }), '2026-03-02');
    expect(days('today')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(days('7d')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(days('30d')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(days('90d')).toEqual({ from: '2025-12-03', to: '2026-03-02' });
  });
});

describe('a figure’s change', () => {
  it.each([
    [110, 100, { arrow: '▲', text: '10%', spoken: 'up 10%' }],
    [80, 100, { arrow: '▼', text: '20%', spoken: 'down 20%' }],
    [100.01, 100, { arrow: '', text: 'No change', spoken: 'no change' }],
    [5, 0, { arrow: '▲', text: 'New', spoken: 'up from none' }],
    [0, 0, { arrow: '', text: 'No change', spoken: 'no change' }],
    [1, 3, { arrow: '▼', text: '66.7%', spoken: 'down 66.7%' }],
  ])('%d against %d is %j', (current, previous, change) => {
    expect(changeOf(current, previous)).toEqual(change);
  });

  it.each([
    [812, '812 MB'],
    [1000, '1 GB'],
    [2_871_500, '2.9 TB'],
    [75_800_000, '75.8 TB'],
  ])('%d MB reads %s', (megabytes, text) => {
    expect(formatData(megabytes)).toBe(text);
  });
});

describe('a point’s time', () => {
  // The report counts the days and hours of the org's zone; the labels read that same clock,
  // whatever the zone of the browser (or of the machine running the test).
  it.each([
    ['2026-11-24T05:00:00Z', 'day', 'America/New_York', 'Nov 24', '2026-11-24'],
    ['2026-11-25T01:00:00Z', 'hour', 'America/New_York', '8 PM', '2026-11-24 20:00'],
    ['2026-11-25T00:00:00Z', 'hour', 'UTC', '12 AM', '2026-11-25 00:00'],
    ['2026-11-24T13:00:00Z', 'day', 'Australia/Sydney', 'Nov 25', '2026-11-25'],
    ['2026-11-24T18:30:00Z', 'day', 'Asia/Kolkata', 'Nov 25', '2026-11-25'],
    ['2026-11-24T19:30:00Z', 'hour', 'Asia/Kolkata', '1 AM', '2026-11-25 01:00'],
    ['2026-11-01T05:00:00Z', 'hour', 'America/New_York', '1 AM', '2026-11-01 01:00'],
    ['2026-11-01T06:00:00Z', 'hour', 'America/New_York', '1 AM', '2026-11-01 01:00'],
  ] as const)(
    '%s (%s) in %s reads %s, and %s in a table',
    (start, granularity, zone, label, text) => {
      expect(pointLabel(start, granularity, zone)).toBe(label);
      expect(pointText(start, granularity, zone)).toBe(text);
    },
  );

  it.each([
    ['2026-11-25T03:00:00Z', 'America/New_York', '2026-11-24'],
    ['2026-11-25T03:00:00Z', 'UTC', '2026-11-25'],
    ['2026-11-25T15:20:00Z', 'Australia/Sydney', '2026-11-26'],
  ])('today at %s in %s is %s', (now, zone, day) => {
    expect(isoDate(new Date(now), zone)).toBe(day);
  });
});
