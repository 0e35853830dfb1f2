import { createStore } from './store';

// docs/decisions/small-screens.md

/** docs/product/constants.md: the mobile breakpoint, in px. Below it the drawer overlays the screen. */
export const MOBILE_BREAKPOINT = 600;

/** The media query of a screen narrower than the breakpoint (a phone, a split screen). */
export const SMALL_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** The part of a `MediaQueryList` the console reads. */
export type ScreenQuery = Pick<
  MediaQueryList,
  'matches' | 'addEventListener' | 'removeEventListener'
>;

/** Whether the window is narrower than the mobile breakpoint; follows resizes and rotations. */
export const smallScreen = createStore(false);

/**
 * Keeps {@link smallScreen} in step with a media query list; returns the unsubscribe. The module
 * follows the window's own list; tests give a fake one.
 */
export function followScreenSize(query: ScreenQuery | undefined): () => void {
  if (!query) return () => {};
  const update = () => smallScreen.set(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}

// jsdom and old engines have no matchMedia: the console is then laid out as on a desktop.
followScreenSize(
  typeof globalThis.matchMedia === 'function'
    ? globalThis.matchMedia(SMALL_SCREEN_QUERY)
    : undefined,
);
