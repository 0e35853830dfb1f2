// docs/decisions/native-screen-kit.md
/** One column of a CSV export: its heading and the text of a row's cell. */
export interface CsvColumn<Row> {
  header: string;
  text: (row: Row) => string;
}

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"): data typed by guests or
// other admins must open as text, so such a cell gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it must be (RFC 4180) and defused when it looks like a formula. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV document (RFC 4180, CRLF line ends) of the rows under the columns' headings.
 *
 * @example
 * toCsv([{ header: 'Name', text: (r) => r.name }], [{ name: 'Basic, 1 day' }]);
 * // 'Name\r\n"Basic, 1 day"\r\n'
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.text(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** What `collectPages` reads: one page of the list, as the dbo list procedures answer. */
export type PageReader<Row> = (
  page: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<{ Items: readonly Row[]; Total: number }>;

/**
 * Every row of a list, read page by page at `pageSize` (the dbo maximum, 500, by default),
 * reporting progress after each page. Stops with an AbortError when `signal` aborts.
 */
export async function collectPages<Row>(
  read: PageReader<Row>,
  options: {
    signal: AbortSignal;
    pageSize?: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<Row[]> {
  const pageSize = options.pageSize ?? 500;
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    options.signal.throwIfAborted();
    const answer = await read(page, pageSize, options.signal);
    options.signal.throwIfAborted();
    rows.push(...answer.Items);
    options.onProgress?.(Math.min(rows.length, answer.Total), answer.Total);
    if (answer.Items.length < pageSize || rows.length >= answer.Total) return rows;
  }
}

/** Saves a text as a file through the browser's download, without a server round trip. */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  // A byte order mark so spreadsheet programs read the UTF-8 names right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
