/**
 * How often a journey's `expect.poll` asks again while it waits for a state to settle (an
 * animation to end, a debounced address, the focus to move): every 50 ms, then every 100 ms.
 * Playwright's own intervals (0.1, 0.25, 0.5, then 1 s) see a state up to a second after it came,
 * and each of the journeys' waits for an audit, a picture or a dialog paid for that
 * (docs/decisions/test-command-time.md). A wait's outcome does not change, only when it is seen.
 */
export const POLL_OFTEN = { intervals: [50, 100] };
