import { expect, type Page, test } from '@playwright/test';
import { restoreSignedIn, signIn } from './support/session';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for Org' });
const selectedRow = (page: Page) => page.getByRole('treeitem', { selected: true });

/** The demo tree's second level, as the API lists it (read from the page, not hard-coded). */
async function firstProviderName(page: Page): Promise<string> {
  const row = page.getByRole('treeitem', { level: 2 }).first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('aria-label')) ?? '';
}

test.describe('selecting an org', () => {
  test('selects an org in the tree and finishes with the SetOrg frame round trip', async ({
    page,
  }) => {
    await signIn(page);
    const name = await firstProviderName(page);
    const setOrg = page.waitForRequest(/SetOrg\.aspx\?ORG_NUMBER=GN-\d+&ORG_NAME=/);
    await page.getByRole('treeitem', { name }).click();
    const request = await setOrg;
    expect(new URL(request.url()).searchParams.get('ORG_NAME')).toBe(name);
    expect(new URL(request.url()).searchParams.get('PARENT_ORG_NUMBER')).toBe('GN-1000');
    await expect(selectedRow(page)).toHaveAttribute('aria-label', name);
    // setOrgComplete (100 ms after the frame loads) clears the frame.
    await expect(page.getByTestId('set-org-frame')).toHaveCount(0);
    await expect(
      page.getByText('Please select an organization from the list to your left.'),
    ).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'OrgNumber')?.value).toMatch(/^GN-\d+$/);
  });

  // One sign-in: the recent list starts empty, fills from the tree, then the name search.
  test('lists recently viewed orgs without the current one and selects from them; selects an org found by its name in the search box', async ({
    page,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page);
    await test.step('lists recently viewed orgs without the current one and selects from them', async () => {
      await searchBox(page).click();
      await expect(page.getByTestId('org-search-header')).toHaveText(
        'No Recently Viewed Orgs Found',
      );
      await searchBox(page).press('Escape');
      const rows = page.getByRole('treeitem', { level: 2 });
      const first = (await rows.nth(0).getAttribute('aria-label')) ?? '';
      const second = (await rows.nth(1).getAttribute('aria-label')) ?? '';
      await rows.nth(0).click();
      await expect(selectedRow(page)).toHaveAttribute('aria-label', first);
      await page.getByRole('treeitem', { name: second }).click();
      await expect(selectedRow(page)).toHaveAttribute('aria-label', second);
      await searchBox(page).click();
      await expect(page.getByTestId('org-search-header')).toHaveText('Recently Viewed Orgs');
      await expect(page.getByRole('option', { name: second, exact: true })).toHaveCount(0);
      await page.getByRole('option', { name: first, exact: true }).click();
      await expect(selectedRow(page)).toHaveAttribute('aria-label', first);
      const stored = await page.evaluate(() => localStorage.getItem('Guestnet.recentViewedOrgs'));
      expect(stored?.split('|')).toHaveLength(2);
    });

    await test.step('selects an org found by its name in the search box', async () => {
      await searchBox(page).fill('Inn');
      await expect(page.getByTestId('org-search-header')).toHaveText(
        /^Results \(\d+ match(es)?\)$/,
      );
      // Past the Stay On row the current org adds.
      const option = page
        .getByRole('option')
        .filter({ hasNotText: /^Stay On:/ })
        .first();
      const name = (await option.getAttribute('aria-label')) ?? '';
      await option.click();
      await expect(selectedRow(page)).toHaveAttribute('aria-label', name);
      await expect(page.getByRole('listbox')).toBeHidden();
    });
  });

  // One sign-in: GN-1023 chosen by its number, then a second tab of the same session.
  test('selects an org by its number and offers to stay on it afterwards; a new tab opens on the org the session is set to', async ({
    page,
    context,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page);
    await test.step('selects an org by its number and offers to stay on it afterwards', async () => {
      await searchBox(page).fill('GN-1023');
      await expect(page.getByTestId('org-search-header')).toHaveText('Results (1 match)');
      await searchBox(page).press('Enter');
      await expect(selectedRow(page)).toHaveAttribute('data-org-number', 'GN-1023');
      const name = (await selectedRow(page).getAttribute('aria-label')) ?? '';
      await searchBox(page).click();
      await expect(page.getByRole('option', { name: `Stay On: ${name}` })).toBeVisible();
      await searchBox(page).press('Escape');
    });

    await test.step('a new tab opens on the org the session is set to', async () => {
      const tab = await context.newPage();
      await tab.goto('/admin-ui/admin/');
      // A new tab starts the console (and the demo's worker) from nothing: on a loaded two-worker
      // CI machine its org list took more than the 10 s a later answer gets (as sign-in does).
      await expect(selectedRow(tab)).toHaveAttribute('data-org-number', 'GN-1023', {
        timeout: 20_000,
      });
      await expect(
        tab.getByText('Please select an organization from the list to your left.'),
      ).toBeHidden();
    });
  });

  test('opens a deep link to an org number on Edit Org with that org selected', async ({
    page,
  }) => {
    // The deep link is the tab's first load, from the saved sign-in.
    if (!(await restoreSignedIn(page))) await signIn(page);
    await page.goto('/admin-ui/admin/org/GN-1023');
    await expect(page).toHaveURL(/\/admin-ui\/admin\/setup\/organization$/);
    await expect(selectedRow(page)).toHaveAttribute('data-org-number', 'GN-1023');
    await expect(page.getByRole('heading', { name: 'Edit Org', level: 2 })).toBeVisible();
  });

  test('says so when a deep link names an org that does not exist', async ({ page }) => {
    if (!(await restoreSignedIn(page))) await signIn(page);
    await page.goto('/admin-ui/admin/org/GN-999999');
    await expect(page.getByText('Unable to find org, please select one in tree.')).toBeVisible();
    await expect(page).toHaveURL(/\/setup\/organization$/);
  });
});
