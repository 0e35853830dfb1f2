import type { RowSelectionState } from '@tanstack/react-table';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListColumn } from './list-column';
import { type GridModelOptions, useGridModel } from './use-grid-model';

interface Plan {
  Id: number;
  Name: string;
  Price: number;
  Active: boolean;
}
const rows: Plan[] = [
  { Id: 7, Name: 'Basic 1 Day', Price: 4.99, Active: true },
  { Id: 8, Name: 'Premium 7 Days', Price: 19.99, Active: false },
];
const columns: ListColumn<Plan>[] = [
  { field: 'Price', header: 'Price', text: (plan) => plan.Price.toFixed(2) },
  { field: 'Name', header: 'Name', link: true },
  { field: 'Active', header: 'Active' },
];

function renderModel(options: Partial<GridModelOptions<Plan>> = {}) {
  const changes: RowSelectionState[] = [];
  const hook = renderHook(() =>
    useGridModel<Plan>({
      columns,
      rows,
      getRowId: (plan) => String(plan.Id),
      selectable: true,
      selection: {},
      onSelectionChange: (selection) => changes.push(selection),
      ...options,
    }),
  );
  return { ...hook, changes };
}

describe('useGridModel', () => {
  it("holds a row per item, keyed by its id, with each column's text in its cells", () => {
    const { result } = renderModel();
    const texts = result.current.rows.map((row) => [
      row.id,
      ...row.getAllCells().map((cell) => cell.getValue()),
    ]);
    expect(texts).toEqual([
      ['7', '4.99', 'Basic 1 Day', 'Yes'],
      ['8', '19.99', 'Premium 7 Days', 'No'],
    ]);
  });

  it('places the data columns after the checkbox column, and links the column that says so', () => {
    expect(renderModel().result.current).toMatchObject({ base: 1, colCount: 4, linkColumn: 1 });
    expect(renderModel({ selectable: false }).result.current).toMatchObject({
      base: 0,
      colCount: 3,
      linkColumn: 1,
    });
    const unlinked = columns.map(({ link: _link, ...column }) => column);
    expect(renderModel({ columns: unlinked }).result.current.linkColumn).toBe(0);
  });

  it('asks for the next selection when a row or every row is toggled', () => {
    const { result, changes } = renderModel({ selection: { '7': true } });
    expect(result.current.rows[0]?.getIsSelected()).toBe(true);
    act(() => result.current.rows[1]?.toggleSelected());
    act(() => result.current.table.toggleAllRowsSelected(false));
    expect(changes).toEqual([{ '7': true, '8': true }, {}]);
  });
});
