import { describe, expect, it } from 'vitest';
import { type ReportQueryParams, readReportRows } from './report-query';

const PARAMS: ReportQueryParams = {
  orgNumber: 'GN-1042',
  from: '2026-11-01',
  to: '2026-11-07',
  timeZone: 'UTC',
  page: 3,
  pageSize: 50,
  sort: 'Time',
  order: 'desc',
};

/** An operation over `total` numbered rows; records the pages asked for. */
function rowsOf(total: number, pages: number[]) {
  return (params: ReportQueryParams) => ({
    queryKey: ['rows', params] as const,
    queryFn: async () => {
      pages.push(params.page);
      const first = (params.page - 1) * params.pageSize;
      const count = Math.max(0, Math.min(params.pageSize, total - first));
      return {
        TimeZone: 'UTC',
        TotalRows: total,
        Totals: {},
        Rows: Array.from({ length: count }, (_, i) => first + i + 1),
      };
    },
  });
}

describe('reading a report to print', () => {
  it('reads 1000 a call up to the cap, and no page past it', async () => {
    const pages: number[] = [];
    const read = await readReportRows(rowsOf(6200, pages), PARAMS, { cap: 5000, pageSize: 1000 });
    expect(pages).toEqual([1, 2, 3, 4, 5]);
    expect(read.rows).toHaveLength(5000);
    expect(read.rows.at(-1)).toBe(5000);
    expect(read).toMatchObject({ total: 6200, cut: true });
  });

  it('reads a shorter result whole, from its first row whatever page is on screen', async () => {
    const pages: number[] = [];
    const read = await readReportRows(rowsOf(1500, pages), PARAMS, { cap: 5000, pageSize: 1000 });
    expect(pages).toEqual([1, 2]);
    expect(read.rows[0]).toBe(1);
    expect(read).toMatchObject({ total: 1500, cut: false });
    expect(read.rows).toHaveLength(1500);
  });
});
