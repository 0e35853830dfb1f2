import { expect, type Locator, type Page, test } from '@playwright/test';
import { orgsOfType } from './support/demo-orgs';
import {
  bodyRows,
  chooseOption,
  confirmation,
  filterList,
  formField,
  gridOf,
  openFromMenu,
  openList,
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
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Manage > Promotions, the item form: Add Promotion's type menu, each type's own
// value, create, edit, delete, the unsaved-changes guard, a refused save, the demo's kept edits
// and the keyboard. Each test has its own browser context, so its demo edits (kept in the tab's
// sessionStorage) start from the seed data.
const SCREEN = {
  tab: 'Manage',
  link: 'Promotions',
  orgType: 'ServiceArea',
  path: 'manage/promotions/manage',
};
const PLURAL = 'Promotions';
const TYPES = ['Percent off', 'Fixed amount off', 'Bonus time', 'Plan upgrade'];

/** Opens `Add Promotion` and chooses a type; waits for the new promotion's form. */
async function addPromotion(page: Page, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Promotion' }).click();
  await page
    .getByRole('menu', { name: 'Add Promotion' })
    .getByRole('menuitem', { name: type })
    .click();
  const form = page.getByRole('form', { name: 'New Promotion' });
  await expect(form).toBeVisible();
  return form;
}

/** The cells of the list's row for a code, without its checkbox cell. */
function rowCells(page: Page, code: string): Locator {
  return bodyRows(gridOf(page, PLURAL))
    .filter({ has: page.getByRole('link', { name: code, exact: true }) })
    .getByRole('gridcell')
    .filter({ hasNot: page.getByRole('checkbox') });
}

/** A date field of the form (`Valid from`, `Valid to`): its group of month, day, year. */
function dateField(page: Page, label: string): Locator {
  return page.getByRole('form').getByRole('group', { name: label, exact: true });
}

/** Types a day into a date field, segment by segment, as a user does (`06152026`). */
async function typeDate(page: Page, label: string, monthDayYear: string) {
  await dateField(page, label)
    .getByRole('spinbutton', { name: /^month/ })
    .click();
  await page.keyboard.type(monthDayYear);
}

async function expectDate(page: Page, label: string, month: string, day: string, year: string) {
  const group = dateField(page, label);
  await expect(group.getByRole('spinbutton', { name: /^month/ })).toHaveText(month);
  await expect(group.getByRole('spinbutton', { name: /^day/ })).toHaveText(day);
  await expect(group.getByRole('spinbutton', { name: /^year/ })).toHaveText(year);
}

test.describe('Promotions: the item form', () => {
  // Each journey signs in and loads the demo's lists and forms several times: on a busy 2-core
  // machine that is more than the 60 s a journey gets by default.
  test.slow();

  test('Add Promotion asks for the type, and each type asks for its own value', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Add Promotion' }).click();
    const menu = page.getByRole('menu', { name: 'Add Promotion' });
    await expect(menu.getByRole('menuitem')).toHaveText(TYPES);
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Each type's value with a value it refuses, and the rule's message (promotion-schema.ts).
    const cases: [type: string, path: string, label: string, value: string, message: string][] = [
      ['Percent off', 'percent', 'Percent off', '101', 'Must be 100 or less'],
      ['Fixed amount off', 'fixed', 'Amount off', '0', 'Must be greater than 0'],
      ['Bonus time', 'bonus_time', 'Bonus minutes', '2.5', 'Must be a whole number'],
    ];
    for (const [type, path, label, value, message] of cases) {
      const form = await addPromotion(page, type);
      await expect(page).toHaveURL(new RegExp(`/manage/promotions/item/${path}$`));
      await formField(page, 'Code').fill('E2E-TYPE');
      await formField(page, label).fill(value);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(formField(page, label), type).toHaveAccessibleDescription(message);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/manage\/promotions\/manage/);
    }

    const form = await addPromotion(page, 'Plan upgrade');
    await expect(page).toHaveURL(/\/manage\/promotions\/item\/upgrade$/);
    const plan = form.getByRole('button', { name: /Upgrade to plan/ });
    await expect(formField(page, 'Percent off')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Code')).toHaveAccessibleDescription('Required');
    await expect(plan).toHaveAccessibleDescription(/Required/);
    expect(writes, 'no save is sent while a form is invalid').toEqual([]);

    await formField(page, 'Code').fill('e2e-upgrade');
    await chooseOption(plan, 'Basic 1 Hour');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Promotion “E2E-UPGRADE”');
    expect(writes).toEqual(['SavePromotion']);
    await filterList(page, PLURAL, 'E2E-UPGRADE');
    const cells = rowCells(page, 'E2E-UPGRADE');
    await expect(cells).toHaveText(['E2E-UPGRADE', 'Plan upgrade', 'Upgrade', '—', '—', /^\d/]);
    await expect(cells.last(), 'a new promotion was never redeemed').toHaveText('0');
  });

  test('creating refuses invalid input without a call, then saves and lists the promotion', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const taken = (await rowNames(gridOf(page, PLURAL)))[0] ?? '';
    const writes = recordWrites(page);
    const form = await addPromotion(page, 'Percent off');

    await formField(page, 'Code').fill('spring sale!');
    await formField(page, 'Percent off').fill('150');
    await typeDate(page, 'Valid from', '06302026');
    await typeDate(page, 'Valid to', '06012026');
    await formField(page, 'Redemptions at most').fill('0');
    await formField(page, 'Per guest at most').fill('1.5');
    await form.getByRole('button', { name: 'Save' }).click();
    const expected: [string, string][] = [
      ['Code', 'Use only letters A-Z, digits 0-9 and -'],
      ['Percent off', 'Must be 100 or less'],
      ['Redemptions at most', 'Must be 1 or greater'],
      ['Per guest at most', 'Must be a whole number'],
    ];
    for (const [label, message] of expected) {
      await expect(formField(page, label), label).toHaveAttribute('aria-invalid', 'true');
      await expect(formField(page, label), label).toHaveAccessibleDescription(message);
    }
    // docs/product/validation.md: a start after the end is marked on both ends, each with the spec's words.
    const from = dateField(page, 'Valid from').getByRole('spinbutton', { name: /^month/ });
    const to = dateField(page, 'Valid to').getByRole('spinbutton', { name: /^month/ });
    await expect(from).toHaveAccessibleDescription(/Please select an earlier date/);
    await expect(to).toHaveAccessibleDescription(/Please select a later date/);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A code another promotion has, in other letters' case, is taken.
    await formField(page, 'Code').fill(taken.toLowerCase());
    await formField(page, 'Percent off').fill('25');
    await typeDate(page, 'Valid from', '06012026');
    await typeDate(page, 'Valid to', '06302026');
    await formField(page, 'Redemptions at most').fill('500');
    await formField(page, 'Per guest at most').fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Code')).toHaveAccessibleDescription('Must be unique');
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);

    const plans = form.getByRole('group', { name: 'Plans' }).getByRole('checkbox');
    const planName = (await plans.first().getAttribute('aria-label')) ?? '';
    await plans.first().check();
    await form.getByRole('group', { name: 'Service areas' }).getByRole('checkbox').first().check();
    await formField(page, 'Code').fill('e2e-spring-25');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Promotion “E2E-SPRING-25”');
    expect(writes).toEqual(['SavePromotion']);
    await expect(page).toHaveURL(/\/manage\/promotions\/manage/);
    await filterList(page, PLURAL, 'E2E-SPRING-25');
    const cells = rowCells(page, 'E2E-SPRING-25');
    await expect(cells).toHaveText([
      'E2E-SPRING-25',
      'Percent off',
      '25%',
      '2026-06-01',
      '2026-06-30',
      / of 500$/,
    ]);
    await expect(cells.last(), 'a new promotion was never redeemed').toHaveText('0 of 500');

    await page.getByRole('link', { name: 'E2E-SPRING-25', exact: true }).click();
    await expect(formField(page, 'Code')).toHaveValue('E2E-SPRING-25');
    await expectDate(page, 'Valid from', '6', '1', '2026');
    await expectDate(page, 'Valid to', '6', '30', '2026');
    if (planName) {
      await expect(page.getByRole('checkbox', { name: planName, exact: true })).toBeChecked();
    }
  });

  test('editing a promotion saves it and the list shows the change', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    await filterList(page, PLURAL, 'percent');
    // A percent-off promotion's row (the filter also matches other text, e.g. a description).
    const link = bodyRows(grid)
      .filter({ has: page.getByRole('gridcell', { name: 'Percent off', exact: true }) })
      .first()
      .getByRole('link');
    const code = (await link.textContent()) ?? '';
    await link.click();
    const form = page.getByRole('form', { name: 'Edit Promotion' });
    await expect(form.getByRole('heading', { name: code, level: 3 })).toBeVisible();
    await formField(page, 'Percent off').fill('35');
    await formField(page, 'Redemptions at most').fill('750');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText(`Saved Promotion “${code}”`);
    await expect(page).toHaveURL(/\/manage\/promotions\/manage/);
    const row = bodyRows(grid).filter({ has: page.getByRole('link', { name: code, exact: true }) });
    await expect(row.getByRole('gridcell').nth(3)).toHaveText('35%');
    await expect(row.getByRole('gridcell').nth(6)).toHaveText(/ of 750$/);
  });

  test('deletes one promotion from its form, after the confirmation', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const code = (await rowNames(grid))[3] ?? '';
    await grid.getByRole('link', { name: code, exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Promotion' });
    await expect(formField(page, 'Code')).toHaveValue(code);

    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(`Delete Promotion “${code}”? This cannot be undone.`);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(formField(page, 'Code')).toHaveValue(code);

    await form.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText(`Deleted Promotion “${code}”`);
    await expect(page).toHaveURL(/\/manage\/promotions\/manage/);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 1);
    await expect(grid.getByRole('link', { name: code, exact: true })).toHaveCount(0);
  });

  test('unsaved changes: leaving by a menu link asks first', async ({ page }) => {
    await openList(page, SCREEN);
    await addPromotion(page, 'Bonus time');
    await formField(page, 'Code').fill('HALF-TYPED');
    await formField(page, 'Bonus minutes').fill('90');
    await typeDate(page, 'Valid from', '07012026');

    await openFromMenu(page, 'Manage', 'Access Codes');
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED_CHANGES);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/manage\/promotions\/item\/bonus_time$/);
    await expect(formField(page, 'Code')).toHaveValue('HALF-TYPED');
    await expect(formField(page, 'Bonus minutes')).toHaveValue('90');
    await expectDate(page, 'Valid from', '7', '1', '2026');

    await openFromMenu(page, 'Manage', 'Access Codes');
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/manage\/access-codes/);
    await expect(page.getByRole('form', { name: 'New Promotion' })).toHaveCount(0);
  });

  test('unsaved changes: choosing another org asks first', async ({ page }) => {
    const area = await openList(page, SCREEN);
    const other = (await orgsOfType(page, 'ServiceArea')).find((org) => org.number !== area.number);
    if (!other) throw new Error('The demo tree has one active ServiceArea only');
    await bodyRows(gridOf(page, PLURAL)).first().getByRole('link').click();
    await expect(page.getByRole('form', { name: 'Edit Promotion' })).toBeVisible();
    await formField(page, 'Per guest at most').fill('9');

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
    await expect(formField(page, 'Per guest at most')).toHaveValue('9');

    await choose();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      other.number,
    );
    // The promotion belongs to the org it was opened in: the new org's list shows.
    await expect(page).toHaveURL(/\/manage\/promotions\/manage/);
    await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
  });

  test('a refused save keeps every typed value (write-errors)', async ({ page }) => {
    // The tab keeps the scenario (scenarioOfPage), so it is chosen before the org is: after a
    // full load the form would lack its Service areas (see the next journey).
    await openList(page, SCREEN, { scenario: 'write-errors' });
    const form = await addPromotion(page, 'Percent off');
    const typed: [string, string][] = [
      ['Code', 'REFUSED-10'],
      ['Percent off', '10'],
      ['Redemptions at most', '300'],
      ['Per guest at most', '3'],
    ];
    for (const [label, value] of typed) await formField(page, label).fill(value);
    await typeDate(page, 'Valid from', '08012026');
    await typeDate(page, 'Valid to', '08312026');
    const plans = form.getByRole('group', { name: 'Plans' }).getByRole('checkbox');
    await plans.nth(1).check();
    await plans.nth(2).check();
    const area = form.getByRole('group', { name: 'Service areas' }).getByRole('checkbox').first();
    await area.check();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/promotions\/item\/percent\b/);
    for (const [label, value] of typed) {
      await expect(formField(page, label), label).toHaveValue(value);
    }
    await expectDate(page, 'Valid from', '8', '1', '2026');
    await expectDate(page, 'Valid to', '8', '31', '2026');
    await expect(plans.nth(1)).toBeChecked();
    await expect(plans.nth(2)).toBeChecked();
    await expect(plans.nth(0)).not.toBeChecked();
    await expect(area).toBeChecked();
  });

  test('a promotion opened by a full page load still offers its service areas', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    await bodyRows(gridOf(page, PLURAL)).first().getByRole('link').click();
    const form = page.getByRole('form', { name: 'Edit Promotion' });
    const areas = form.getByRole('group', { name: 'Service areas' });
    await expect(areas.getByRole('checkbox')).not.toHaveCount(0);
    const code = await formField(page, 'Code').inputValue();

    await page.reload();
    await expect(formField(page, 'Code')).toHaveValue(code, PAGE_LOAD);
    await expect(form.getByRole('group', { name: 'Plans' })).toBeVisible();
    // PRODUCT BUG (features/promotions/promotion-item.tsx): the Service areas choices come from
    // the org tree's node of the selected org (`tree.findByNumber`), and after a full load (a
    // reload, a bookmark, `?scenario=`) the tree holds only its first levels, so the field is
    // missing and the promotion's areas can be neither seen nor changed.
    await expect(areas.getByRole('checkbox')).not.toHaveCount(0);
  });

  test('demo edits survive a reload until Reset demo data', async ({ page }) => {
    await openList(page, SCREEN);
    await addPromotion(page, 'Fixed amount off');
    await formField(page, 'Code').fill('E2E-KEPT-5');
    await formField(page, 'Amount off').fill('5');
    await page.getByRole('form').getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Promotion “E2E-KEPT-5”');
    await filterList(page, PLURAL, 'E2E-KEPT-5');
    const grid = gridOf(page, PLURAL);
    await expect(grid.getByRole('link', { name: 'E2E-KEPT-5' })).toBeVisible();

    await page.reload();
    await expect(grid.getByRole('link', { name: 'E2E-KEPT-5' })).toBeVisible(PAGE_LOAD);

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText('Demo data restored.');
    await expect(
      page.getByRole('heading', { name: 'No Promotions match “E2E-KEPT-5”' }),
    ).toBeVisible();
  });

  test('from the Manage menu to a saved promotion with the keyboard alone', async ({ page }) => {
    await openList(page, SCREEN);
    // Start from another screen, with the focus on the Manage tab.
    await openFromMenu(page, 'Setup', 'Edit Org');
    await expect(page).toHaveURL(/\/setup\/organization$/);
    await page.getByRole('button', { name: 'Manage', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Manage' })).toBeVisible();
    await pressUntilFocused(
      page,
      page.getByRole('menuitem', { name: 'Promotions' }),
      'ArrowDown',
      15,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manage\/promotions\/manage$/);
    await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();

    await pressUntilFocused(page, page.getByRole('button', { name: 'Add Promotion' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Add Promotion' });
    await pressUntilFocused(
      page,
      menu.getByRole('menuitem', { name: 'Bonus time' }),
      'ArrowDown',
      4,
    );
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New Promotion' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/promotions\/item\/bonus_time$/);

    await pressUntilFocused(page, formField(page, 'Code'));
    await page.keyboard.type('e2e-keys-60');
    await pressUntilFocused(page, formField(page, 'Bonus minutes'));
    await page.keyboard.type('60');
    // Enter in a field submits the form (Save is its submit button); Tab would first pass the
    // dates and a checkbox for each of the org's plans.
    await page.keyboard.press('Enter');
    await expect(snackbar(page)).toContainText('Saved Promotion “E2E-KEYS-60”');
    await expect(page).toHaveURL(/\/manage\/promotions\/manage/);
  });
});

test.describe('visual: Promotion form', () => {
  useVisualViewport();
  test.slow();

  test('the new Percent off form with its messages', async ({ page }) => {
    await openList(page, SCREEN);
    const form = await addPromotion(page, 'Percent off');
    await expect(form.getByRole('group', { name: 'Plans' })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Code')).toHaveAccessibleDescription('Required');
    // The refused Save sends the focus to the first field to fix: shot once it is there.
    await expect(formField(page, 'Code')).toBeFocused();
    await form.getByRole('heading', { name: 'New Promotion' }).scrollIntoViewIfNeeded();
    await expectScreen(page, 'promotion-form.png');
  });
});
