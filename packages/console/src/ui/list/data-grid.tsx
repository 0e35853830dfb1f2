// docs/decisions/native-screen-kit.md
import type { RowData, RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, useRef } from 'react';
import { DataGridHead } from './data-grid-head';
import { DataGridRow } from './data-grid-row';
import { GRID_ROW_HEIGHT, gridLayout, HEAD_HEIGHT } from './grid-layout';
import { type ListColumn, textOf } from './list-column';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridModel } from './use-grid-model';
import { useGridSelection } from './use-grid-selection';
import { useGridWindowing } from './use-grid-windowing';
import './data-grid.css';

export { GRID_ROW_HEIGHT } from './grid-layout';
export { useSelectionReset } from './use-grid-selection';

const NO_SELECTION: RowSelectionState = {};
const ignore = () => {};

/** Props of {@link DataGrid}. */
export interface DataGridProps<Row> {
  /** The grid's accessible name, e.g. `Service Plans`. */
  label: string;
  columns: readonly ListColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** All rows matching the filter, on every page: a screen reader hears it (`aria-rowcount`). */
  total: number;
  /** How many rows come before this page's first, for `aria-rowindex`. */
  offset: number;
  getRowId: (row: Row) => string;
  /** The current sort (dbo `Sort`); a header press asks for the next one. */
  sort: string;
  onSort: (field: string) => void;
  /**
   * Whether rows have selection checkboxes (column 0); `false` for a read-only list (a history
   * or search results), whose first column is then the first data column.
   */
  selectable?: boolean;
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Renders the linking cell's content as a link to the row's item; given the tab index. */
  renderLink: (row: Row, text: string, tabIndex: number) => ReactNode;
  /** The grid's height in px; it scrolls inside. */
  height: number;
  /**
   * The rows shown are the previous page's while the next one loads (a new filter, sort or
   * page): the grid says so with `aria-busy`, and dims them.
   */
  busy?: boolean;
}

/**
 * The kit's list grid (docs/product/platform.md "Tables measured"), in three layers: the state
 * hooks (`useGridModel`: @tanstack/react-table for the model and row selection;
 * `useGridWindowing`: @tanstack/react-virtual to window the rows), the behaviour hooks
 * (`useGridKeyboard`: one tab stop with arrow keys, Home/End and Page Up/Down between cells, Space
 * to select a row; `useGridSelection`: the select-all checkbox) and this markup, the ARIA grid
 * done by hand: `aria-rowcount` and `aria-rowindex` so the total is heard, header cells that sort
 * on a press anywhere in them and show the current sort with `aria-sort` and an arrow
 * (docs/decisions/grid-header-sorting.md). Column 0 holds the selection checkboxes (none with
 * `selectable={false}`, whose first data column is then column 0); row 0 is the header row.
 */
export function DataGrid<Row extends RowData>({
  label,
  columns,
  rows,
  total,
  offset,
  getRowId,
  sort,
  onSort,
  selectable = true,
  selection = NO_SELECTION,
  onSelectionChange = ignore,
  renderLink,
  height,
  busy = false,
}: DataGridProps<Row>) {
  const model = useGridModel({
    columns,
    rows,
    getRowId,
    selectable,
    selection,
    onSelectionChange,
  });
  const { rows: modelRows, base, colCount, linkColumn } = model;
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { virtualizer, keptRow } = useGridWindowing({
    count: modelRows.length,
    keyOf: (index) => modelRows[index]?.id ?? index,
    scrollRef,
  });
  const { onKeyDown, ...cells } = useGridKeyboard({
    gridRef,
    rowCount: modelRows.length,
    colCount,
    start: { row: 1, col: linkColumn + base },
    height,
    scrollToRow: (index) => virtualizer.scrollToIndex(index),
    keptRow,
    onSpace: selectable ? (row) => modelRows[row - 1]?.toggleSelected() : undefined,
  });
  const selectAll = useGridSelection(model.table);
  const { template, style } = gridLayout(columns, selectable);
  const linkOf = columns[linkColumn] as ListColumn<Row>;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a windowed grid cannot be a <table>; the ARIA grid pattern is built by hand
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-rowcount={total + 1}
      aria-colcount={colCount}
      aria-multiselectable={selectable ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
      className="gn-grid"
      style={style}
      onKeyDown={onKeyDown}
      tabIndex={-1}
    >
      <div
        ref={scrollRef}
        className="gn-grid-scroll"
        style={{ height: Math.max(GRID_ROW_HEIGHT, height - GRID_ROW_HEIGHT) + HEAD_HEIGHT }}
        onScroll={(event) => {
          // Draws the pinned column's edge only while rows pass under it.
          const scrolled = event.currentTarget.scrollLeft > 0;
          if (gridRef.current) gridRef.current.dataset.scrolledX = String(scrolled);
        }}
      >
        <DataGridHead
          columns={columns}
          template={template}
          base={base}
          sort={sort}
          onSort={onSort}
          cells={cells}
          selectAll={
            selectable
              ? {
                  checked: selectAll.allSelected,
                  indeterminate: selectAll.indeterminate,
                  disabled: modelRows.length === 0,
                  toggle: selectAll.toggleAll,
                }
              : undefined
          }
        />
        {/* biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above */}
        <div
          role="rowgroup"
          className="gn-grid-body"
          style={{ height: virtualizer.getTotalSize() }}
        >
          <div>
            {virtualizer.getVirtualItems().map((item) => {
              const row = modelRows[item.index];
              if (!row) return null;
              return (
                <DataGridRow
                  key={row.id}
                  row={row}
                  rowNumber={item.index + 1}
                  offset={offset}
                  start={item.start}
                  template={template}
                  columns={columns}
                  base={base}
                  linkColumn={linkColumn}
                  selectable={selectable}
                  renderLink={renderLink}
                  cells={cells}
                  checkLabel={selectable ? `Select ${textOf(linkOf, row.original)}` : ''}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
