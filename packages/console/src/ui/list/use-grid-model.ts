// docs/decisions/native-screen-kit.md
import {
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { type ListColumn, textOf } from './list-column';

const features = tableFeatures({ rowSelectionFeature });

/** What {@link useGridModel} is given: the grid's columns, rows and selection. */
export interface GridModelOptions<Row> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Whether rows have selection checkboxes (column 0 of the grid). */
  selectable: boolean;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

/**
 * The grid's table model (@tanstack/react-table): a row per item with a cell per column holding
 * the column's text, and the row selection. `base` is the grid column of the first data column (1
 * after the checkbox column), `linkColumn` the data column whose cell links to the row's item
 * (the first unless a column says `link`), `colCount` the grid's columns.
 */
export function useGridModel<Row extends RowData>({
  columns,
  rows,
  getRowId,
  selectable,
  selection,
  onSelectionChange,
}: GridModelOptions<Row>) {
  const tableColumns = useMemo<ColumnDef<typeof features, Row, unknown>[]>(
    () =>
      columns.map((column) => ({
        id: column.field,
        header: column.header,
        accessorFn: (row: Row) => textOf(column, row),
      })),
    [columns],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as Row[],
    getRowId: (row) => getRowId(row),
    enableRowSelection: selectable,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  const base = selectable ? 1 : 0;
  return {
    table,
    rows: table.getRowModel().rows,
    base,
    colCount: columns.length + base,
    linkColumn: Math.max(
      0,
      columns.findIndex((column) => column.link),
    ),
  };
}

/** The model {@link useGridModel} gives. */
export type GridModel<Row extends RowData> = ReturnType<typeof useGridModel<Row>>;
