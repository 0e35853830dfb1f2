import { describe, expect, it } from 'vitest';
import { addressParams, readAddress } from '../../lib/screens/screen-address';
import { countColumn, textColumn, timeColumn, unsorted } from './report-format';
import { reportSearch } from './report-search';
import { nextReportSort } from './report-sort';

const search = reportSearch({
  filters: [
    { key: 'room', label: 'Room' },
    { key: 'status', label: 'Status', choices: [{ id: 'posted', label: 'Posted' }] },
  ],
  columns: [
    (context) => [
      timeColumn<{ Time: string }>('Time', 'Time', context),
      countColumn<{ Amount: number }>('Amount', 'Amount'),
      unsorted(textColumn<{ Text: string }>('Text', 'Text')),
    ],
  ],
  sort: 'Time',
  order: 'desc',
});

describe('a report address', () => {
  it('writes only what differs from the defaults, each in the form that reads back as itself', () => {
    const address = readAddress(search.schema, {
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
      thisOrgOnly: true,
      room: 101,
      page: '3',
    });
    expect(addressParams(search.schema, address)).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
      thisOrgOnly: 1,
      room: 101,
      page: 3,
    });
    // The router reads `?room=101` as a number and `?status=posted` as text: each reads back the same.
    expect(readAddress(search.schema, addressParams(search.schema, address))).toEqual(address);
    expect(addressParams(search.schema, search.defaults)).toEqual({});
  });

  it('takes the sorts of its sortable columns only', () => {
    expect(search.sorts).toEqual(['Time', 'Amount']);
    expect(readAddress(search.schema, { sort: 'Amount' }).sort).toBe('Amount');
    expect(readAddress(search.schema, { sort: 'Text' }).sort).toBe('Time');
  });

  it('drops the days of a preset range and an hour outside the day', () => {
    expect(
      readAddress(search.schema, { range: '30d', from: '2026-11-01', toHour: 24, fromHour: '6' }),
    ).toMatchObject({ range: '30d', from: '', to: '', fromHour: 6 });
    expect(readAddress(search.schema, { toHour: 24 })).not.toHaveProperty('toHour');
  });

  it('cuts a filter at 200 characters and reads an unknown choice as none', () => {
    const address = readAddress(search.schema, { room: 'x'.repeat(300), status: 'lost' });
    expect(address.room).toHaveLength(200);
    expect(address.status).toBe('');
    // Digits a number would change stay text.
    expect(readAddress(search.schema, { room: '0412' }).room).toBe('0412');
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
