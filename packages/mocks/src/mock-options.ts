import { MockState } from './mock-state.js';
import type { ScenarioName } from './scenarios.js';

/** Options shared by the MSW handlers, the Node middleware and the mock server. */
export interface MockOptions {
  /** The scenario when a request names none; a function is asked on every request. */
  scenario?: ScenarioName | (() => ScenarioName);
  /** The seed of all generated data. Default 1. */
  seed?: number;
  /** How long the `slow` scenario waits before answering. Default 2500 ms. */
  slowMs?: number;
  /**
   * The share of calls the `flaky` scenario fails, 0 to 1, when a request asks for none
   * (`Prefer: flaky-rate=…`, `__flakyRate`). Default 0.3.
   */
  flakyRate?: number;
  /** Where saved dbo records live; defaults to the shared state that `resetMockState()` clears. */
  state?: MockState;
  /**
   * The clock of what a change stamps (a new org's `Created`, an admin history entry's `When`).
   * Default the real time; a fixed clock makes every answer byte-identical between runs.
   */
  now?: () => Date;
}

/** The state the handlers use unless given their own. */
export const sharedMockState = new MockState();

/**
 * Forgets every dbo record saved or deleted through the default handlers (call it in
 * `afterEach`), so each test starts from the seeded data.
 *
 * @example
 * afterEach(() => resetMockState());
 */
export function resetMockState(): void {
  sharedMockState.reset();
}
