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
