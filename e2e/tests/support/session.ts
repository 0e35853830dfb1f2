import { expect, type Page } from '@playwright/test';

/** A demo identity of the mocks (docs: README "Demo sign-in", DESIGN.md "Demo mode"). */
export interface DemoUser {
  username: string;
  password: string;
  displayName: string;
}

/** `demo` / `demo`: the administrator with every feature. */
export const DEMO_ADMIN: DemoUser = {
  username: 'demo',
  password: 'demo',
  displayName: 'Dana Reyes',
};

/** The demo single-sign-on user (no Change Password). */
export const SSO_USER: DemoUser = {
  username: 'sso.user@example.com',
  password: 'demo',
  displayName: 'Sam Ortega',
};

export const LOGIN_PATH = '/admin-ui/login/index.html';
export const CONSOLE_PATH = '/admin-ui/admin/';

/** Fills and submits the login form; does not wait for the console. */
export async function submitLogin(page: Page, user: Pick<DemoUser, 'username' | 'password'>) {
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Signs in through the login page (realm given, so the form has two fields) and waits for the
 * console to show the user's display name.
 */
export async function signIn(page: Page, user: DemoUser = DEMO_ADMIN) {
  await page.goto(`${LOGIN_PATH}?realm=guestnet`);
  await submitLogin(page, user);
  // Signing in loads a second page, starts the mock worker and checks the login: on a busy
  // 2-core machine that takes longer than Playwright's 5 s default, which is a wait, not a budget.
  const signedIn = { timeout: 15_000 };
  await expect(page).toHaveURL(/\/admin-ui\/admin\/setup\/organization/, signedIn);
  await expect(page.getByRole('button', { name: 'View Profile/Change Password' })).toContainText(
    user.displayName,
    signedIn,
  );
}

/** The snackbar (an alert for errors, a status for the rest), told apart by its Close button. */
export function snackbar(page: Page) {
  return page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ has: page.getByRole('button', { name: 'Close' }) });
}
