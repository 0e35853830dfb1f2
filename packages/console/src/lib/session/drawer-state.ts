import { createStore } from '../platform/store';

/** Where the drawer's open state is kept between visits (SPEC.md §9: persisted under keys). */
export const DRAWER_OPEN_KEY = 'admin.drawerOpen';

function readStored(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(DRAWER_OPEN_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Whether the org drawer is open. */
export const drawerOpen = createStore(readStored(globalThis.localStorage));

/** Whether the org drawer is open now (outside React). */
export function isDrawerOpen(): boolean {
  return drawerOpen.get();
}

/** Opens or closes the org drawer and remembers the choice. */
export function setDrawerOpen(
  open: boolean,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  drawerOpen.set(open);
  try {
    storage?.setItem(DRAWER_OPEN_KEY, String(open));
  } catch {
    // Storage can be full or blocked (private mode); the drawer still toggles for this visit.
  }
}

/** What the header's `Toggle Org Tree` button does. */
export function toggleDrawer(): void {
  setDrawerOpen(!drawerOpen.get());
}
