import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  bodyRows,
  filterList,
  formField,
  gridOf,
  openList,
  pressUntilFocused,
  recordWrites,
  seriousViolations,
  WRITE_REFUSED,
} from './support/list-screen';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Manage > Role Templates: the list, a built-in shown read-only and copied, a whole
// column set at once, the matrix from the keyboard alone, a refused save. Each test has its own
// browser context, so its demo edits start from the seed data.
const SCREEN = {
  tab: 'Manage',
  link: 'Role Templates',
  orgType: 'Site',
  path: 'manage/role-templates/manage',
};
const PLURAL = 'Role Templates';

const matrix = (page: Page): Locator => page.getByRole('grid', { name: 'Access by feature' });
const cell = (page: Page, name: string): Locator =>
  matrix(page).getByRole('radio', { name, exact: true });

/** Opens a template of the list by its name. */
async function openTemplate(page: Page, name: string) {
  await filterList(page, PLURAL, name);
  await bodyRows(gridOf(page, PLURAL)).getByRole('link', { name, exact: true }).click();
}

test.describe('Role Templates', () => {
  test.slow();

  test('a built-in refuses edits; its copy, changed by a whole column, is saved and reopened', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const writes = recordWrites(page);
    await expect(
      bodyRows(gridOf(page, PLURAL)).getByRole('link', { name: 'Front desk', exact: true }),
    ).toBeVisible();
    await openTemplate(page, 'Front desk');

    // The built-in: every value shown, nothing to change, and why.
    await expect(page.getByText('Built-in templates cannot be changed or deleted.')).toBeVisible();
    await expect(matrix(page)).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Set every feature/ })).toHaveCount(0);
    await expect(cell(page, 'Access Codes: Full')).toHaveAttribute('aria-checked', 'true');
    await cell(page, 'Access Codes: None').click();
    await expect(cell(page, 'Access Codes: Full')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('checkbox', { name: 'Issue codes' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    // Copy: a new template of the same scope, prefilled.
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    const form = page.getByRole('form', { name: 'New Role Template' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/role-templates\/item\/Site$/);
    await expect(formField(page, 'Name')).toHaveValue('Copy of Front desk');
    await expect(cell(page, 'Access Codes: Full')).toHaveAttribute('aria-checked', 'true');
    await expect(cell(page, 'Devices: None')).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByRole('checkbox', { name: 'Issue codes' })).toBeChecked();

    // A whole column at once, then one cell back.
    await matrix(page).getByRole('button', { name: 'Set every feature to Read' }).click();
    for (const name of [
      'Access Codes: Read',
      'Devices: Read',
      'Edit Org: Read',
      'Admin History: Read',
    ]) {
      await expect(cell(page, name), name).toHaveAttribute('aria-checked', 'true');
    }
    await cell(page, 'Conferences: Full').click();
    await formField(page, 'Name').fill('Evening desk');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Role Template “Evening desk”');
    expect(writes).toEqual(['SaveRoleTemplate']);

    // Reopened, with what was saved.
    await openTemplate(page, 'Evening desk');
    await expect(page.getByRole('form', { name: 'Edit Role Template' })).toBeVisible();
    await expect(formField(page, 'Name')).toHaveValue('Evening desk');
    for (const name of [
      'Access Codes: Read',
      'Devices: Read',
      'Conferences: Full',
      'Revenue Summary: Read',
    ]) {
      await expect(cell(page, name), name).toHaveAttribute('aria-checked', 'true');
    }
    await expect(page.getByRole('checkbox', { name: 'Issue codes' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Refund' })).not.toBeChecked();
  });

  test('the matrix works from the keyboard alone', async ({ page }) => {
    await openList(page, SCREEN);
    await page.getByRole('button', { name: 'Add Role Template' }).click();
    await page.getByRole('menuitem', { name: 'Grouping' }).click();
    const form = page.getByRole('form', { name: 'New Role Template' });
    await expect(page).toHaveURL(/\/manage\/role-templates\/item\/Grouping$/);
    // The matrix loads with the form's first paint, as a user sees it arrive.
    await expect(matrix(page)).toBeVisible();
    await formField(page, 'Name').focus();
    await page.keyboard.type('Keyboard desk');

    // One tab stop into the grid, at its first control.
    await page.keyboard.press('Tab');
    const setNone = matrix(page).getByRole('button', { name: 'Set every feature to None' });
    await expect(setNone).toBeFocused();
    // Down past the Setup tab's row to Edit Org, right to Full, Space chooses it.
    await page.keyboard.press('ArrowDown');
    await expect(matrix(page).getByRole('button', { name: 'Set Setup to None' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cell(page, 'Edit Org: None')).toBeFocused();
    await page.keyboard.press('End');
    await expect(cell(page, 'Edit Org: Full')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cell(page, 'Edit Org: Full')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'Add Org: Read')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Add Org: Read')).toHaveAttribute('aria-checked', 'true');
    // Up past Edit Org to the Setup row's Read: the whole tab at once.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(matrix(page).getByRole('button', { name: 'Set Setup to Read' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cell(page, 'Edit Org: Read')).toHaveAttribute('aria-checked', 'true');
    await expect(cell(page, 'Devices: Read')).toHaveAttribute('aria-checked', 'true');
    await expect(cell(page, 'Users: None')).toHaveAttribute('aria-checked', 'true');
    // Tab leaves the grid in one press, to the special actions.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: 'Issue codes' })).toBeFocused();
    await page.keyboard.press('Space');
    await pressUntilFocused(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(snackbar(page)).toContainText('Saved Role Template “Keyboard desk”');
    await openTemplate(page, 'Keyboard desk');
    await expect(page).toHaveURL(/\/manage\/role-templates\/item\/Grouping\/\d+$/);
    await expect(cell(page, 'Devices: Read')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('checkbox', { name: 'Issue codes' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a refused save keeps every value (write-errors)', async ({ page }) => {
    await openList(page, SCREEN, { scenario: 'write-errors' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Role Template' }).click();
    await page.getByRole('menuitem', { name: 'Site' }).click();
    const form = page.getByRole('form', { name: 'New Role Template' });
    await formField(page, 'Name').fill('Refused desk');
    await matrix(page).getByRole('button', { name: 'Set Report to Read' }).click();
    await cell(page, 'Users: Full').click();
    await form.getByRole('checkbox', { name: 'Refund' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(formField(page, 'Name')).toHaveValue('Refused desk');
    await expect(cell(page, 'Users: Full')).toHaveAttribute('aria-checked', 'true');
    await expect(cell(page, 'Revenue Summary: Read')).toHaveAttribute('aria-checked', 'true');
    await expect(cell(page, 'Devices: None')).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByRole('checkbox', { name: 'Refund' })).toBeChecked();
  });
});

test.describe('visual: Role Templates', () => {
  useVisualViewport();
  test.slow();

  test('the list, a built-in and its matrix, a new template', async ({ page }) => {
    await openList(page, SCREEN);
    await expect(page.getByText(/^1–\d+ of \d+ Role Templates$/)).toBeVisible();
    await expectScreen(page, 'role-templates-list.png');
    await openTemplate(page, 'Support');
    await expect(cell(page, 'Devices: Full')).toHaveAttribute('aria-checked', 'true');
    await expectScreen(page, 'role-template-built-in.png');
    // The matrix's end (the Report and Support tabs), scrolled to.
    await cell(page, 'Admin History: Full').scrollIntoViewIfNeeded();
    await expectScreen(page, 'role-template-matrix-end.png');
    await page.getByRole('button', { name: 'Back to Role Templates' }).first().click();
    await page.getByRole('button', { name: 'Add Role Template' }).click();
    await page.getByRole('menuitem', { name: 'Site' }).click();
    await expect(matrix(page)).toBeVisible();
    await expectScreen(page, 'role-template-new.png');
  });
});
