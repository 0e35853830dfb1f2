// docs/decisions/native-screen-kit.md
import type { DboProcedure } from '@guestnet/sdk';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataGridProps } from './data-grid';
import type { ListColumn } from './list-column';
import type { SelectionAction } from './use-bulk-delete';

/** What a list screen shows and calls; most of a native list screen is one of these. */
export interface ListScreenProps<Row extends RowData> {
  /** `Service Plan` / `Service Plans`: the words of the buttons, states and messages. */
  entity: { singular: string; plural: string };
  /** The dbo `List*` procedure. */
  list: DboProcedure;
  /** Fields the `List*` call takes beyond the org and the list state: a batch's `BatchId`. */
  payload?: Record<string, unknown>;
  /** How often the list is read again while it changes on the server (a batch being made). */
  refetchInterval?: number | false;
  /**
   * The dbo `Delete*` procedure, called per selected row with `{ OrgNumber, Id }`: the bulk
   * `Delete`. A list with neither `remove` nor `selectionAction` has no selection.
   */
  remove?: DboProcedure;
  /** Another action on the selected rows instead of `Delete` (revoking codes). */
  selectionAction?: SelectionAction;
  columns: readonly ListColumn<Row>[];
  /** The row's item route, e.g. `/setup/service-plans/item/7`. */
  itemPath?: (row: Row) => string;
  /** The link column's cell when it links to no item (a code, shown as text). */
  renderLink?: DataGridProps<Row>['renderLink'];
  /** The grid's name, when not the entity's plural (`Codes of Gala dinner`). */
  label?: string;
  /** What an empty list says under `No {Entities} yet`; by default, that Add creates the first. */
  emptyContent?: string;
  /** The `Add {Entity}` control: a link to `addPath`, or a whole control (a type menu). */
  addPath?: string;
  addControl?: ReactNode;
  /** More controls at the end of the toolbar (`Print view`), given how many rows match. */
  actions?: (list: { total: number }) => ReactNode;
  /**
   * The downloaded file's name, without the extension: `{exportName}-{org}`, or what the function
   * makes of the org number.
   */
  exportName: string | ((orgNumber: string) => string);
  /** Export CSV takes every row, whatever the filter, rather than the rows matching it. */
  exportAll?: boolean;
}
