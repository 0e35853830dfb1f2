import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { BulkChangeSite, FoundOrg } from './demo-orgs';
import { POLL_OFTEN } from './poll';

/** A demo identity of the mocks (docs: README "Demo sign-in", docs/product/platform.md "Demo mode"). */
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

/** `site.admin` / `demo`: the administrator of the site GN-1042 only (README's demo sign-ins). */
export const SITE_ADMIN: DemoUser = {
  username: 'site.admin',
  password: 'demo',
  displayName: 'Sofia Marin',
};

/** `limited.admin` / `demo`: the administrator of the site GN-1046, without the devices feature. */
export const LIMITED_ADMIN: DemoUser = {
  username: 'limited.admin',
  password: 'demo',
  displayName: 'Lee Okafor',
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
 * Records, in the page, when the last event the console counts as activity happened (docs/product/README.md
 * §4: load, mouse, touch, click, key and scroll events, scrolls of any element included), for
 * `quietActivity`. Call it before the page loads.
 */
export async function recordActivity(page: Page) {
  await page.addInitScript(() => {
    const events = ['load', 'mousemove', 'mousedown', 'touchstart', 'click', 'keydown', 'scroll'];
    for (const name of events) {
      window.addEventListener(
        name,
        () => {
          window.gnLastActivity = { page: Date.now(), real: performance.now() };
        },
        { capture: true, passive: true },
      );
    }
  });
}

declare global {
  interface Window {
    gnLastActivity?: { page: number; real: number };
  }
}

let moves = 0;

/**
 * The page time of the user's last activity as the console counts it, once the page has had none
 * for a second (`recordActivity` must have been called before the page loaded). The console goes
 * on after the account name shows: the document's load event can come later on a busy machine,
 * the tree arrives and scrolls to the selection, and each of those restarts the idle count, so
 * page time fast-forwarded from before them would not reach the idle dialog.
 *
 * `moveMouse` moves the mouse first: the console counts idle time from its own start when nothing
 * happened since, which on a busy machine comes after the page's last event, and one move, once
 * the console is up, is activity both sides record at the same moment of the page's clock. The
 * pointer is then the last input, so a focused button shows no focus ring.
 */
export async function quietActivity(
  page: Page,
  { moveMouse = false }: { moveMouse?: boolean } = {},
): Promise<number> {
  if (moveMouse) {
    moves += 1;
    await page.mouse.move(10 + moves, 400);
  }
  await expect
    .poll(() => page.evaluate(() => performance.now() - (window.gnLastActivity?.real ?? 0)), {
      message: 'the page stops reporting activity',
      ...POLL_OFTEN,
    })
    .toBeGreaterThan(1000);
  return page.evaluate(() => window.gnLastActivity?.page ?? Date.now());
}

/**
 * Where the setup project (`auth.setup.ts`) keeps the demo administrator's signed-in state: the
 * cookies and local storage the login page left, one file per port so two runs on two ports do
 * not share one (docs/decisions/e2e-signed-in-state.md).
 */
export const SIGNED_IN_STATE = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  `signed-in-${process.env.E2E_PORT ?? 4173}.json`,
);

/**
 * What signing in leads to: the console on Edit Org (or the address it was opened at), showing
 * the user's display name.
 */
async function expectSignedIn(page: Page, user: DemoUser, at = 'setup/organization') {
  // Signing in loads a second page, starts the mock worker and checks the login: on a busy
  // 2-core machine that takes longer than Playwright's 5 s default, which is a wait, not a budget.
  const signedIn = { timeout: 15_000 };
  await expect(page).toHaveURL(consoleAddress(at), signedIn);
  await expect(page.getByRole('button', { name: 'View Profile/Change Password' })).toContainText(
    user.displayName,
    signedIn,
  );
}

/**
 * Signs in through the login page (realm given, so the form has two fields) and waits for the
 * console to show the user's display name. For the journeys about signing in, the session's
 * timers, logout and re-login; the others use `signIn`.
 */
export async function signInThroughLoginPage(
  page: Page,
  user: DemoUser = DEMO_ADMIN,
  { scenario }: SignInOptions = {},
) {
  await page.goto(`${LOGIN_PATH}?realm=guestnet`);
  await submitLogin(page, user);
  await expectSignedIn(page, user);
  if (scenario) {
    await page.goto(landing(scenario));
    await expectSignedIn(page, user);
  }
}

export interface SignInOptions {
  /** The mocks' scenario (`write-errors`, `slow`, …) the tab answers from after signing in. */
  scenario?: string;
}

/**
 * The console's address `at` (a path under `/admin-ui/admin/`, with or without a query) as the
 * page shows it: the same path and query, read as text, then nothing or more of the query (the
 * `scenario` that `landing` adds).
 *
 * @example
 * consoleAddress('manage/bulk-change/history?set=1').test('http://h/admin-ui/admin/manage/bulk-change/history?set=1&scenario=slow'); // true
 */
export function consoleAddress(at: string): RegExp {
  const text = `/admin-ui/admin/${at}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${text}(${at.includes('?') ? '&' : '\\?'}|$)`);
}

/** Where `signIn` opens the console instead of its landing page (`openList`). */
interface OpenAt {
  /**
   * A console address under `/admin-ui/admin/`, e.g. `setup/devices/manage`, with a query if
   * need be (`setup/images?slowMs=1500`).
   */
  at: string;
  /** The org the session is on (the org context cookie), which the tab starts on. */
  org: string;
}

/** Where signing in lands, with the scenario the tab keeps from then on. */
function landing(scenario: string | undefined, at = 'setup/organization') {
  if (scenario) return `${CONSOLE_PATH}${at}${at.includes('?') ? '&' : '?'}scenario=${scenario}`;
  return at === 'setup/organization' ? CONSOLE_PATH : `${CONSOLE_PATH}${at}`;
}

interface SavedState {
  cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
  /** The first active demo org of each type, found once by the setup project. */
  orgs?: Record<string, FoundOrg>;
  /** Bulk Change's site (`siteWithPlans`), found once by the setup project. */
  bulkChangeSite?: BulkChangeSite;
  /** The provider a Bulk Change run is cut short on (`providerWithOrgsUnder`), found once. */
  cutShortProvider?: FoundOrg;
}

let saved: SavedState | undefined;
/** What the setup project saved, read once per worker; none before it ran. */
function savedState(): SavedState | undefined {
  if (!saved && existsSync(SIGNED_IN_STATE)) {
    saved = JSON.parse(readFileSync(SIGNED_IN_STATE, 'utf8')) as SavedState;
  }
  return saved;
}

/** Bulk Change's site, as the setup project found it (`siteWithPlans`); none before it ran. */
export function savedBulkChangeSite(): BulkChangeSite | undefined {
  return savedState()?.bulkChangeSite;
}

/** The provider of the cut-short Bulk Change run (`providerWithOrgsUnder`); none before the setup ran. */
export function savedCutShortProvider(): FoundOrg | undefined {
  return savedState()?.cutShortProvider;
}

/** The first active demo org of a type, as the setup project found it; none before it ran. */
export function savedOrgOfType(type: string): FoundOrg | undefined {
  return savedState()?.orgs?.[type];
}

/**
 * Signs in and waits for the console to show the user's display name. The demo administrator
 * starts from the state the setup project saved after its one real sign-in: the token and realm
 * cookies and the sign-in time, put into this page's browser context exactly as the login page
 * leaves them, then the console is opened. Other users (SSO) sign in through the login page.
 */
export async function signIn(
  page: Page,
  user: DemoUser = DEMO_ADMIN,
  options: SignInOptions & Partial<OpenAt> = {},
) {
  const state = savedState();
  if (user !== DEMO_ADMIN || !state) {
    await signInThroughLoginPage(page, user, options);
    return;
  }
  await restoreState(page, state, options.org);
  // One load of the console, with the scenario when there is one.
  await page.goto(landing(options.scenario, options.at));
  await expectSignedIn(page, user, options.at);
}

/**
 * Puts the demo administrator's saved sign-in into the page's browser context (as `signIn`
 * does) without loading anything, the session on `org` when given: for a journey whose first
 * load is its own (an address that redirects or is refused, a fake clock fast-forwarded through
 * the `slow` scenario). Returns false when the setup project has saved nothing; the journey
 * then signs in and selects the org itself.
 */
export async function restoreSignedIn(page: Page, { org }: { org?: string } = {}) {
  const state = savedState();
  if (!state) return false;
  await restoreState(page, state, org);
  return true;
}

async function restoreState(page: Page, state: SavedState, org?: string) {
  const token = state.cookies.find((cookie) => cookie.name === 'AccessToken');
  // The console's own cookie (lib/org/org-context.ts), on the token's origin and path, as a tab
  // that selected the org left it; set with the login page's in one call (each call is a round
  // trip to the browser before the journey's first load).
  const orgCookie = org && token ? [{ ...token, name: 'OrgNumber', value: org }] : [];
  await page.context().addCookies([...state.cookies, ...orgCookie]);
  const stored = state.origins.flatMap((origin) => origin.localStorage);
  // The login page writes the sign-in time to local storage once; so does this, in the tab's
  // first document only (a reload, or a page after signing out, must not find it written again).
  await page.addInitScript((items) => {
    const marker = 'e2e.signedInStateRestored';
    if (window.top !== window || window.sessionStorage.getItem(marker)) return;
    window.sessionStorage.setItem(marker, '1');
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, stored);
}

/** The snackbar (an alert for errors, a status for the rest), told apart by its Close button. */
export function snackbar(page: Page) {
  return page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ has: page.getByRole('button', { name: 'Close' }) });
}

/**
 * Closes every snackbar on screen and waits until none is left. A snackbar sits over the bottom
 * of the screen for six seconds, where a form's buttons are: a press there waits for it to go
 * (Playwright's click waits while another element would take the click), so a journey that has
 * read its message closes it, as a user does, before pressing what it covers.
 */
export async function closeSnackbars(page: Page) {
  const bars = snackbar(page);
  // A few queued messages at most; the last expect says so if any is left.
  for (let tries = 0; tries < 5 && (await bars.count()) > 0; tries++) {
    // One at a time: the console shows the next queued message when one closes.
    await bars
      .first()
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => undefined);
  }
  await expect(bars).toHaveCount(0);
}
