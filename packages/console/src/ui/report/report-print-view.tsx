// docs/decisions/report-screens.md
import { memo, type ReactNode } from 'react';
import { textOf } from '../list/list-column';
import type { ReportColumn } from './report-format';
import type { PRINT_CAP } from './use-report-print';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What `Print` prints (hidden on screen): the heading, the org, the range, the scope, the
 * filters, the `Total` line and the rows as a plain table, whole rather than windowed. Before
 * `Print` has read the whole result (or for the browser's own Print command) the rows are the
 * page on screen, from row `first`; after, the whole result up to {@link PRINT_CAP} rows, saying
 * so when it is cut.
 */
export function ReportPrintView<Row>({
  title,
  lines,
  totalLine,
  columns,
  rows,
  getRowId,
  first,
  total,
  cut,
  cap,
  plural,
}: {
  title: string;
  /** The org, the range and its zone, the scope and the filters, as sentences. */
  lines: string;
  totalLine: ReactNode;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  first: number;
  total: number;
  cut: boolean;
  /** The most rows Print prints ({@link PRINT_CAP}). */
  cap: number;
  plural: string;
}) {
  return (
    <section className="gn-report-print" hidden aria-label={`${title}, as printed`}>
      <h1>{title}</h1>
      <p>{lines}</p>
      {totalLine}
      <p>
        {rows.length === 0
          ? 'No rows.'
          : `Rows ${count(first)} to ${count(first + rows.length - 1)} of ${count(total)}.`}
        {cut ? ` Only the first ${count(cap)} ${plural} are printed; Export CSV has them all.` : ''}
      </p>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} className={column.align === 'end' ? 'gn-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <PrintRows columns={columns} rows={rows} getRowId={getRowId} />
      </table>
    </section>
  );
}

/**
 * The print view's rows, rendered again only when the rows or the columns change: the view is
 * hidden on screen, and a render of the screen that leaves them alone (a picker opened, a filter
 * typed) does not format each of their cells again.
 */
const PrintRows = memo(function PrintRows<Row>({
  columns,
  rows,
  getRowId,
}: {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
}) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={getRowId(row)}>
          {columns.map((column) => (
            <td key={column.field} className={column.align === 'end' ? 'gn-end' : undefined}>
              {textOf(column, row)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}) as <Row>(props: {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
}) => ReactNode;
