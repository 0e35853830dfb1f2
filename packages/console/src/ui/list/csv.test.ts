import { describe, expect, it } from 'vitest';
import { collectPages, csvCell, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) with CRLF line ends', () => {
    const csv = toCsv(
      [
        { header: 'Name', text: (row: { name: string }) => row.name },
        { header: 'Note', text: () => 'said "hi"\nthen left' },
      ],
      [{ name: 'Basic, 1 day' }],
    );
    expect(csv).toBe('Name,Note\r\n"Basic, 1 day","said ""hi""\nthen left"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1-2')).toBe("'+1-2");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('Plain')).toBe('Plain');
  });
});

describe('collectPages', () => {
  const source = Array.from({ length: 1203 }, (_, index) => index);
  const read = async (page: number, size: number) => ({
    Items: source.slice((page - 1) * size, page * size),
    Total: source.length,
  });

  it('reads every page and reports progress after each', async () => {
    const progress: string[] = [];
    const rows = await collectPages(read, {
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(rows).toEqual(source);
    expect(progress).toEqual(['500/1203', '1000/1203', '1203/1203']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pages: number[] = [];
    const reading = collectPages(
      async (page, size) => {
        pages.push(page);
        if (page === 2) controller.abort();
        return read(page, size);
      },
      { signal: controller.signal },
    );
    await expect(reading).rejects.toThrow();
    expect(pages).toEqual([1, 2]);
  });
});
