import { useSyncExternalStore } from 'react';
import { toggleRefresh } from './app-state';
import { createStore } from './store';

/** The address of the hidden SetOrg.aspx frame; `null` when no org is being set. */
export const setOrgFrame = createStore<string | null>(null);

/** The hidden frame's address, for the component that renders it. */
export function useSetOrgFrameUrl(): string | null {
  return useSyncExternalStore(setOrgFrame.subscribe, setOrgFrame.get);
}

/**
 * What happens when SetOrg.aspx reports `setOrgComplete` (SPEC.md §4 "Org selection"): the frame
 * URL is cleared, the access token refreshed and the app refresh flag toggled so embedded pages
 * reload for the new org.
 */
export function completeOrgSet(refreshToken: () => void = () => {}): void {
  setOrgFrame.set(null);
  refreshToken();
  toggleRefresh();
}
