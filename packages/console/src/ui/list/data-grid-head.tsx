// docs/decisions/native-screen-kit.md
import { SortHeader } from './data-grid-sort-header';
import { cellClass } from './grid-layout';
import type { ListColumn } from './list-column';
import { sortDirection } from './list-search';
import type { GridCells } from './use-grid-keyboard';

/**
 * The grid's header row (grid row 0): the select-all checkbox when rows are selectable, then a
 * header per column, which sorts on a press anywhere in it unless the column says otherwise
 * (docs/decisions/grid-header-sorting.md).
 */
export function DataGridHead<Row>({
  columns,
  template,
  base,
  sort,
  onSort,
  cells,
  selectAll,
}: {
  columns: readonly ListColumn<Row>[];
  template: string;
  base: number;
  sort: string;
  onSort: (field: string) => void;
  cells: GridCells;
  /** The select-all checkbox's state; none when rows are not selectable. */
  selectAll?:
    | { checked: boolean; indeterminate: boolean; disabled: boolean; toggle: () => void }
    | undefined;
}) {
  const { cellProps, plainCell, tabIndexOf } = cells;
  return (
    // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
    <div role="rowgroup" className="gn-grid-head">
      {/* biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the row's cells hold the focus */}
      <div
        role="row"
        aria-rowindex={1}
        className="gn-grid-row"
        style={{ gridTemplateColumns: template }}
      >
        {selectAll && (
          // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
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
              checked={selectAll.checked}
              ref={(input) => {
                if (input) input.indeterminate = selectAll.indeterminate;
              }}
              disabled={selectAll.disabled}
              tabIndex={tabIndexOf(0, 0)}
              onChange={selectAll.toggle}
            />
          </div>
        )}
        {columns.map((column, index) =>
          column.sortable === false ? (
            // biome-ignore lint/a11y/useSemanticElements: ARIA grid, see data-grid.tsx
            // biome-ignore lint/a11y/useFocusableInteractive: plainCell gives the tab index
            <div
              key={column.field}
              role="columnheader"
              className={cellClass(column, index)}
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
  );
}
