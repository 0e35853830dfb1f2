import {
  browserStorage,
  readStored,
  type StorageWriter,
  writeStored,
} from '../platform/browser-storage';
import { smallScreen } from '../platform/screen-size';
import { createStore } from '../platform/store';

/** Where the drawer's open state is kept between visits (docs/product/constants.md: persisted under keys). */
export const DRAWER_OPEN_KEY = 'admin.drawerOpen';

// Below the mobile breakpoint the drawer is an overlay over the screen (docs/decisions/
// small-screens.md): closed until asked for, and its opening is not a preference to keep. The
// stored state is the desktop's, read again when the window grows past the breakpoint.
const initialOpen = () =>
  !smallScreen.get() && readStored(browserStorage(), DRAWER_OPEN_KEY) !== 'false';

/** Whether the org drawer is open. */
export const drawerOpen = createStore(initialOpen());

smallScreen.subscribe(() => drawerOpen.set(initialOpen()));

/** Whether the org drawer is open now (outside React). */
export function isDrawerOpen(): boolean {
  return drawerOpen.get();
}

/** Opens or closes the org drawer; above the mobile breakpoint, remembers the choice. */
export function setDrawerOpen(
  open: boolean,
  storage: StorageWriter | undefined = browserStorage(),
): void {
  drawerOpen.set(open);
  if (smallScreen.get()) return;
  // Storage can be full or blocked (private mode); the drawer still toggles for this visit.
  writeStored(storage, DRAWER_OPEN_KEY, String(open));
}

/** What the header's `Toggle Org Tree` button does. */
export function toggleDrawer(): void {
  setDrawerOpen(!drawerOpen.get());
}
