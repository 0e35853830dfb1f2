import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { snackbarQueue } from '../snackbar-queue';
import { useListExport } from './use-list-export';

const PLANS = { singular: 'Service Plan', plural: 'Service Plans' };
const said = () => snackbarQueue.get().map((message) => [message.kind, message.message]);

afterEach(() => snackbarQueue.set([]));

describe('useListExport', () => {
  it('opens the dialog, and on a finished export closes it and says how many rows', () => {
    const { result } = renderHook(() => useListExport(PLANS));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.done(1));
    expect(result.current.isOpen).toBe(false);
    expect(said()).toEqual([['success', 'Exported 1 Service Plan']]);
  });

  it('says nothing of a cancelled or failed export, and keeps its open across renders', () => {
    const { result, rerender } = renderHook(() => useListExport(PLANS));
    const open = result.current.open;
    act(() => open());
    rerender();
    expect(result.current.open).toBe(open);
    act(() => result.current.done(undefined));
    expect(result.current.isOpen).toBe(false);
    expect(said()).toEqual([]);
  });
});
