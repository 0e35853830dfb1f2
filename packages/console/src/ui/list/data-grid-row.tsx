// docs/decisions/native-screen-kit.md
import type { ReactNode } from 'react';
import { cellClass, HEAD_HEIGHT } from './grid-layout';
import type { ListColumn } from './list-column';
import type { GridCells } from './use-grid-keyboard';

/** The table model's row as {@link DataGridRow} reads it (@tanstack/react-table's). */
export interface GridModelRow<Row> {
  id: string;
  original: Row;
  getIsSelected: () => boolean;
  toggleSelected: () => void;
  getAllCells: () => { id: string; getValue: () => unknown }[];
}

/**
 * A body row of the grid, placed at `start` px by the windowing: its checkbox when rows are
 * selectable, the link cell (`renderLink`), and a plain cell per other column, whose text shows
 * whole on hover when cut off.
 */
export function DataGridRow<Row>({
  row,
  rowNumber,
  offset,
  start,
  template,
  columns,
  base,
  linkColumn,
  selectable,
  renderLink,
  cells,
  checkLabel,
}: {
  row: GridModelRow<Row>;
  /** The row's grid row, 1-based (the header is 0). */
  rowNumber: number;
  /** How many rows come before this page's first, for `aria-rowindex`. */
  offset: number;
  start: number;
  template: string;
  columns: readonly ListColumn<Row>[];
  base: number;
  linkColumn: number;
  selectable: boolean;
  renderLink: (row: Row, text: string, tabIndex: number) => ReactNode;
  cells: GridCells;
  /** The row checkbox's name: `Select Basic 1 Day`. */
  checkLabel: string;
}) {
  const { cellProps, plainCell, tabIndexOf } = cells;
  const selected = row.getIsSelected();
  return (
    // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
    // biome-ignore lint/a11y/useFocusableInteractive: the row's cells hold the focus
    <div
      role="row"
      aria-rowindex={offset + rowNumber + 1}
      aria-selected={selectable ? selected : undefined}
      className="gn-grid-row"
      style={{
        gridTemplateColumns: template,
        transform: `translateY(${start - HEAD_HEIGHT}px)`,
      }}
    >
      {selectable && (
        // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
        // biome-ignore lint/a11y/useFocusableInteractive: the checkbox inside takes the focus
        <div
          role="gridcell"
          className="gn-grid-cell gn-grid-check gn-grid-pin"
          {...cellProps(rowNumber, 0)}
        >
          <input
            type="checkbox"
            data-focus
            aria-label={checkLabel}
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
        const className = cellClass(column, index);
        return index === linkColumn ? (
          // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
          // biome-ignore lint/a11y/useFocusableInteractive: the link inside takes the focus
          <div key={cell.id} role="gridcell" className={className} {...cellProps(rowNumber, col)}>
            {renderLink(row.original, text, tabIndexOf(rowNumber, col))}
          </div>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
          // biome-ignore lint/a11y/useFocusableInteractive: plainCell gives the tab index
          <div
            key={cell.id}
            role="gridcell"
            className={className}
            // A cut-off text shows whole on hover; a screen reader reads it whole anyway.
            title={text}
            {...plainCell(rowNumber, col)}
          >
            {column.cell ? column.cell(row.original, text) : text}
          </div>
        );
      })}
    </div>
  );
}
