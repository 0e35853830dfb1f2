import { smallScreen } from '../lib/platform/screen-size';
import { type AppState, appState } from '../lib/session/app-state';
import { drawerOpen } from '../lib/session/drawer-state';
import { loggingOut } from '../lib/session/logout';
import { openShellDialog, type ShellDialog } from '../lib/session/shell-dialogs';
import { useStore } from './use-store';

/** The app-wide loading and refresh flags (docs/product/states.md "App-wide"). */
export const useAppState = (): AppState => useStore(appState);

/** Whether the org drawer is open (the drawer, the header's toggle). */
export const useDrawerOpen = (): boolean => useStore(drawerOpen);

/** Whether the `Logging Out` dialog should show. */
export const useLoggingOut = (): boolean => useStore(loggingOut);

/** Which header dialog is open. */
export const useShellDialog = (): ShellDialog => useStore(openShellDialog);

/** Whether the window is narrower than the mobile breakpoint (docs/product/constants.md). */
export const useSmallScreen = (): boolean => useStore(smallScreen);
