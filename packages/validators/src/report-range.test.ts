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
