import { describe, expect, it } from 'vitest';
import {
  nextReportSort,
  readReportSearch,
  reportSearch,
  reportSearchParams,
} from './report-search';

const search = reportSearch({
  filters: [
    { key: 'room', label: 'Room' },
    { key: 'status', label: 'Status', choices: [{ id: 'posted', label: 'Posted' }] },
  ],
  sorts: ['Time', 'Amount'],
  sort: 'Time',
  order: 'desc',
});

describe('a report address', () => {
  it('writes only what differs from the defaults, the switch as 1 so a saved view keeps it', () => {
    const address = readReportSearch(search, {
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
      thisOrgOnly: true,
      room: 101,
      page: '3',
    });
    expect(reportSearchParams(search, address)).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
      thisOrgOnly: 1,
      room: '101',
      page: 3,
    });
    expect(reportSearchParams(search, search.defaults)).toEqual({});
  });

  it('drops the days of a preset range and an hour outside the day', () => {
    expect(
      readReportSearch(search, { range: '30d', from: '2026-11-01', toHour: 24, fromHour: '6' }),
    ).toMatchObject({ range: '30d', from: '', to: '', fromHour: 6 });
    expect(readReportSearch(search, { toHour: 24 })).not.toHaveProperty('toHour');
  });

  it('cuts a filter at 200 characters and reads an unknown choice as none', () => {
    const address = readReportSearch(search, { room: 'x'.repeat(300), status: 'lost' });
    expect(address.room).toHaveLength(200);
    expect(address.status).toBe('');
  });

  it('turns a sorted column round, and starts another in its own order', () => {
    expect(nextReportSort({ sort: 'Time', order: 'desc' }, 'Time')).toEqual({
      sort: 'Time',
      order: 'asc',
    });
    expect(nextReportSort({ sort: 'Time', order: 'asc' }, 'Amount', 'desc')).toEqual({
      sort: 'Amount',
      order: 'desc',
    });
  });
});
