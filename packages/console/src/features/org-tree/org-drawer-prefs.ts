import { useStore } from '../../hooks/use-store';
import { productKey } from '../../lib/org/org-storage-keys';
import { browserStorage, readStored, writeStored } from '../../lib/platform/browser-storage';
import { createStore } from '../../lib/platform/store';

/** docs/product/constants.md: the drawer's default width. */
export const DRAWER_DEFAULT_WIDTH = 260;
const MIN_WIDTH = 180;
const MAX_WIDTH = 640;

/** Where the drawer width and the show-badges preference are stored (docs/product/screens.md, docs/product/constants.md). */
export const DRAWER_WIDTH_KEY = productKey('orgDrawerWidth');
export const SHOW_BADGES_KEY = productKey('orgTreeShowBadges');

// Blocked storage: a preference holds for this page only.
const read = (key: string) => readStored(browserStorage(), key);
const write = (key: string, value: string) => writeStored(browserStorage(), key, value);

/** Keeps a width between the drawer's limits. */
export function clampDrawerWidth(width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
}

const storedWidth = Number(read(DRAWER_WIDTH_KEY));
const width = createStore(
  Number.isFinite(storedWidth) && storedWidth > 0
    ? clampDrawerWidth(storedWidth)
    : DRAWER_DEFAULT_WIDTH,
);
// Badges are shown unless the user turned them off (docs/product/constants.md).
const badges = createStore(read(SHOW_BADGES_KEY) !== 'false');

/** Sets and stores the drawer width. */
export function setDrawerWidth(next: number): void {
  const clamped = clampDrawerWidth(next);
  width.set(clamped);
  write(DRAWER_WIDTH_KEY, String(clamped));
}

/** Shows or hides the SA/S badges and stores the choice. */
export function setShowBadges(show: boolean): void {
  badges.set(show);
  write(SHOW_BADGES_KEY, String(show));
}

/** The drawer width, for components. */
export function useDrawerWidth(): number {
  return useStore(width);
}

/** The show-badges preference, for components. */
export function useShowBadges(): boolean {
  return useStore(badges);
}
