import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGridSelection, useRowSelection } from './use-grid-selection';

describe('useRowSelection', () => {
  it('keeps the selected ids until the page, sort, filter or org changes', () => {
    const { result, rerender } = renderHook(({ key }: { key: string }) => useRowSelection(key), {
      initialProps: { key: 'GN-1|page 1' },
    });
    act(() => result.current.setSelection({ '7': true, '9': true }));
    expect(result.current.selectedIds).toEqual(['7', '9']);
    rerender({ key: 'GN-1|page 1' });
    expect(result.current.selectedIds).toEqual(['7', '9']);
    rerender({ key: 'GN-1|page 2' });
    expect(result.current.selectedIds).toEqual([]);
  });
});

describe('useGridSelection', () => {
  function table(all: boolean, some: boolean) {
    const asked: (boolean | undefined)[] = [];
    return {
      asked,
      getIsAllRowsSelected: () => all,
      getIsSomeRowsSelected: () => some,
      toggleAllRowsSelected: (value?: boolean) => asked.push(value),
    };
  }

  it('is indeterminate with some rows selected, and selects every row on a press', () => {
    const some = table(false, true);
    const { result } = renderHook(() => useGridSelection(some));
    expect(result.current).toMatchObject({ allSelected: false, indeterminate: true });
    result.current.toggleAll();
    expect(some.asked).toEqual([true]);
  });

  it('is checked with every row selected, and selects none on a press', () => {
    const all = table(true, false);
    const { result } = renderHook(() => useGridSelection(all));
    expect(result.current).toMatchObject({ allSelected: true, indeterminate: false });
    result.current.toggleAll();
    expect(all.asked).toEqual([false]);
  });
});
