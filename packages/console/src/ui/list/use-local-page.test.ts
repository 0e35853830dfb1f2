import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocalPage } from './use-local-page';

const items = Array.from({ length: 12 }, (_, i) => `Org ${i + 1}`);

describe('useLocalPage', () => {
  it('shows the page asked for, with the rows before it counted', () => {
    const { result } = renderHook(() => useLocalPage(items, { page: 2, pageSize: 5 }));
    expect(result.current).toMatchObject({ page: 2, lastPage: 3, offset: 5 });
    expect(result.current.rows).toEqual(['Org 6', 'Org 7', 'Org 8', 'Org 9', 'Org 10']);
  });

  it('shows the last page when the list got shorter than the page asked for', () => {
    const { result, rerender } = renderHook(
      ({ list }) => useLocalPage(list, { page: 3, pageSize: 5 }),
      { initialProps: { list: items } },
    );
    expect(result.current.rows).toEqual(['Org 11', 'Org 12']);
    rerender({ list: items.slice(0, 7) });
    expect(result.current).toMatchObject({ page: 2, lastPage: 2, offset: 5 });
    expect(result.current.rows).toEqual(['Org 6', 'Org 7']);
    rerender({ list: [] });
    expect(result.current).toMatchObject({ page: 1, lastPage: 1, offset: 0, rows: [] });
  });
});
