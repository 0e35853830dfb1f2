import { afterPaintSettled } from './next-task';

/**
 * However no screen shows (no org selected, a refused screen, a page in a background tab), what
 * waits for the first screen starts after this.
 */
export const FIRST_SCREEN_WAIT_MS = 5000;

/**
 * The page's first screen: work its content does not need (the header's tooltips, the other
 * screens' address schemas) starts once that content is on the page, so its downloads do not
 * share the network with what the first screen is waiting for (docs/decisions/demo-startup.md,
 * "Round 10").
 */
export function createFirstScreen(wait = FIRST_SCREEN_WAIT_MS) {
  let shown: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    shown = resolve;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** Says the first screen's content has been committed; later calls do nothing. */
    shown: () => {
      clearTimeout(timer);
      // Once the page has painted it and settled: a screen that opens in a background render
      // may signal before its content commits.
      afterPaintSettled(shown);
    },
    /** Resolves once the first screen has shown, or `wait` ms after the first call. */
    after: (): Promise<void> => {
      timer ??= setTimeout(shown, wait);
      return first;
    },
  };
}

/** The page's one first screen. */
export const firstScreen = createFirstScreen();
