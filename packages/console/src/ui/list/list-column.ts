import type { ReactNode } from 'react';

/**
 * One column of a list screen: the field the server sorts by, its heading, and its
 * text. The same text fills the grid's cell and the CSV export's, so what is exported is what
 * is seen.
 */
export interface ListColumn<Row> {
  /** The row's field, the column's id and the dbo `Sort` name. */
  field: string;
  header: string;
  /** The cell's text; by default the field's value (`Yes`/`No` for booleans, `''` for none). */
  text?: (row: Row) => string;
  /**
   * What the grid's cell shows, when it is more than its text (a display path with each name
   * isolated); the text still goes to the CSV export and the cell's hover.
   */
  cell?: (row: Row, text: string) => ReactNode;
  /** Whether the header sorts the list; `true` unless said. */
  sortable?: boolean;
  /** `end` for figures. */
  align?: 'start' | 'end';
  /** A CSS grid track, e.g. `minmax(12rem, 2fr)`; `minmax(8rem, 1fr)` by default. */
  width?: string;
  /** The column whose cell links to the row's item; the first column unless one says so. */
  link?: boolean;
}

/** The text of a row's cell in a column. */
export function textOf<Row>(column: ListColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = (row as Record<string, unknown>)[column.field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
