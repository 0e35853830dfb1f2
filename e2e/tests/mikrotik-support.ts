import { expect, type Locator, type Page } from '@playwright/test';
import type { FoundOrg } from './support/demo-orgs';
import { bodyRows, gridOf, openScreen } from './support/list-screen';
import type { SignInOptions } from './support/session';

// Shared by the Mikrotik Manager journeys (mikrotik-*.spec.ts): Setup > Mikrotik Manager, for
// the demo's first Site, whose routers the mocks seed as a working `Main router`, a failing
// `Annex router` (an address in 192.0.2.0/24) and an untested `Pool bar router` with no password.
export const PLURAL = 'Routers';
export const PATH = '/setup/mikrotik-manager';

/**
 * Opens Setup > Mikrotik Manager on the demo's first Site by its address, in one load of a tab
 * already on the site (support/list-screen.ts `openScreen`), answered from `scenario` when given;
 * waits for the routers.
 */
export async function openRouters(page: Page, options: SignInOptions = {}): Promise<FoundOrg> {
  const site = await openScreen(
    page,
    {
      tab: 'Setup',
      link: 'Mikrotik Manager',
      orgType: 'Site',
      path: 'setup/mikrotik-manager/manage',
    },
    options,
  );
  await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible({ timeout: 20_000 });
  return site;
}

/** Opens a router of the list by its name; waits for its form. */
export async function openRouter(page: Page, name: string): Promise<Locator> {
  await gridOf(page, PLURAL).getByRole('link', { name, exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Router' });
  await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();
  return form;
}

/** The write-only password's input (a password input has no textbox role). */
export function passwordInput(page: Page): Locator {
  return page.getByRole('form').getByLabel('Password', { exact: true });
}

/** The payload (`[token, payload]`'s second) of the next dbo call to `procedure`. */
export async function nextPayload(
  page: Page,
  procedure: string,
  act: () => Promise<void>,
): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => r.url().endsWith(`/dbo/${procedure}`));
  await act();
  return ((await request).postDataJSON() as [string, Record<string, unknown>])[1];
}

/** The hotspot user profiles table. */
export function profilesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Hotspot user profiles' });
}

/** One cell's input of the profiles table: `Rate limit (rx/tx) of free`. */
export function profileCell(page: Page, column: string, profile: string): Locator {
  return profilesTable(page).getByRole('textbox', { name: `${column} of ${profile}`, exact: true });
}
