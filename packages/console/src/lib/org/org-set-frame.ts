import { useSyncExternalStore } from 'react';
import { adminApi } from '../api/api';
import { createStore } from '../platform/store';
import { toggleRefresh } from '../session/app-state';
import { rememberTabToken } from '../session/token';

/** The address of the hidden SetOrg.aspx frame; `null` when no org is being set. */
export const setOrgFrame = createStore<string | null>(null);

/** The hidden frame's address, for the component that renders it. */
export function useSetOrgFrameUrl(): string | null {
  return useSyncExternalStore(setOrgFrame.subscribe, setOrgFrame.get);
}

/**
 * Refreshes the access token after an org change (SPEC.md §7): SetOrg.aspx may have issued a new
 * one, which becomes this tab's own (so the org-change warning does not fire for our own
 * change), and cached answers for the previous org are flushed (DESIGN.md "Caching").
 */
export function refreshTokenAfterOrgChange(): void {
  rememberTabToken();
  adminApi.cache.flush();
}

/**
 * What happens when SetOrg.aspx reports `setOrgComplete` (SPEC.md §4 "Org selection"): the frame
 * URL is cleared, the access token refreshed and the app refresh flag toggled so embedded pages
 * reload for the new org.
 */
export function completeOrgSet(refreshToken: () => void = refreshTokenAfterOrgChange): void {
  setOrgFrame.set(null);
  refreshToken();
  toggleRefresh();
}
