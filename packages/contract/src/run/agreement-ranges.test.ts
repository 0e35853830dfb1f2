import { describe, expect, it } from 'vitest';
import { agreementRanges, lastClockChange, localDay } from './agreement-ranges.js';

const NOW = new Date('2026-11-27T14:00:00Z');

describe('agreementRanges', () => {
  it('asks for finished days of the org’s zone: yesterday, the week to it, and the week around the clock change', () => {
    expect(agreementRanges('Europe/Lisbon', NOW)).toEqual([
      { name: '1 day', from: '2026-11-26', to: '2026-11-26', timeZone: 'Europe/Lisbon' },
      { name: '7 days', from: '2026-11-20', to: '2026-11-26', timeZone: 'Europe/Lisbon' },
      {
        name: '7 days across the clock change of 2026-10-25',
        from: '2026-10-22',
        to: '2026-10-28',
        timeZone: 'Europe/Lisbon',
      },
    ]);
  });

  it('counts yesterday in the zone, not in UTC', () => {
    const early = new Date('2026-11-27T03:00:00Z');
    expect(localDay(early, 'America/New_York')).toBe('2026-11-26');
    expect(agreementRanges('America/New_York', early)[0]?.from).toBe('2026-11-25');
    expect(agreementRanges('Pacific/Auckland', early)[0]?.from).toBe('2026-11-26');
  });

  it('ends the clock-change week at yesterday when the change was days ago', () => {
    const ranges = agreementRanges('America/New_York', new Date('2026-11-03T15:00:00Z'));
    expect(ranges[2]).toMatchObject({ from: '2026-10-27', to: '2026-11-02' });
    expect(ranges[2]?.name).toBe('7 days across the clock change of 2026-11-01');
  });

  it('finds the changes of the southern hemisphere too', () => {
    expect(lastClockChange('Australia/Sydney', '2026-11-26')).toBe('2026-10-04');
  });

  it('asks across New York’s change for a zone whose clock never changes, and says so', () => {
    const [, , change] = agreementRanges('Asia/Tokyo', NOW);
    expect(lastClockChange('Asia/Tokyo', '2026-11-26')).toBeUndefined();
    expect(change).toEqual({
      name: '7 days across the clock change of 2026-11-01 in America/New_York (Asia/Tokyo has none)',
      from: '2026-10-29',
      to: '2026-11-04',
      timeZone: 'America/New_York',
    });
  });
});
