import { expect, type Page, test } from '@playwright/test';
import { type FoundOrg, firstOrgOfType, orgsOfType, selectOrg } from './support/demo-orgs';
import {
  confirmation,
  formField,
  PAGE_LOAD,
  pressUntilFocused,
  recordWrites,
  seriousViolations,
  UNSAVED_CHANGES,
  WRITE_REFUSED,
} from './support/list-screen';
import { type SignInOptions, signIn, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Edit Org: the selected org's details, saved so the tree, the header search
// and the recent list follow at once; Delete refused for an org with children, else the parent
// is selected; the unsaved-changes guard on an org change; refused writes; the keyboard.
// Each test has its own browser context, so its demo edits start from the seed data.

function editForm(page: Page) {
  return page.getByRole('form', { name: 'Edit Org' });
}

/** Signs in, selects the demo's first active org of `type` and waits for its Edit Org form. */
async function openEditOrg(
  page: Page,
  type: string,
  options: SignInOptions = {},
): Promise<FoundOrg> {
  // Selected from the header search, as a user would: the journeys below read the recent list
  // and the tree that a selection leaves.
  await signIn(page, undefined, options);
  const org = await firstOrgOfType(page, type);
  await selectOrg(page, org);
  // The screen's gate, its chunk and GetOrg come one after the other: on a busy 2-core machine
  // that takes as long as a page load.
  await expect(editForm(page).getByRole('heading', { name: org.name, level: 3 })).toBeVisible(
    PAGE_LOAD,
  );
  return org;
}

const selectedRow = (page: Page) => page.getByRole('treeitem', { selected: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for Org' });

test.describe('Edit Org', () => {
  // Each journey signs in and loads the demo's tree and forms several times: on a busy 2-core
  // machine that is more than the 60 s a journey gets by default.
  test.slow();

  // One Site, opened once: what the form shows, a refused delete, then invalid values; none of
  // them changes the org.
  test('shows which org it is; deleting an org with children is refused with the reason; invalid values say the spec’s messages and nothing is sent', async ({
    page,
  }) => {
    const site = await openEditOrg(page, 'Site');
    await test.step('shows which org it is: name, type, number, parent and created date', async () => {
      const form = editForm(page);
      await expect(form.getByText('Site', { exact: true }).first()).toBeVisible();
      await expect(form.getByText(site.number, { exact: true })).toBeVisible();
      await expect(form.getByText('Parent', { exact: true })).toBeVisible();
      await expect(form.getByText('Created', { exact: true })).toBeVisible();
      await expect(formField(page, 'Name')).toHaveValue(site.name);
      await expect(form.getByRole('switch', { name: 'Trial mode' })).toBeVisible();
      await expect(form.getByRole('combobox', { name: /Time zone/ })).toHaveValue(/\S/);
      expect(await seriousViolations(page, 'main')).toEqual([]);
    });

    await test.step('deleting an org with children is refused with the reason', async () => {
      const form = editForm(page);
      await form.getByRole('button', { name: 'Delete' }).click();
      const dialog = confirmation(page);
      await expect(dialog).toContainText(`Delete “${site.name}” (${site.number})?`);
      expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      const refusal = form.getByText(`Unable to delete “${site.name}”`);
      await expect(refusal).toBeVisible();
      // The mocks' reason: the org still holds others.
      await expect(form.getByRole('alert')).toContainText(`${site.name} still holds`);
      await expect(selectedRow(page)).toHaveAttribute('data-org-number', site.number);
      await expect(formField(page, 'Name')).toHaveValue(site.name);
      expect(await seriousViolations(page, 'main')).toEqual([]);
    });

    await test.step('invalid values say the spec’s messages and nothing is sent', async () => {
      const writes = recordWrites(page);
      const form = editForm(page);
      await formField(page, 'Name').fill('Harbour/North');
      await formField(page, 'Contact email').fill('it@harbour');
      await formField(page, 'Country').fill('PRT');
      await formField(page, 'Address line 1').fill('x'.repeat(129));
      await form.getByRole('button', { name: 'Save' }).click();
      const expected: [string, string][] = [
        ['Name', 'Cannot contain special characters.'],
        ['Contact email', 'Invalid Email'],
        ['Country', 'Invalid Country'],
        ['Address line 1', 'Must be no more than 128 characters'],
      ];
      for (const [label, message] of expected) {
        await expect(formField(page, label), label).toHaveAttribute('aria-invalid', 'true');
        await expect(formField(page, label), label).toHaveAccessibleDescription(message);
      }
      await formField(page, 'Name').fill('');
      await expect(formField(page, 'Name')).toHaveAccessibleDescription('Required');
      expect(await seriousViolations(page, 'main')).toEqual([]);
      expect(writes, 'no save is sent while the form is invalid').toEqual([]);
    });
  });

  test('a rename reaches the tree row, a search result and the recent list without a reload', async ({
    page,
  }) => {
    const site = await openEditOrg(page, 'Site');
    const other = await firstOrgOfType(page, 'ServiceProvider');
    await page.evaluate(() => {
      (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
    });
    const renamed = 'E2E Renamed Harbour';
    await formField(page, 'Name').fill(renamed);
    await editForm(page).getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText(`Saved “${renamed}”`);
    await expect(editForm(page).getByRole('heading', { name: renamed, level: 3 })).toBeVisible();
    await expect(selectedRow(page)).toHaveAttribute('aria-label', renamed);
    await expect(selectedRow(page)).toHaveAttribute('data-org-number', site.number);

    // The header search finds it by its new name.
    await searchBox(page).fill('E2E Renamed');
    await expect(page.getByRole('option', { name: renamed, exact: true })).toBeVisible();
    await searchBox(page).press('Escape');

    // Another org selected, the recent list names the renamed org by its new name.
    await selectOrg(page, other);
    await searchBox(page).fill('');
    await searchBox(page).click();
    await expect(page.getByTestId('org-search-header')).toHaveText('Recently Viewed Orgs');
    await expect(page.getByRole('option', { name: renamed, exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: site.name, exact: true })).toHaveCount(0);
    await searchBox(page).press('Escape');
    expect(
      await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
      'no page load',
    ).toBe(true);
  });

  test('a change of org follows the new org, asking first when there are changes', async ({
    page,
  }) => {
    const site = await openEditOrg(page, 'Site');
    const other = (await orgsOfType(page, 'Site')).find((org) => org.number !== site.number);
    if (!other) throw new Error('The demo tree has one active Site only');
    await formField(page, 'Notes').fill('Typed before the org change');

    const choose = async () => {
      await searchBox(page).fill(other.number);
      await expect(page.getByTestId('org-search-header')).toHaveText('Results (1 match)');
      await page.getByRole('option', { name: other.name, exact: true }).click();
    };
    await choose();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED_CHANGES);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(selectedRow(page)).toHaveAttribute('data-org-number', site.number);
    await expect(formField(page, 'Notes')).toHaveValue('Typed before the org change');

    await choose();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(selectedRow(page)).toHaveAttribute('data-org-number', other.number);
    await expect(editForm(page).getByRole('heading', { name: other.name, level: 3 })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(formField(page, 'Name')).toHaveValue(other.name);
    await expect(formField(page, 'Notes')).not.toHaveValue('Typed before the org change');
  });

  test('deleting a childless org removes it from the tree and selects its parent', async ({
    page,
  }) => {
    const area = await openEditOrg(page, 'ServiceArea');
    // The parent's name, from the read-only facts.
    const parentName = (
      (await editForm(page).getByText('Parent', { exact: true }).locator('..').textContent()) ?? ''
    )
      .replace(/^Parent\s*/, '')
      .trim();
    expect(parentName).not.toBe('');
    await editForm(page).getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toContainText(`Deleted “${area.name}”`);
    await expect(selectedRow(page)).toHaveAttribute('aria-label', parentName);
    await expect(page.locator(`[role="treeitem"][data-org-number="${area.number}"]`)).toHaveCount(
      0,
    );
    await expect(editForm(page).getByRole('heading', { name: parentName, level: 3 })).toBeVisible(
      PAGE_LOAD,
    );
    // The header search no longer finds it.
    await page.getByRole('combobox', { name: 'Search for Org' }).fill(area.number);
    await expect(page.getByTestId('org-search-header')).not.toHaveText(/Searching/);
    await expect(page.getByRole('option', { name: area.name, exact: true })).toHaveCount(0);
  });

  test('a refused save keeps every typed value and says why (write-errors)', async ({ page }) => {
    await openEditOrg(page, 'Site', { scenario: 'write-errors' });
    const form = editForm(page);
    await expect(form).toBeVisible();
    const typed: [string, string][] = [
      ['Name', 'Refused Harbour'],
      ['Contact name', 'Ana Silva'],
      ['Contact email', 'ana@harbour.example'],
      ['Contact phone', '+351 21 111 1111'],
      ['Address line 1', '2 Quay Street'],
      ['Address line 2', 'Floor 3'],
      ['City', 'Porto'],
      ['Region', 'Norte'],
      ['Postal code', '4000-001'],
      ['Country', 'PT'],
      ['Notes', 'Typed, then refused'],
    ];
    for (const [label, value] of typed) await formField(page, label).fill(value);
    await form.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    const trial = form.getByRole('switch', { name: 'Trial mode' });
    const wasTrial = await trial.isChecked();
    await trial.click();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    for (const [label, value] of typed) {
      await expect(formField(page, label), label).toHaveValue(value);
    }
    await expect(form.getByRole('button', { name: /Status/ })).toContainText('Disabled');
    await expect(trial).toBeChecked({ checked: !wasTrial });
  });

  test('from the Setup menu to a saved org with the keyboard alone', async ({ page }) => {
    const site = await openEditOrg(page, 'Site');
    // Away to Add Org and back to Edit Org by the Setup menu, from the keyboard.
    const setup = page.getByRole('button', { name: 'Setup', exact: true });
    await setup.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Org' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Add Org' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Add Organization' })).toBeVisible(PAGE_LOAD);
    await setup.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Org' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/organization$/);
    const form = editForm(page);
    await expect(form.getByRole('heading', { name: site.name, level: 3 })).toBeVisible(PAGE_LOAD);

    await pressUntilFocused(page, formField(page, 'Name'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keyboard Harbour');
    const zone = form.getByRole('combobox', { name: /Time zone/ });
    await pressUntilFocused(page, zone);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Tokyo');
    await expect(page.getByRole('option', { name: 'Asia/Tokyo' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(zone).toHaveValue('Asia/Tokyo');
    await pressUntilFocused(page, formField(page, 'Notes'));
    await page.keyboard.type('Saved from the keyboard');
    await pressUntilFocused(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(snackbar(page)).toContainText('Saved “Keyboard Harbour”');
    await expect(selectedRow(page)).toHaveAttribute('aria-label', 'Keyboard Harbour');
    await expect(zone).toHaveValue('Asia/Tokyo');
  });
});

test.describe('visual: Edit Org', () => {
  useVisualViewport();
  test.slow();

  test('a site’s Edit Org form', async ({ page }) => {
    await openEditOrg(page, 'Site');
    await page
      .getByRole('main')
      .getByRole('heading', { name: 'Edit Org' })
      .scrollIntoViewIfNeeded();
    await expectScreen(page, 'edit-org.png', [editForm(page).getByText('Created').locator('..')]);
  });
});
