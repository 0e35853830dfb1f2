// docs/decisions/report-screens.md
import { csvCell } from '../list/csv';

/** One column of a report's CSV: its heading and a row's cell. */
export interface ReportCsvColumn<Row> {
  header: string;
  text: (row: Row) => string;
}

/** One page of a report as its list operation answers. */
export interface ReportPage<Row> {
  TotalRows: number;
  Rows: readonly Row[];
}

/** Reads one page of the report as shown (its filters and sort) at `pageSize`. */
export type ReportPageReader<Row> = (
  page: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<ReportPage<Row>>;

/**
 * The whole result of a report as a CSV file (UTF-8 with a byte order mark, CRLF, RFC 4180, cells
 * that look like formulas defused), read page by page at `pageSize` (1000, the operations'
 * largest) and written into the file's parts as each page arrives: a page's text is the only
 * string held, so a 100,000-row export never builds one giant string. `onProgress` hears the
 * rows read of the total after each page; `signal` stops it with an AbortError.
 *
 * @example
 * const file = await reportCsv(readPage, columns, { signal: controller.signal });
 */
export async function reportCsv<Row>(
  read: ReportPageReader<Row>,
  columns: readonly ReportCsvColumn<Row>[],
  options: {
    signal: AbortSignal;
    pageSize?: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<Blob> {
  const pageSize = options.pageSize ?? 1000;
  const parts: BlobPart[] = [
    '\uFEFF',
    `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`,
  ];
  let done = 0;
  for (let page = 1; ; page += 1) {
    options.signal.throwIfAborted();
    const answer = await read(page, pageSize, options.signal);
    options.signal.throwIfAborted();
    let text = '';
    for (const row of answer.Rows) {
      text += `${columns.map((column) => csvCell(column.text(row))).join(',')}\r\n`;
    }
    // Each page becomes a Blob of its own, which the browser may keep outside the script's heap.
    parts.push(new Blob([text]));
    done += answer.Rows.length;
    options.onProgress?.(Math.min(done, answer.TotalRows), answer.TotalRows);
    if (answer.Rows.length < pageSize || done >= answer.TotalRows) break;
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** Saves a file through the browser's download, without a server round trip. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
