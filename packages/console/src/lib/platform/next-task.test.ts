import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintSettled, SETTLE_WAIT_MS } from './next-task';

/** The browser's frames and idle moments, run when the test says. */
function browserLoop() {
  const frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(SETTLE_WAIT_MS);
      return idle.push(callback);
    },
  );
  return {
    frame: () => {
      for (const callback of frames.splice(0)) callback(0);
    },
    idle: () => {
      for (const callback of idle.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 10 });
    },
  };
}

describe('afterPaintSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for an idle moment, then for the frame that paints what was committed to be shown', () => {
    const loop = browserLoop();
    const ran: string[] = [];
    afterPaintSettled(() => ran.push('task'));
    // A render cut into short tasks: frames come, but no idle moment until it has committed.
    loop.frame();
    loop.frame();
    expect(ran).toEqual([]);
    loop.idle();
    loop.frame();
    // That frame painted the commit; the screen shows it by the next.
    expect(ran).toEqual([]);
    loop.frame();
    // In a task of its own, not inside that frame.
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['task']);
  });
});
