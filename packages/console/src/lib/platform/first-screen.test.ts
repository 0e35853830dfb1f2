import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreen } from './first-screen';

describe('firstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets waiting work start once the first screen has shown, not before', async () => {
    const first = createFirstScreen(5000);
    const started: string[] = [];
    void first.after().then(() => started.push('tooltips'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([]);
    first.shown();
    // Not in the task after the signal: the frame that paints the screen comes first.
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(['tooltips']);
  });

  it('starts the waiting work anyway when no screen shows in time', async () => {
    const first = createFirstScreen(5000);
    const started: string[] = [];
    void first.after().then(() => started.push('addresses'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['addresses']);
  });

  it('lets work asked for after the first screen start at once', async () => {
    const first = createFirstScreen(5000);
    first.shown();
    await vi.advanceTimersByTimeAsync(50);
    let started = false;
    void first.after().then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });
});
