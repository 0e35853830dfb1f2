import { carriedSearch, loginUrl } from '../platform/paths';
import { createStore } from '../platform/store';
import { clearToken } from './token';

/** Whether the `Logging Out` dialog should show. */
export const loggingOut = createStore(false);

/** Options of `logout`. */
export interface LogoutOptions {
  /** Go to the login page afterwards (the Logout button, the idle dialog's Log Out). */
  redirect: boolean;
  go?: (url: string) => void;
}

/**
 * Logs out (docs/product/calls.md POST /AdminApi/admin/logout) while `Logging Out` shows; the token is
 * cleared whatever the answer; on error, or when asked, the browser goes to the login page.
 * Resolves true when the page stays (an expired session shows the re-login dialog next).
 */
export async function logout(
  call: () => Promise<unknown>,
  { redirect, go = (url) => window.location.assign(url) }: LogoutOptions,
): Promise<boolean> {
  loggingOut.set(true);
  let failed = false;
  try {
    await call();
  } catch {
    failed = true;
  }
  clearToken();
  if (failed || redirect) {
    go(loginUrl(carriedSearch(window.location.search)));
    return false;
  }
  loggingOut.set(false);
  return true;
}
