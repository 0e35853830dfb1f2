/** Where the sign-in time is kept, shared by every tab (SPEC.md §4: the 12-hour limit). */
export const SIGNED_IN_AT_KEY = 'admin.signedInAt';

/** Records the moment of a successful login. */
export function markSignedIn(at: number = Date.now(), storage: Storage = localStorage): void {
  try {
    storage.setItem(SIGNED_IN_AT_KEY, String(at));
  } catch {
    // Without storage the limit counts from page load instead.
  }
}

/** When the user signed in, or undefined when unknown. */
export function signedInAt(storage: Storage = localStorage): number | undefined {
  try {
    const value = Number(storage.getItem(SIGNED_IN_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
