import { expect, test } from '@playwright/test';
import { firstOrgOfType, orgsOfType, selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  confirmation,
  filterList,
  formField,
  gridOf,
  openFromMenu,
  openList,
  openScreen,
  PAGE_LOAD,
  pressUntilFocused,
  recordWrites,
  rowNames,
  seriousViolations,
  totalOf,
  UNSAVED_CHANGES,
  WRITE_REFUSED,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { signIn, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Service Plans, the item form: create, edit, delete, the unsaved-changes
// guard, refused writes, the demo's kept edits and the keyboard. Each test has its own browser
// context, so its demo edits (kept in the tab's sessionStorage) start from the seed data.
const SCREEN = {
  tab: 'Setup',
  link: 'Service Plans',
  orgType: 'ServiceArea',
  path: 'setup/service-plans/manage',
};
const PLURAL = 'Service Plans';
const PRICE_OR_LIMIT = 'A plan needs a price or at least one limit (time, data or speed).';

test.describe('Service Plans: the item form', () => {
  // Each journey signs in and loads the demo's lists and forms several times: on a busy 2-core
  // machine that is more than the 60 s a journey gets by default.
  test.slow();

  test('creating refuses invalid input without a call, then saves and lists the plan', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const taken = (await rowNames(gridOf(page, PLURAL)))[0] ?? '';
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    await expect(page).toHaveURL(/\/setup\/service-plans\/item$/);
    const form = page.getByRole('form', { name: 'New Service Plan' });
    await expect(form).toBeVisible();

    // Each field with a rule it breaks, and the spec's message for it (docs/product/validation.md, the schema).
    await formField(page, 'Price').fill('12.345');
    await formField(page, 'Currency').fill('US');
    await formField(page, 'Tax (%)').fill('101');
    await formField(page, 'Down (kbps)').fill('fast');
    await formField(page, 'Devices at once').fill('0');
    await formField(page, 'Idle timeout (min)').fill('20000');
    await formField(page, 'PMS service code').fill('12a');
    await form.getByRole('button', { name: 'Save' }).click();
    const expected: [string, string][] = [
      ['Name', 'Required'],
      ['Price', 'Invalid Price'],
      ['Currency', 'Invalid Currency'],
      ['Tax (%)', 'Must be 100 or less'],
      ['Down (kbps)', 'Must be a number'],
      ['Devices at once', 'Must be 1 or greater'],
      ['Idle timeout (min)', 'Must be 10080 or less'],
      ['PMS service code', 'Must contain only digits'],
    ];
    for (const [label, message] of expected) {
      await expect(formField(page, label), label).toHaveAttribute('aria-invalid', 'true');
      await expect(formField(page, label), label).toHaveAccessibleDescription(message);
    }
    // The refused Save sends the focus to the first field to fix, not left on Save.
    await expect(formField(page, 'Name')).toBeFocused();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A name another plan has, in other letters' case; a free plan with no limit.
    await formField(page, 'Name').fill(taken.toUpperCase());
    await formField(page, 'Price').fill('0');
    for (const label of ['Currency', 'Tax (%)', 'Down (kbps)', 'PMS service code']) {
      await formField(page, label).clear();
    }
    await formField(page, 'Currency').fill('eur');
    await formField(page, 'Devices at once').fill('2');
    await formField(page, 'Idle timeout (min)').fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Name')).toHaveAccessibleDescription('Must be unique');
    await expect(formField(page, 'Price')).toHaveAccessibleDescription(PRICE_OR_LIMIT);
    await expect(formField(page, 'Currency')).not.toHaveAttribute('aria-invalid', 'true');
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);
    await expect(page).toHaveURL(/\/setup\/service-plans\/item$/);

    await formField(page, 'Name').fill('E2E Harbour Pass');
    await formField(page, 'Price').fill('6.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Service Plan “E2E Harbour Pass”');
    expect(writes).toEqual(['SaveServicePlan']);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await filterList(page, PLURAL, 'E2E Harbour Pass');
    const row = bodyRows(gridOf(page, PLURAL)).filter({ hasText: 'E2E Harbour Pass' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('6.50 EUR');
  });

  test('editing a plan saves it and the list shows the change', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const name = (await rowNames(grid))[0] ?? '';
    await bodyRows(grid).first().getByRole('link').click();
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(formField(page, 'Name')).toHaveValue(name);
    await expect(formField(page, 'Currency')).toHaveValue(/^[A-Z]{3}$/);
    const currency = await formField(page, 'Currency').inputValue();

    await formField(page, 'Price').fill('123.45');
    await formField(page, 'Description').fill('Edited by the journey.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText(`Saved Service Plan “${name}”`);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    const row = bodyRows(grid).filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByRole('gridcell').nth(2)).toHaveText(`123.45 ${currency}`);

    await row.getByRole('link').click();
    await expect(formField(page, 'Description')).toHaveValue('Edited by the journey.');
    await expect(formField(page, 'Price')).toHaveValue('123.45');
  });

  test('deletes one plan from its form, after the confirmation', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const name = (await rowNames(grid))[1] ?? '';
    await bodyRows(grid).nth(1).getByRole('link').click();
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(formField(page, 'Name')).toHaveValue(name);

    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(`Delete Service Plan “${name}”? This cannot be undone.`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(formField(page, 'Name')).toHaveValue(name);

    await form.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText(`Deleted Service Plan “${name}”`);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 1);
    await expect(grid.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('unsaved changes: leaving by a menu link asks first', async ({ page }) => {
    await openList(page, SCREEN);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    await formField(page, 'Name').fill('Half-typed plan');
    await formField(page, 'Price').fill('3.75');
    await formField(page, 'Description').fill('Not saved yet');

    await openFromMenu(page, 'Setup', 'Edit Org');
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED_CHANGES);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/setup\/service-plans\/item$/);
    await expect(formField(page, 'Name')).toHaveValue('Half-typed plan');
    await expect(formField(page, 'Price')).toHaveValue('3.75');
    await expect(formField(page, 'Description')).toHaveValue('Not saved yet');

    await openFromMenu(page, 'Setup', 'Edit Org');
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/setup\/organization$/);
    await expect(page.getByRole('form', { name: 'New Service Plan' })).toHaveCount(0);
  });

  test('unsaved changes: choosing another org asks first', async ({ page }) => {
    const area = await openList(page, SCREEN);
    const other = (await orgsOfType(page, 'ServiceArea')).find((org) => org.number !== area.number);
    if (!other) throw new Error('The demo tree has one active ServiceArea only');
    await bodyRows(gridOf(page, PLURAL)).first().getByRole('link').click();
    await expect(page.getByRole('form', { name: 'Edit Service Plan' })).toBeVisible();
    await formField(page, 'Description').fill('Typed before the org change');

    const search = page.getByRole('combobox', { name: 'Search for Org' });
    const choose = async () => {
      await search.fill(other.number);
      await expect(page.getByTestId('org-search-header')).toHaveText('Results (1 match)');
      await page.getByRole('option', { name: other.name, exact: true }).click();
    };
    await choose();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED_CHANGES);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      area.number,
    );
    await expect(formField(page, 'Description')).toHaveValue('Typed before the org change');

    await choose();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      other.number,
    );
    // The plan belongs to the org it was opened in: the new org's list shows, not the new org's
    // plan with the same id (which the form showed before 1089274).
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
  });

  test('a refused save keeps every typed value (write-errors)', async ({ page }) => {
    await openScreen(
      page,
      { ...SCREEN, path: 'setup/service-plans/item' },
      { scenario: 'write-errors' },
    );
    const form = page.getByRole('form', { name: 'New Service Plan' });
    await expect(form).toBeVisible();
    const typed: [string, string][] = [
      ['Name', 'Refused plan'],
      ['Description', 'Every field typed, then refused'],
      ['Price', '8.25'],
      ['Currency', 'GBP'],
      ['Tax (%)', '20'],
      ['PMS service code', '4711'],
      ['Down (kbps)', '10240'],
      ['Up (kbps)', '2048'],
      ['Time limit (min)', '1440'],
      ['Valid for', '3'],
      ['Data limit (MB)', '5000'],
      ['Upload limit (MB)', '1000'],
      ['Download limit (MB)', '4000'],
      ['Devices at once', '4'],
      ['Idle timeout (min)', '45'],
    ];
    for (const [label, value] of typed) await formField(page, label).fill(value);
    await form.getByRole('switch', { name: 'Featured' }).click();
    await form.getByRole('switch', { name: 'Active' }).click();
    await form.getByRole('button', { name: /Purchase limit/ }).click();
    await page.getByRole('option', { name: 'Once a week' }).click();
    await form.getByRole('button', { name: /Validity unit/ }).click();
    await page.getByRole('option', { name: 'Hours' }).click();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/setup\/service-plans\/item\b/);
    for (const [label, value] of typed)
      await expect(formField(page, label), label).toHaveValue(value);
    await expect(form.getByRole('switch', { name: 'Featured' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(form.getByRole('button', { name: /Purchase limit/ })).toContainText('Once a week');
    await expect(form.getByRole('button', { name: /Validity unit/ })).toContainText('Hours');
    // Nothing was stored: the list has no such plan.
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Refused plan');
    await expect(
      page.getByRole('heading', { name: 'No Service Plans match “Refused plan”' }),
    ).toBeVisible();
  });

  test('a refused delete keeps the plans (write-errors)', async ({ page }) => {
    await openList(page, SCREEN, { scenario: 'write-errors' });
    const grid = gridOf(page, PLURAL);
    await expect(bodyRows(grid).first()).toBeVisible();
    const total = await totalOf(grid);
    const [first = '', second = ''] = await rowNames(grid);
    await grid.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
    await grid.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `Unable to delete 2 Service Plans: ${WRITE_REFUSED}`,
    );
    expect(await totalOf(grid)).toBe(total);
    await expect(grid.getByRole('link', { name: first, exact: true })).toBeVisible();
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

    await grid.getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('form').getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(formField(page, 'Name')).toHaveValue(first);
  });

  test('demo edits survive a reload until Reset demo data', async ({ page }) => {
    await openList(page, SCREEN);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    await formField(page, 'Name').fill('E2E Kept Across Reload');
    await formField(page, 'Price').fill('2');
    await page.getByRole('form').getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Service Plan “E2E Kept Across Reload”');
    await filterList(page, PLURAL, 'E2E Kept Across Reload');
    const grid = gridOf(page, PLURAL);
    await expect(grid.getByRole('link', { name: 'E2E Kept Across Reload' })).toBeVisible();

    await page.reload();
    await expect(grid.getByRole('link', { name: 'E2E Kept Across Reload' })).toBeVisible(PAGE_LOAD);

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText('Restore the demo');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText('Demo data restored.');
    await expect(
      page.getByRole('heading', { name: 'No Service Plans match “E2E Kept Across Reload”' }),
    ).toBeVisible();
  });

  test('from the Setup menu to a saved plan with the keyboard alone', async ({ page }) => {
    await signIn(page);
    await selectOrg(page, await firstOrgOfType(page, 'ServiceArea'));
    // The org's screen shows once its access check is done, so the menu opens on its links (a
    // menu opened on `Verifying...` keeps the focus too: nav-tabs.test.tsx).
    await expect(page.getByRole('main').getByRole('heading', { name: 'Edit Org' })).toBeVisible();

    await page.getByRole('button', { name: 'Setup', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Org' })).toBeFocused();
    const item = page.getByRole('menuitem', { name: 'Service Plans' });
    await pressUntilFocused(page, item, 'ArrowDown', 12);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage$/);
    const grid = gridOf(page, PLURAL);
    await expect(bodyRows(grid).first()).toBeVisible();

    // Into the grid (one tab stop, on the first plan's link), down to the second plan, open it.
    const secondLink = bodyRows(grid).nth(1).getByRole('link');
    const name = (await secondLink.textContent()) ?? '';
    await pressUntilFocused(page, bodyRows(grid).first().getByRole('link'));
    await page.keyboard.press('ArrowDown');
    await expect(secondLink).toBeFocused();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();

    await pressUntilFocused(page, formField(page, 'Description'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Typed with the keyboard');
    await pressUntilFocused(page, form.getByRole('switch', { name: 'Featured' }));
    const featured = await form.getByRole('switch', { name: 'Featured' }).isChecked();
    await page.keyboard.press('Space');
    await expect(form.getByRole('switch', { name: 'Featured' })).toBeChecked({
      checked: !featured,
    });
    await pressUntilFocused(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(snackbar(page)).toContainText(`Saved Service Plan “${name}”`);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
  });
});

test.describe('visual: Service Plan form', () => {
  useVisualViewport();
  test.slow();

  test('the new plan form with its messages', async ({ page }) => {
    await openList(page, SCREEN);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    const form = page.getByRole('form', { name: 'New Service Plan' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Name')).toHaveAccessibleDescription('Required');
    // The refused Save sends the focus to the first field to fix: shot once it is there.
    await expect(formField(page, 'Name')).toBeFocused();
    // The form's top, where its first message is (Save scrolled the page to the bottom).
    await form.getByRole('heading', { name: 'New Service Plan' }).scrollIntoViewIfNeeded();
    await expectScreen(page, 'service-plan-form.png');
  });
});
