// docs/decisions/native-screen-kit.md
import {
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SortHeader } from './data-grid-sort-header';
import { type ListColumn, textOf } from './list-column';
import { sortDirection } from './list-search';
import './data-grid.css';

const features = tableFeatures({ rowSelectionFeature });
const NO_SELECTION: RowSelectionState = {};
const ignore = () => {};

/** The height of a body row, in px; rows are windowed, so it is fixed. */
export const GRID_ROW_HEIGHT = 40;
/** The header row and the rule under it. */
const HEAD_HEIGHT = GRID_ROW_HEIGHT + 1;
const CHECK_WIDTH = '44px';
/** The first data column stays in view when the grid scrolls sideways. */
const PIN_FIRST = ' gn-grid-pin gn-grid-pin-first';

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

interface Cell {
  row: number;
  col: number;
}

/**
 * The kit's list grid (docs/product/platform.md "Tables measured"): @tanstack/react-table for the model and row
 * selection, @tanstack/react-virtual to window the rows, and the ARIA grid done by hand:
 * `aria-rowcount` and `aria-rowindex` so the total is heard, header cells that sort on a press
 * anywhere in them and show the current sort with `aria-sort` and an arrow
 * (docs/decisions/grid-header-sorting.md), one tab stop with arrow keys, Home/End and Page
 * Up/Down between cells, Space to select a row, and a select-all checkbox. Column 0 holds the
 * selection checkboxes (none with `selectable={false}`, whose first data column is then column
 * 0); row 0 is the header row.
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
  // The data columns start after the checkbox column when there is one.
  const base = selectable ? 1 : 0;
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
  const modelRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const linkColumn = Math.max(
    0,
    columns.findIndex((column) => column.link),
  );
  // The tab stop starts on the first row's link (the cell a user most often wants), inside the
  // scrolling body, so keyboard users reach the rows at once.
  const [active, setActive] = useState<Cell>({ row: 1, col: linkColumn + base });
  const activeRow = useRef(0);
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    // The header row scrolls with the body (one container, so they move sideways in step) and
    // stays on top: the rows start below it, and a row brought into view clears it.
    scrollMargin: HEAD_HEIGHT,
    scrollPaddingStart: HEAD_HEIGHT,
    getItemKey: (index) => modelRows[index]?.id ?? index,
    overscan: 4,
    // The row holding the tab stop stays rendered when scrolled away, so Tab always reaches the
    // grid.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const index = activeRow.current - 1;
      if (index >= 0 && index < range.count && !indexes.includes(index)) {
        indexes.push(index);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });
  const focusPending = useRef(false);
  const colCount = columns.length + base;
  // A new page or filter may have fewer rows: keep the tab stop on a cell that exists.
  const lastRow = modelRows.length;
  const current: Cell = {
    row: Math.min(active.row, lastRow),
    col: Math.min(active.col, colCount - 1),
  };
  activeRow.current = current.row;

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const target = gridRef.current?.querySelector<HTMLElement>(
      `[data-row="${current.row}"][data-col="${current.col}"]`,
    );
    const focusable = target?.querySelector<HTMLElement>('[data-focus]') ?? target;
    if (focusable) {
      focusPending.current = false;
      focusable.focus();
    }
  });

  const moveTo = (row: number, col: number) => {
    const next = {
      row: Math.max(0, Math.min(lastRow, row)),
      col: Math.max(0, Math.min(colCount - 1, col)),
    };
    if (next.row > 0) virtualizer.scrollToIndex(next.row - 1);
    focusPending.current = true;
    setActive(next);
  };

  const pageRows = Math.max(1, Math.floor(height / GRID_ROW_HEIGHT) - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const { row, col } = current;
    const target = ((): Cell | undefined => {
      switch (event.key) {
        case 'ArrowDown':
          return { row: row + 1, col };
        case 'ArrowUp':
          return { row: row - 1, col };
        case 'ArrowRight':
          return { row, col: col + 1 };
        case 'ArrowLeft':
          return { row, col: col - 1 };
        case 'Home':
          return event.ctrlKey ? { row: 1, col: 0 } : { row, col: 0 };
        case 'End':
          return { row: event.ctrlKey ? lastRow : row, col: colCount - 1 };
        case 'PageDown':
          return { row: row + pageRows, col };
        case 'PageUp':
          return { row: Math.max(1, row - pageRows), col };
        default:
          return undefined;
      }
    })();
    if (target) {
      event.preventDefault();
      moveTo(target.row, target.col);
      return;
    }
    if (event.key === ' ' && row > 0 && selectable) {
      event.preventDefault();
      modelRows[row - 1]?.toggleSelected();
    }
  };

  const tabIndexOf = (row: number, col: number) =>
    row === current.row && col === current.col ? 0 : -1;
  const cellProps = (row: number, col: number) => ({
    'data-row': row,
    'data-col': col,
    'aria-colindex': col + 1,
    onFocus: () => {
      if (row !== active.row || col !== active.col) setActive({ row, col });
    },
  });
  // A cell that holds no control takes the focus itself.
  const plainCell = (row: number, col: number) => ({
    ...cellProps(row, col),
    tabIndex: tabIndexOf(row, col),
  });
  const template = `${selectable ? `${CHECK_WIDTH} ` : ''}${columns.map((column) => column.width ?? DEFAULT_WIDTH).join(' ')}`;
  // Narrower than its columns' minimums (a phone, a tablet beside the drawer), the grid scrolls
  // sideways with the checkbox and first column pinned (docs/decisions/small-screens.md).
  const pinned = selectable ? `${CHECK_WIDTH} + ` : '';
  const layout = {
    '--gn-grid-min': `calc(${pinned}${columns.map((column) => minimumOf(column.width)).join(' + ')})`,
    '--gn-grid-pinned': `calc(${pinned}${minimumOf(columns[0]?.width)})`,
    '--gn-grid-first-left': selectable ? CHECK_WIDTH : '0px',
  } as CSSProperties;
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();

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
      style={layout}
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
        {/* biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above */}
        <div role="rowgroup" className="gn-grid-head">
          {/* biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: the row's cells hold the focus */}
          <div
            role="row"
            aria-rowindex={1}
            className="gn-grid-row"
            style={{ gridTemplateColumns: template }}
          >
            {selectable && (
              // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above
              // biome-ignore lint/a11y/useFocusableInteractive: the checkbox inside takes the focus
              <div
                role="columnheader"
                className="gn-grid-cell gn-grid-check gn-grid-pin"
                {...cellProps(0, 0)}
              >
                <input
                  type="checkbox"
                  data-focus
                  aria-label="Select all rows on this page"
                  checked={allSelected}
                  ref={(input) => {
                    if (input) input.indeterminate = someSelected && !allSelected;
                  }}
                  disabled={modelRows.length === 0}
                  tabIndex={tabIndexOf(0, 0)}
                  onChange={() => table.toggleAllRowsSelected(!allSelected)}
                />
              </div>
            )}
            {columns.map((column, index) =>
              column.sortable === false ? (
                // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above
                // biome-ignore lint/a11y/useFocusableInteractive: plainCell gives the tab index
                <div
                  key={column.field}
                  role="columnheader"
                  className={`gn-grid-cell${column.align === 'end' ? ' gn-grid-end' : ''}${index === 0 ? PIN_FIRST : ''}`}
                  {...plainCell(0, index + base)}
                >
                  {column.header}
                </div>
              ) : (
                <SortHeader
                  key={column.field}
                  header={column.header}
                  direction={sortDirection(sort, column.field)}
                  align={column.align}
                  pinned={index === 0}
                  tabIndex={tabIndexOf(0, index + base)}
                  onSort={() => onSort(column.field)}
                  cell={cellProps(0, index + base)}
                />
              ),
            )}
          </div>
        </div>
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
              const rowNumber = item.index + 1;
              const selected = row.getIsSelected();
              return (
                // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above
                // biome-ignore lint/a11y/useFocusableInteractive: the row's cells hold the focus
                <div
                  key={row.id}
                  role="row"
                  aria-rowindex={offset + rowNumber + 1}
                  aria-selected={selectable ? selected : undefined}
                  className="gn-grid-row"
                  style={{
                    gridTemplateColumns: template,
                    transform: `translateY(${item.start - HEAD_HEIGHT}px)`,
                  }}
                >
                  {selectable && (
                    // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above
                    // biome-ignore lint/a11y/useFocusableInteractive: the checkbox inside takes the focus
                    <div
                      role="gridcell"
                      className="gn-grid-cell gn-grid-check gn-grid-pin"
                      {...cellProps(rowNumber, 0)}
                    >
                      <input
                        type="checkbox"
                        data-focus
                        aria-label={`Select ${textOf(columns[linkColumn] as ListColumn<Row>, row.original)}`}
                        checked={selected}
                        tabIndex={tabIndexOf(rowNumber, 0)}
                        onChange={() => row.toggleSelected()}
                      />
                    </div>
                  )}
                  {row.getAllCells().map((cell, index) => {
                    const column = columns[index] as ListColumn<Row>;
                    const text = String(cell.getValue() ?? '');
                    const col = index + base;
                    const className = `gn-grid-cell${column.align === 'end' ? ' gn-grid-end' : ''}${index === 0 ? PIN_FIRST : ''}`;
                    return index === linkColumn ? (
                      // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above
                      // biome-ignore lint/a11y/useFocusableInteractive: the link inside takes the focus
                      <div
                        key={cell.id}
                        role="gridcell"
                        className={className}
                        {...cellProps(rowNumber, col)}
                      >
                        {renderLink(row.original, text, tabIndexOf(rowNumber, col))}
                      </div>
                    ) : (
                      // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see above
                      // biome-ignore lint/a11y/useFocusableInteractive: plainCell gives the tab index
                      <div
                        key={cell.id}
                        role="gridcell"
                        className={className}
                        // A cut-off text shows whole on hover; a screen reader reads it whole anyway.
                        title={text}
                        {...plainCell(rowNumber, col)}
                      >
                        {text}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

const DEFAULT_WIDTH = 'minmax(8rem, 1fr)';

/** The least width of a column's track: `12rem` of `minmax(12rem, 2fr)`. */
function minimumOf(width = DEFAULT_WIDTH): string {
  const minmax = /^minmax\(\s*([^,]+?)\s*,/.exec(width);
  if (minmax?.[1]) return minmax[1];
  return /^[\d.]+(px|rem|em)$/.test(width) ? width : '8rem';
}

/** Keeps the selection to the rows on screen: a new page, sort or filter starts with none. */
export function useSelectionReset(
  key: string,
  onSelectionChange: (selection: RowSelectionState) => void,
): void {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    onSelectionChange({});
  }, [key, onSelectionChange]);
}
