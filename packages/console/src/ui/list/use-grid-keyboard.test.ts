import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { type GridKeyboardOptions, useGridKeyboard } from './use-grid-keyboard';

/** A key press as the grid's onKeyDown gets it; `prevented` says whether the grid took it. */
function press(key: string, ctrlKey = false) {
  const event = { key, ctrlKey, prevented: false, preventDefault: () => {} };
  event.preventDefault = () => {
    event.prevented = true;
  };
  return event;
}

function renderKeyboard(options: Partial<GridKeyboardOptions> = {}) {
  const scrolled: number[] = [];
  const spaced: number[] = [];
  const keptRow = { current: 0 };
  const props: GridKeyboardOptions = {
    gridRef: { current: null },
    rowCount: 30,
    colCount: 4,
    start: { row: 1, col: 1 },
    height: 400,
    scrollToRow: (index) => scrolled.push(index),
    keptRow,
    onSpace: (row) => spaced.push(row),
    ...options,
  };
  const hook = renderHook((props: GridKeyboardOptions) => useGridKeyboard(props), {
    initialProps: props,
  });
  const keyDown = (key: string, ctrlKey = false) => {
    const event = press(key, ctrlKey);
    act(() => hook.result.current.onKeyDown(event as unknown as KeyboardEvent));
    return event.prevented;
  };
  /** The one cell with tab index 0. */
  const stop = () => {
    for (let row = 0; row <= props.rowCount; row++)
      for (let col = 0; col < props.colCount; col++)
        if (hook.result.current.tabIndexOf(row, col) === 0) return [row, col];
    return undefined;
  };
  return { ...hook, props, keyDown, stop, scrolled, spaced, keptRow };
}

describe('useGridKeyboard', () => {
  it('starts the one tab stop on the first row’s link cell and moves it with the arrow keys', () => {
    const grid = renderKeyboard();
    expect(grid.stop()).toEqual([1, 1]);
    expect(grid.keyDown('ArrowDown')).toBe(true);
    expect(grid.keyDown('ArrowRight')).toBe(true);
    expect(grid.stop()).toEqual([2, 2]);
    grid.keyDown('ArrowUp');
    grid.keyDown('ArrowUp');
    grid.keyDown('ArrowUp');
    // The header row is row 0; nothing goes above it.
    expect(grid.stop()).toEqual([0, 2]);
    // Each move to a body row brings it into view; the header row is always in view.
    expect(grid.scrolled).toEqual([1, 1, 0]);
  });

  it('goes to the row’s ends with Home and End, the grid’s with Ctrl, and a window down with Page Down', () => {
    const grid = renderKeyboard();
    grid.keyDown('End');
    expect(grid.stop()).toEqual([1, 3]);
    grid.keyDown('Home');
    expect(grid.stop()).toEqual([1, 0]);
    grid.keyDown('End', true);
    expect(grid.stop()).toEqual([30, 3]);
    grid.keyDown('Home', true);
    expect(grid.stop()).toEqual([1, 0]);
    // 400 px hold 10 rows of 40 px, less the header's.
    grid.keyDown('PageDown');
    expect(grid.stop()).toEqual([10, 0]);
    expect(grid.scrolled.at(-1)).toBe(9);
    expect(grid.keptRow.current).toBe(10);
  });

  it('keeps the stop on a cell that exists when a page has fewer rows, and leaves other keys alone', () => {
    const grid = renderKeyboard();
    grid.keyDown('End', true);
    grid.rerender({ ...grid.props, rowCount: 4 });
    expect(grid.result.current.tabIndexOf(4, 3)).toBe(0);
    expect(grid.keyDown('a')).toBe(false);
  });

  it('selects the row with Space, only where rows are selectable', () => {
    const grid = renderKeyboard();
    grid.keyDown('ArrowDown');
    expect(grid.keyDown(' ')).toBe(true);
    expect(grid.spaced).toEqual([2]);
    const readOnly = renderKeyboard({ onSpace: undefined });
    expect(readOnly.keyDown(' ')).toBe(false);
  });

  it('moves the stop to a cell that takes the focus by a click', () => {
    const grid = renderKeyboard();
    act(() => grid.result.current.cellProps(5, 2).onFocus({} as never));
    expect(grid.stop()).toEqual([5, 2]);
    expect(grid.result.current.plainCell(5, 2)).toMatchObject({
      'data-row': 5,
      'data-col': 2,
      'aria-colindex': 3,
      tabIndex: 0,
    });
  });
});
