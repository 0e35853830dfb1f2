import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reportRangeMessages, reportRangeSchema } from './report-range.js';

const TODAY = '2026-11-25';

describe('reportRangeMessages', () => {
  it.each([
    [{ From: '2026-11-01', To: '2026-11-25' }, {}],
    [{ From: '2026-11-25', To: '2026-11-25' }, {}],
    [{ From: '2025-11-25', To: '2026-11-25' }, {}],
    [{ From: '', To: '2026-11-25' }, { From: 'Required' }],
    [
      { From: '', To: '' },
      { From: 'Required', To: 'Required' },
    ],
    [{ From: '2026-02-30', To: '2026-11-25' }, { From: 'Invalid Date' }],
    [
      { From: '2026-11-20', To: '2026-11-10' },
      { From: 'Please select an earlier date', To: 'Please select a later date' },
    ],
    [{ From: '2026-11-20', To: '2026-11-26' }, { To: 'Please select an earlier date' }],
    [{ From: '2025-11-24', To: '2026-11-25' }, { From: 'Please select a later date' }],
    // Before the first day reports count, each day says so.
    [{ From: '2000-01-01', To: '2000-01-07' }, {}],
    [
      { From: '1969-12-25', To: '1970-01-01' },
      { From: 'Please select a later date', To: 'Please select a later date' },
    ],
    [{ From: '1999-12-31', To: '2000-01-02' }, { From: 'Please select a later date' }],
    [
      { From: '0000-01-01', To: '0000-01-05' },
      { From: 'Please select a later date', To: 'Please select a later date' },
    ],
  ])('%j gives %j', (values, messages) => {
    expect(reportRangeMessages(values, TODAY)).toEqual(messages);
  });

  it('puts the same messages at the fields of the schema', () => {
    const result = v.safeParse(reportRangeSchema(TODAY), { From: '2026-11-20', To: '2026-11-10' });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['From', 'Please select an earlier date'],
      ['To', 'Please select a later date'],
    ]);
  });
});
