import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  formField,
  gridOf,
  loadScreen,
  openAddressOnOrg,
  openFromMenu,
  PAGE_LOAD,
  pressUntilFocused,
  rowNames,
  searchParam,
  seriousViolations,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Support > Admin History: who changed what, newest first; a row opens the entry's
// before/after view. The rename is made through Edit Org (SaveOrg), as an administrator makes it.
const GRID = 'Admin History';

/** Renames the org on the Edit Org screen shown and waits for the save. */
async function rename(page: Page, to: string) {
  const name = formField(page, 'Name');
  await expect(name).toBeVisible(PAGE_LOAD);
  await name.fill(to);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page)).toContainText(`Saved “${to}”`, PAGE_LOAD);
}

async function openHistory(page: Page) {
  await openFromMenu(page, 'Support', 'Admin History');
  await expect(page.getByRole('heading', { level: 2, name: 'Admin History' })).toBeVisible();
  await expect(bodyRows(gridOf(page, GRID)).first()).toBeVisible(PAGE_LOAD);
}

/**
 * Opens Admin History's address (with its query) on the demo's first active site in one page
 * load (support/list-screen.ts `openAddressOnOrg`) and waits for its first row. The Support
 * menu's link is followed in the rename journey.
 */
async function openHistoryOnSite(page: Page, query = '') {
  await openAddressOnOrg(page, 'Site', `support/admin-history${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Admin History' })).toBeVisible();
}

const entryDialog = (page: Page) => page.getByRole('dialog', { name: 'History entry' });

test.describe('Admin History', () => {
  test.slow();

  test('shows a rename newest first, with its name before and after', async ({ page }) => {
    const site = await openAddressOnOrg(page, 'Site', 'setup/organization');
    const renamed = `${site.name} Renamed`;
    await rename(page, renamed);
    await openHistory(page);

    const grid = gridOf(page, GRID);
    const summaries = await rowNames(grid);
    expect(summaries[0]).toContain(renamed);
    await expect(grid.getByRole('columnheader', { name: 'When' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Newest first: the rows' times never go up.
    const whens = await bodyRows(grid).locator('[aria-colindex="1"]').allTextContents();
    expect([...whens].sort().reverse()).toEqual(whens);

    await bodyRows(grid).first().getByRole('link').click();
    const dialog = entryDialog(page);
    await expect(dialog).toBeVisible();
    await expect.poll(() => searchParam(page, 'entry'), POLL_OFTEN).toMatch(/^\d+$/);
    const nameRow = dialog.getByRole('row', { name: /^Name / });
    await expect(nameRow).toContainText('Changed');
    await expect(nameRow.getByRole('cell').nth(1)).toHaveText(site.name);
    await expect(nameRow.getByRole('cell').nth(2)).toHaveText(renamed);

    // The entry's address opens it again in a fresh page load.
    const address = page.url();
    await entryDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(searchParam(page, 'entry')).toBeNull();
    await loadScreen(page, address);
    await expect(entryDialog(page).getByRole('row', { name: /^Name / })).toContainText(renamed);
  });

  test('a From after To says so on both dates', async ({ page }) => {
    await openHistoryOnSite(page, '?from=2026-11-10&to=2026-11-01');
    await expect(page.getByText('Please select an earlier date')).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('Please select a later date')).toBeVisible();
    // Setting From on or before To clears both, and the range goes to the address.
    const from = page.getByRole('group', { name: 'From' });
    await from.getByRole('spinbutton', { name: /day/i }).click();
    await page.keyboard.type('01');
    await expect(page.getByText('Please select an earlier date')).toBeHidden();
    await expect(page.getByText('Please select a later date')).toBeHidden();
    await expect.poll(() => searchParam(page, 'from'), POLL_OFTEN).toBe('2026-11-01');
  });

  test('filters by action, in the address', async ({ page }) => {
    await openHistoryOnSite(page);
    await expect(bodyRows(gridOf(page, GRID)).first()).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: 'Any action Action' }).click();
    await page.getByRole('option', { name: 'Signed in', exact: true }).click();
    await expect.poll(() => searchParam(page, 'action'), POLL_OFTEN).toBe('login');
    const grid = gridOf(page, GRID);
    await expect(bodyRows(grid).first()).toBeVisible();
    // The previous rows stay until the filtered page arrives.
    await expect
      .poll(async () => [
        ...new Set(await bodyRows(grid).locator('[aria-colindex="5"]').allTextContents()),
      ])
      .toEqual(['Signed in']);
  });

  test('keyboard only: the first entry opens with Enter and Escape closes it', async ({ page }) => {
    await openHistoryOnSite(page);
    const link = bodyRows(gridOf(page, GRID)).first().getByRole('link');
    await pressUntilFocused(page, link);
    await page.keyboard.press('Enter');
    await expect(entryDialog(page)).toBeVisible();
    // The dialog takes the focus as it opens; Escape is the dialog's once the focus is in it.
    await expect
      .poll(() => entryDialog(page).evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(entryDialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test.describe('Admin History: axe and look', () => {
  test.slow();
  useVisualViewport();

  test('axe finds nothing serious on the list and the entry; both look right', async ({ page }) => {
    // Seeded entries only (dated before the mocks' fixed reference day): the same on every run.
    await openHistoryOnSite(page, '?to=2026-11-01');
    const grid = gridOf(page, GRID);
    await expect(bodyRows(grid).first()).toBeVisible(PAGE_LOAD);
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'admin-history.png');

    await bodyRows(grid).first().getByRole('link').click();
    await expect(entryDialog(page).getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'admin-history-entry.png');
  });
});
