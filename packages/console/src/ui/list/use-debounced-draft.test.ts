import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, useDebouncedDraft } from './use-debounced-draft';

const trimmed = (text: string) => text.trim();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedDraft', () => {
  it('shows what is typed at once and applies it, trimmed, after the pause from the last change', () => {
    const applied: string[] = [];
    const onApply = (text: string) => applied.push(text);
    const { result } = renderHook(() => useDebouncedDraft('', onApply, trimmed));
    act(() => result.current[1]('wi'));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50));
    act(() => result.current[1]('wifi '));
    expect(result.current[0]).toBe('wifi ');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50));
    expect(applied).toEqual([]);
    act(() => vi.advanceTimersByTime(50));
    expect(applied).toEqual(['wifi']);
  });

  it('times the pause from the last key and calls the latest handler, however often the caller makes a new one', () => {
    const applied: string[] = [];
    const { result, rerender } = renderHook(
      ({ round }) =>
        useDebouncedDraft('', (text: string) => applied.push(`${round}:${text}`), trimmed),
      { initialProps: { round: 1 } },
    );
    act(() => result.current[1]('silva'));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50));
    // The screen renders again (its answer arrived): a new handler, and the pause goes on.
    rerender({ round: 2 });
    act(() => vi.advanceTimersByTime(50));
    expect(applied).toEqual(['2:silva']);
  });

  it('applies nothing while the draft is not valid', () => {
    const applied: string[] = [];
    const { result } = renderHook(() =>
      useDebouncedDraft<string>(
        '',
        (text: string) => applied.push(text),
        (text) => (text.startsWith('GN-') ? text : undefined),
      ),
    );
    act(() => result.current[1]('GX-1'));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(applied).toEqual([]);
    act(() => result.current[1]('GN-1'));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(applied).toEqual(['GN-1']);
  });

  it('shows a value changed from elsewhere (Back, a saved view) without applying it again', () => {
    const applied: string[] = [];
    const onApply = (text: string) => applied.push(text);
    const { result, rerender } = renderHook(({ value }) => useDebouncedDraft(value, onApply), {
      initialProps: { value: 'lobby' },
    });
    rerender({ value: 'pool' });
    expect(result.current[0]).toBe('pool');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(applied).toEqual([]);
  });

  it('applies the draft at once on demand (Enter), and not again when the pause ends', () => {
    const applied: string[] = [];
    const onApply = (text: string) => applied.push(text);
    const { result } = renderHook(() => useDebouncedDraft('', onApply, trimmed));
    act(() => result.current[1]('room 101 '));
    act(() => result.current[2]());
    expect(applied).toEqual(['room 101']);
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    act(() => result.current[2]());
    expect(applied).toEqual(['room 101']);
    // A draft that is not valid is not applied, on demand either.
    const strict = renderHook(() => useDebouncedDraft<string>('', onApply, () => undefined));
    act(() => strict.result.current[1]('x'));
    act(() => strict.result.current[2]());
    expect(applied).toEqual(['room 101']);
  });
});
