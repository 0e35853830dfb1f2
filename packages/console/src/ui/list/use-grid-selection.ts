// docs/decisions/native-screen-kit.md
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';

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

/**
 * A list screen's selected rows, for the grid's `selection` and a bulk action: emptied whenever
 * `resetKey` changes (the org, the page, the sort or the filter), so an action only ever takes
 * rows the user sees selected. `selectedIds` are the ids of the selected rows.
 */
export function useRowSelection(resetKey: string) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  useSelectionReset(resetKey, setSelection);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  return { selection, setSelection, selectedIds };
}

/** The table model's part {@link useGridSelection} reads (@tanstack/react-table's). */
interface SelectableTable {
  getIsAllRowsSelected: () => boolean;
  getIsSomeRowsSelected: () => boolean;
  toggleAllRowsSelected: (value?: boolean) => void;
}

/**
 * The select-all checkbox of the grid's header: checked when every row of the page is,
 * indeterminate when some are, and a press selects all or none.
 */
export function useGridSelection(table: SelectableTable) {
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  return {
    allSelected,
    indeterminate: someSelected && !allSelected,
    toggleAll: () => table.toggleAllRowsSelected(!allSelected),
  };
}
