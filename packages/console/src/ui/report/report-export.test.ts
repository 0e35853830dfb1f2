import { describe, expect, it } from 'vitest';
import { type ReportPageReader, reportCsv } from './report-export';

interface Row {
  id: number;
  name: string;
}

const columns = [
  { header: 'Id', text: (row: Row) => String(row.id) },
  { header: 'Guest', text: (row: Row) => row.name },
];

/** A report of `total` rows; records each page asked for. */
function rowsOf(total: number, asked: { page: number; pageSize: number }[] = []) {
  const read: ReportPageReader<Row> = async (page, pageSize) => {
    asked.push({ page, pageSize });
    const first = (page - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => ({
      id: first + i + 1,
      name: first + i === 0 ? '=HYPERLINK("http://x")' : `Guest ${first + i + 1}`,
    }));
    return { TotalRows: total, Rows: rows };
  };
  return read;
}

describe('a report CSV', () => {
  it('reads the whole result 1000 rows a call, reports progress, and defuses formulas', async () => {
    const asked: { page: number; pageSize: number }[] = [];
    const progress: string[] = [];
    const file = await reportCsv(rowsOf(2500, asked), columns, {
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(asked).toEqual([
      { page: 1, pageSize: 1000 },
      { page: 2, pageSize: 1000 },
      { page: 3, pageSize: 1000 },
    ]);
    expect(progress).toEqual(['1000/2500', '2000/2500', '2500/2500']);
    // A byte order mark first, so spreadsheet programs read UTF-8 (text() drops it when decoding).
    expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toBe('Id,Guest');
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""http://x"")"`);
    expect(lines[2500]).toBe('2500,Guest 2500');
    expect(lines).toHaveLength(2502);
    expect(file.type).toBe('text/csv;charset=utf-8');
  });

  it('stops at Cancel with an AbortError, asking for no further page', async () => {
    const controller = new AbortController();
    const asked: { page: number; pageSize: number }[] = [];
    const read = rowsOf(5000, asked);
    const reading = reportCsv(
      async (page, pageSize, signal) => {
        if (page === 2) controller.abort();
        return read(page, pageSize, signal);
      },
      columns,
      { signal: controller.signal },
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked.map((call) => call.page)).toEqual([1, 2]);
  });

  it('is the heading alone when nothing matches', async () => {
    const file = await reportCsv(rowsOf(0), columns, { signal: new AbortController().signal });
    expect(await file.text()).toBe('Id,Guest\r\n');
  });
});
