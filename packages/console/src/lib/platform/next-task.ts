/**
 * A task of its own, after the current one and the input and rendering waiting before it (what
 * React's scheduler uses; a timer may be clamped).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** However the paint is missed (no Paint Timing, a page never shown), it goes on after this. */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the page's first contentful paint is recorded (at once when it already is), so
 * work that paint does not need can start after it; without Paint Timing, or if nothing is
 * painted in 3 s (a page opened in a background tab), it resolves then.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise<void>((painted) => {
    const timer = setTimeout(painted, PAINT_WAIT_MS);
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(timer);
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** However busy the page stays, work waiting for it to settle starts after this. */
export const SETTLE_WAIT_MS = 1000;

/**
 * Runs `task` once the page has painted what it is rendering now: at the browser's first idle
 * moment (at most `SETTLE_WAIT_MS` away), then once the next frame, which paints what was
 * committed by then, has been shown. A render React cuts into short tasks leaves no idle moment until it has
 * committed, where a frame or a task comes between its slices; and the frame after a commit is
 * the one that paints it (docs/decisions/demo-startup.md, "Round 11"). Where the browser has no
 * idle callbacks, the frame alone; in a hidden tab, which paints nothing, a task.
 */
export function afterPaintSettled(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) {
    setTimeout(task, 0);
    return;
  }
  // A frame's callbacks run before it paints, and the screen shows it a little later still: the
  // next frame's callbacks run once it has been shown.
  // next frame's callbacks run once it has been shown; the task runs after them, not inside a
  // frame.
  const painted = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task, 0)));
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(painted, { timeout: SETTLE_WAIT_MS });
  } else painted();
}
