import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toggleRefresh } from '../../lib/session/app-state';
import { useLegacyFrame } from './use-legacy-frame';

describe('useLegacyFrame', () => {
  it('shows the spinner until the frame has loaded', () => {
    const { result } = renderHook(() => useLegacyFrame('/Guestnet/Admin/x.aspx'));
    expect(result.current.loading).toBe(true);
    act(() => result.current.onLoad());
    expect(result.current.loading).toBe(false);
  });

  it('reloads the frame, spinner first, when the app refresh flag changes', () => {
    const { result } = renderHook(() => useLegacyFrame('/Guestnet/Admin/x.aspx'));
    act(() => result.current.onLoad());
    const before = result.current.frameKey;
    act(() => toggleRefresh());
    expect(result.current.frameKey).toBe(before + 1);
    expect(result.current.loading).toBe(true);
  });
});
