// docs/decisions/find-accounts.md, docs/decisions/small-screens.md
import type { ReactNode } from 'react';
import { useSmallScreen } from '../../hooks/app-state';

/** One column of an account's recent rows: its header and what a row shows under it. */
export interface AccountColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** `end`: a figure, aligned to the end in the table; `wrap`: a name, which may wrap. */
  kind?: 'end' | 'wrap';
}

/**
 * An account's recent sessions or payments. In the dialog's width at a desktop, a table whose
 * times, figures and MACs keep to one line. On a phone (below the console's breakpoint, where
 * the five columns would run past the dialog's edge) one block a row, each value under its
 * column's header in two columns as the account's facts read, so nothing scrolls sideways and a
 * screen reader hears each value with its header.
 */
export function AccountRows<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly AccountColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const small = useSmallScreen();
  if (small) {
    return (
      <ul className="gn-account-stack">
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <dl className="gn-account-facts">
              {columns.map((column) => (
                <div key={column.header}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const kindClass = (column: AccountColumn<Row>) =>
    column.kind === 'end' ? 'gn-account-end' : column.kind === 'wrap' ? 'gn-account-wrap' : '';
  return (
    <div className="gn-account-scroll">
      <table className="gn-account-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.kind === 'end' ? 'gn-account-end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={kindClass(column) || undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
