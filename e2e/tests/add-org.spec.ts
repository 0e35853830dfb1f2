import { expect, type Page, test } from '@playwright/test';
import { type FoundOrg, firstOrgOfType, selectOrg } from './support/demo-orgs';
import {
  formField,
  openAddressOnOrg,
  openFromMenu,
  openScreen,
  PAGE_LOAD,
  pressUntilFocused,
  seriousViolations,
  WRITE_REFUSED,
} from './support/list-screen';
import { signIn, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Add Org > Add Organization: a new org under the selected one, of a type the
// parent may hold; it joins the tree under its parent, opened and selected, and Edit Org shows
// it. A service area holds nothing. Each test has its own browser context, so its demo edits
// start from the seed data.

function addForm(page: Page) {
  return page.getByRole('form', { name: 'Add Organization' });
}

const selectedRow = (page: Page) => page.getByRole('treeitem', { selected: true });

/**
 * Opens Setup > Add Org on the demo's first active org of `type`: by its address, in one page
 * load on a tab whose session is on the org (support/list-screen.ts `openAddressOnOrg`), or,
 * `fromMenu`, signed in, the org chosen from the search and Add Org chosen from the Setup menu.
 */
async function openAddOrg(
  page: Page,
  type: string,
  { fromMenu = false }: { fromMenu?: boolean } = {},
): Promise<FoundOrg> {
  let org: FoundOrg;
  if (fromMenu) {
    await signIn(page);
    org = await firstOrgOfType(page, type);
    await selectOrg(page, org);
    // The Edit Org screen first: the menu's links are checked once the org's screen shows.
    await expect(page.getByRole('main').getByRole('heading', { name: 'Edit Org' })).toBeVisible(
      PAGE_LOAD,
    );
    await openFromMenu(page, 'Setup', 'Add Org');
  } else {
    org = await openAddressOnOrg(page, type, 'setup/add-org');
  }
  // With no sub-route, Add Org is the add-organization form.
  await expect(page).toHaveURL(/\/setup\/add-org\/org$/);
  return org;
}

/** The options of the form's Type picker. */
async function typeOptions(page: Page): Promise<string[]> {
  await addForm(page).getByRole('button', { name: /Type/ }).click();
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

test.describe('Add Org', () => {
  test.slow();

  test('adds a Grouping under a Service Provider: in the tree under it, selected, on Edit Org', async ({
    page,
  }) => {
    const provider = await openAddOrg(page, 'ServiceProvider');
    const form = addForm(page);
    await expect(form).toBeVisible(PAGE_LOAD);
    await expect(form.getByText(`${provider.name} (${provider.number})`)).toBeVisible();
    expect(await typeOptions(page)).toEqual(['Grouping', 'Site']);
    await expect(form.getByRole('link', { name: 'Open the New Site Wizard' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Nothing typed: the name is Required and nothing is sent.
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(formField(page, 'Name')).toHaveAccessibleDescription('Required');

    await form.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Grouping' }).click();
    await expect(form.getByRole('switch', { name: 'Trial mode' })).toHaveCount(0);
    await formField(page, 'Name').fill('E2E North Grouping');
    await formField(page, 'Contact email').fill('north@example.com');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(snackbar(page)).toContainText('Added Grouping “E2E North Grouping”');
    await expect(page).toHaveURL(/\/setup\/organization$/);
    const row = selectedRow(page);
    await expect(row).toHaveAttribute('aria-label', 'E2E North Grouping');
    const number = (await row.getAttribute('data-org-number')) ?? '';
    expect(number).toMatch(/^[A-Z]{2}-\d[\d-]*$/);
    // Under its parent, which is open.
    const parent = page.locator(`[role="treeitem"][data-org-number="${provider.number}"]`);
    await expect(parent).toHaveAttribute('aria-expanded', 'true');
    const parentLevel = Number(await parent.getAttribute('aria-level'));
    await expect(row).toHaveAttribute('aria-level', String(parentLevel + 1));
    const edit = page.getByRole('form', { name: 'Edit Org' });
    await expect(edit.getByRole('heading', { name: 'E2E North Grouping', level: 3 })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(edit.getByText(number, { exact: true })).toBeVisible();
    await expect(formField(page, 'Contact email')).toHaveValue('north@example.com');
  });

  test('adds a Service Area under a Site; a Service Area says it holds nothing', async ({
    page,
  }) => {
    const site = await openAddOrg(page, 'Site');
    const form = addForm(page);
    await expect(form).toBeVisible(PAGE_LOAD);
    expect(await typeOptions(page)).toEqual(['Service Area']);
    await expect(form.getByRole('link', { name: 'Open the New Site Wizard' })).toHaveCount(0);
    await formField(page, 'Name').fill('E2E Rooftop Bar');
    await form.getByRole('switch', { name: 'Trial mode' }).click();
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(snackbar(page)).toContainText('Added Service Area “E2E Rooftop Bar”');
    await expect(selectedRow(page)).toHaveAttribute('aria-label', 'E2E Rooftop Bar');
    const parent = page.locator(`[role="treeitem"][data-org-number="${site.number}"]`);
    await expect(parent).toHaveAttribute('aria-expanded', 'true');
    const edit = page.getByRole('form', { name: 'Edit Org' });
    await expect(edit.getByRole('heading', { name: 'E2E Rooftop Bar', level: 3 })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(edit.getByRole('switch', { name: 'Trial mode' })).toBeChecked();

    // The new service area is selected: Add Org under it says it holds nothing.
    await openFromMenu(page, 'Setup', 'Add Org');
    await expect(
      page.getByRole('main').getByText('A service area holds no organizations'),
    ).toBeVisible(PAGE_LOAD);
    await expect(addForm(page)).toHaveCount(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('the New Site Wizard link opens the wizard', async ({ page }) => {
    // From the Setup menu, as a user comes: the other journeys open Add Org by its address.
    await openAddOrg(page, 'ServiceProvider', { fromMenu: true });
    await addForm(page).getByRole('link', { name: 'Open the New Site Wizard' }).click();
    await expect(page).toHaveURL(/\/setup\/add-org\/new-site-wizard$/);
  });

  test('a refused add keeps every typed value and says why (write-errors)', async ({ page }) => {
    const provider = await openScreen(
      page,
      { tab: 'Setup', link: 'Add Org', orgType: 'ServiceProvider', path: 'setup/add-org/org' },
      { scenario: 'write-errors' },
    );
    const form = addForm(page);
    await expect(form).toBeVisible(PAGE_LOAD);
    const typed: [string, string][] = [
      ['Name', 'Refused Site'],
      ['Contact name', 'Ana Silva'],
      ['Contact email', 'ana@example.com'],
      ['Address line 1', '2 Quay Street'],
      ['City', 'Porto'],
      ['Country', 'PT'],
      ['Notes', 'Typed, then refused'],
    ];
    for (const [label, value] of typed) await formField(page, label).fill(value);
    await form.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Site' }).click();
    await form.getByRole('switch', { name: 'Trial mode' }).click();
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/setup\/add-org\/org/);
    for (const [label, value] of typed) {
      await expect(formField(page, label), label).toHaveValue(value);
    }
    await expect(form.getByRole('button', { name: /Type/ })).toContainText('Site');
    await expect(form.getByRole('switch', { name: 'Trial mode' })).toBeChecked();
    await expect(selectedRow(page)).toHaveAttribute('data-org-number', provider.number);
  });

  test('adds an org with the keyboard alone', async ({ page }) => {
    await openAddOrg(page, 'Site');
    const form = addForm(page);
    await expect(form).toBeVisible(PAGE_LOAD);
    await pressUntilFocused(page, formField(page, 'Name'));
    await page.keyboard.type('E2E Keyboard Lounge');
    await pressUntilFocused(page, form.getByRole('button', { name: 'Add' }));
    await page.keyboard.press('Enter');
    await expect(snackbar(page)).toContainText('Added Service Area “E2E Keyboard Lounge”');
    await expect(selectedRow(page)).toHaveAttribute('aria-label', 'E2E Keyboard Lounge');
  });
});

test.describe('visual: Add Org', () => {
  useVisualViewport();
  test.slow();

  test('the Add Organization form under a Service Provider', async ({ page }) => {
    await openAddOrg(page, 'ServiceProvider');
    await expect(addForm(page)).toBeVisible(PAGE_LOAD);
    await expectScreen(page, 'add-org.png');
  });
});
