import { browserStorage, readStored, writeStored } from '../platform/browser-storage';

/** Where the sign-in time is kept, shared by every tab (docs/product/states.md: the 12-hour limit). */
export const SIGNED_IN_AT_KEY = 'admin.signedInAt';

/** Records the moment of a successful login. */
export function markSignedIn(
  at: number = Date.now(),
  storage: Storage | undefined = browserStorage(),
): void {
  // Without storage the limit counts from page load instead.
  writeStored(storage, SIGNED_IN_AT_KEY, String(at));
}

/** When the user signed in, or undefined when unknown. */
export function signedInAt(storage: Storage | undefined = browserStorage()): number | undefined {
  const value = Number(readStored(storage, SIGNED_IN_AT_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
