// docs/decisions/native-screen-kit.md
import {
  type FocusEventHandler,
  type KeyboardEvent,
  type MutableRefObject,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { GRID_ROW_HEIGHT } from './grid-layout';

/** A grid cell: row 0 is the header row, column 0 the checkbox column when rows are selectable. */
export interface GridCell {
  row: number;
  col: number;
}

/** What a grid cell spreads on its element: its place, and the focus tracking. */
export interface GridCellProps {
  'data-row': number;
  'data-col': number;
  'aria-colindex': number;
  onFocus: FocusEventHandler;
}

/** What {@link useGridKeyboard} is given. */
export interface GridKeyboardOptions {
  gridRef: RefObject<HTMLDivElement | null>;
  /** Body rows (the last grid row) and grid columns. */
  rowCount: number;
  colCount: number;
  /** The cell holding the tab stop at first: the first row's link. */
  start: GridCell;
  /** The grid's height in px, for Page Up/Down. */
  height: number;
  /** Brings the body row at a 0-based index into view (the windowing's). */
  scrollToRow: (index: number) => void;
  /** The windowing's kept row, which this hook keeps on the tab stop's row. */
  keptRow: MutableRefObject<number>;
  /** Space on a body row, 1-based: selects it, when rows are selectable. */
  onSpace?: ((row: number) => void) | undefined;
}

/**
 * The grid's one tab stop (a roving tab index) and its keys: arrow keys, Home/End (with Ctrl, the
 * first or last row), Page Up/Down between cells, and Space on a row. The stop starts on the
 * first row's link (the cell a user most often wants), inside the scrolling body, so keyboard
 * users reach the rows at once; a new page or filter with fewer rows keeps it on a cell that
 * exists. A cell that holds no control takes the focus itself (`plainCell`); a cell holding a
 * control marks it `data-focus` and gives it `tabIndexOf`.
 */
export function useGridKeyboard({
  gridRef,
  rowCount,
  colCount,
  start,
  height,
  scrollToRow,
  keptRow,
  onSpace,
}: GridKeyboardOptions) {
  const [active, setActive] = useState<GridCell>(start);
  const focusPending = useRef(false);
  const current: GridCell = {
    row: Math.min(active.row, rowCount),
    col: Math.min(active.col, colCount - 1),
  };
  keptRow.current = current.row;

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
      row: Math.max(0, Math.min(rowCount, row)),
      col: Math.max(0, Math.min(colCount - 1, col)),
    };
    if (next.row > 0) scrollToRow(next.row - 1);
    focusPending.current = true;
    setActive(next);
  };

  const pageRows = Math.max(1, Math.floor(height / GRID_ROW_HEIGHT) - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const { row, col } = current;
    const target = ((): GridCell | undefined => {
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
          return { row: event.ctrlKey ? rowCount : row, col: colCount - 1 };
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
    if (event.key === ' ' && row > 0 && onSpace) {
      event.preventDefault();
      onSpace(row);
    }
  };

  const tabIndexOf = (row: number, col: number) =>
    row === current.row && col === current.col ? 0 : -1;
  const cellProps = (row: number, col: number): GridCellProps => ({
    'data-row': row,
    'data-col': col,
    'aria-colindex': col + 1,
    onFocus: () => {
      if (row !== active.row || col !== active.col) setActive({ row, col });
    },
  });
  const plainCell = (row: number, col: number) => ({
    ...cellProps(row, col),
    tabIndex: tabIndexOf(row, col),
  });
  return { onKeyDown, tabIndexOf, cellProps, plainCell };
}

/** The cell props {@link useGridKeyboard} gives the grid's markup. */
export type GridCells = Omit<ReturnType<typeof useGridKeyboard>, 'onKeyDown'>;
