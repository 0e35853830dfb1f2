// docs/decisions/grid-header-sorting.md
import { type FocusEventHandler, useRef } from 'react';

/** Props of {@link SortHeader}. */
export interface SortHeaderProps {
  header: string;
  /** How the list is sorted by this column now: the list's default, the address's or a click's. */
  direction: 'ascending' | 'descending' | 'none';
  align?: 'start' | 'end' | undefined;
  /** The grid's first data column, which stays in view when the grid scrolls sideways. */
  pinned?: boolean;
  /** The grid's roving tab index for this header: `0` when it holds the grid's tab stop. */
  tabIndex: number;
  onSort: () => void;
  /** The grid's cell position and focus tracking (`data-row`, `data-col`, `aria-colindex`). */
  cell: {
    'data-row': number;
    'data-col': number;
    'aria-colindex': number;
    onFocus: FocusEventHandler;
  };
}

/**
 * A sortable column header of the grid: the whole cell is the press target, as in spreadsheets,
 * AG Grid and MUI, and its button is the one focusable element, which Enter and Space press and
 * a screen reader names. The button has no handler of its own: its click (from the mouse or the
 * keyboard) bubbles to the cell's, so a press sorts once wherever it lands in the cell.
 */
export function SortHeader({
  header,
  direction,
  align,
  pinned = false,
  tabIndex,
  onSort,
  cell,
}: SortHeaderProps) {
  const button = useRef<HTMLButtonElement>(null);
  const press = () => {
    // A click beside the text would leave the focus on the grid: give it to the header's
    // button, as a click on the text does, so the tab stop follows the user.
    button.current?.focus();
    onSort();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the grid is an ARIA grid built by hand (data-grid.tsx)
    // biome-ignore lint/a11y/useFocusableInteractive: the sort button inside takes the focus
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes Enter and Space
    <div
      role="columnheader"
      aria-sort={direction}
      className={`gn-grid-cell gn-grid-sortable${align === 'end' ? ' gn-grid-end' : ''}${pinned ? ' gn-grid-pin gn-grid-pin-first' : ''}`}
      onClick={press}
      {...cell}
    >
      <button ref={button} type="button" data-focus className="gn-grid-sort" tabIndex={tabIndex}>
        {header}
        <span aria-hidden="true" className="gn-grid-arrow">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
        </span>
      </button>
    </div>
  );
}
