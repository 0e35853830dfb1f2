import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopFor, useRowWindow, windowKeys } from './use-row-window';

const indexes = (rows: { index: number }[]) => rows.map((row) => row.index);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('rowWindow', () => {
  it('renders the visible rows and the overscan on each side, each at its fixed offset', () => {
    const rows = rowWindow({
      count: 100_000,
      rowHeight: 20,
      overscan: 8,
      viewport: { scrollTop: 90_000 * 20, height: 800 },
    });
    expect(indexes(rows)).toEqual(range(89_992, 90_047));
    expect(rows[8]).toEqual({ index: 90_000, start: 1_800_000 });
  });

  it.each([
    ['at the top', 0, range(0, 47)],
    ['part-way into a row', 15, range(0, 48)],
    ['past the end after the rows shrank', 99_999, range(52, 99)],
  ])('stays within the rows %s', (_, scrollTop, expected) => {
    const viewport = { scrollTop, height: 800 };
    expect(indexes(rowWindow({ count: 100, rowHeight: 20, overscan: 8, viewport }))).toEqual(
      expected,
    );
  });

  it('keeps the roving tab stop rendered wherever it is, in index order', () => {
    const viewport = { scrollTop: 2_000, height: 100 };
    const window = (pinned: number) =>
      indexes(rowWindow({ count: 1_000, rowHeight: 20, overscan: 2, viewport, pinned }));
    expect(window(3)).toEqual([3, ...range(98, 106)]);
    expect(window(900)).toEqual([...range(98, 106), 900]);
    expect(window(100)).toEqual(range(98, 106));
    expect(window(5_000)).toEqual(range(98, 106));
  });

  it('renders nothing without rows or before the element has a height', () => {
    expect(
      rowWindow({ count: 0, rowHeight: 20, overscan: 8, viewport: { scrollTop: 0, height: 800 } }),
    ).toEqual([]);
    expect(
      rowWindow({ count: 50, rowHeight: 20, overscan: 8, viewport: { scrollTop: 0, height: 0 } }),
    ).toEqual([]);
  });
});

describe('scrollTopFor', () => {
  const viewport = { scrollTop: 1_000, height: 200 };
  it.each([
    ['above the view: its top edge at the top', 10, 200],
    ['below the view: its bottom edge at the bottom', 70, 1_220],
    ['in view: no scroll', 55, undefined],
    ['the last row in view', 59, undefined],
    ['the first row in view', 50, undefined],
  ])('brings a row %s', (_, index, expected) => {
    expect(scrollTopFor(index, 20, viewport)).toBe(expected);
  });
});

describe('windowKeys', () => {
  const keysOf = (map: Map<string, number>, rows: string[]) => rows.map((row) => map.get(row));

  it("keeps the keys of rows that stay, and hands the leaving rows' keys to the new ones", () => {
    const first = windowKeys(new Map(), ['a', 'b', 'c', 'd']);
    expect(keysOf(first, ['a', 'b', 'c', 'd'])).toEqual([0, 1, 2, 3]);
    const scrolled = windowKeys(first, ['c', 'd', 'e', 'f']);
    expect(keysOf(scrolled, ['c', 'd', 'e', 'f'])).toEqual([2, 3, 0, 1]);
  });

  it('gives a jump to another part of the list the same keys, so its elements are reused', () => {
    const before = windowKeys(new Map(), ['a', 'b', 'c']);
    const after = windowKeys(before, ['x', 'y', 'z']);
    expect(new Set(after.values())).toEqual(new Set(before.values()));
  });

  it("keeps the pinned row's key across a jump, and no two rows share a key", () => {
    const before = windowKeys(new Map(), ['a', 'focused', 'c']);
    const after = windowKeys(before, ['focused', 'x', 'y', 'z']);
    expect(after.get('focused')).toBe(before.get('focused'));
    expect(new Set(after.values()).size).toBe(4);
  });

  it('gives the same keys when the same window renders again', () => {
    const once = windowKeys(new Map([['q', 5]]), ['a', 'q', 'b']);
    expect(windowKeys(once, ['a', 'q', 'b'])).toEqual(once);
  });
});

describe('useRowWindow', () => {
  function windowOver(count: number) {
    const element = document.createElement('div');
    const scrollRef = { current: element };
    const view = renderHook(() =>
      useRowWindow({ count, rowHeight: 20, overscan: 8, scrollRef, pinned: -1 }),
    );
    const scrollTo = (top: number) =>
      act(() => {
        element.scrollTop = top;
        element.dispatchEvent(new Event('scroll'));
      });
    const indexes = () => view.result.current.rows.map((row) => row.index);
    return { scrollTo, indexes };
  }
  // Without layout, the window is the browser window's height: 768 px in jsdom, 39 rows.
  const VISIBLE = Math.ceil(window.innerHeight / 20);

  it('renders only the visible rows in the frame of a jump, and the overscan once idle', async () => {
    const tree = windowOver(100_000);
    tree.scrollTo(90_000 * 20);
    expect(tree.indexes()[0]).toBe(90_000);
    expect(tree.indexes()).toHaveLength(VISIBLE);
    await waitFor(() => expect(tree.indexes()[0]).toBe(90_000 - 8));
    expect(tree.indexes()).toHaveLength(VISIBLE + 16);
  });

  it('keeps the overscan while the list scrolls by less than a screenful', () => {
    const tree = windowOver(100_000);
    tree.scrollTo(200);
    expect(tree.indexes()[0]).toBe(2);
    expect(tree.indexes()).toHaveLength(VISIBLE + 8 + 8);
  });
});
