import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.describe('org search', () => {
  test('is used with the keyboard alone: type, move, choose, stay', async ({ page }) => {
    await signIn(page);
    const box = page.getByRole('combobox', { name: 'Search for Org' });
    await box.focus();
    await page.keyboard.type('In');
    await expect(page.getByTestId('org-search-header')).toHaveText(
      'Please enter at least 3 characters to refine search',
    );
    await page.keyboard.type('n');
    await expect(page.getByTestId('org-search-header')).toHaveText(/^Results \(\d+ match/);
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id')) ?? '',
    );
    const name = (await second.getAttribute('aria-label')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'aria-label',
      name,
    );

    await box.press('Enter');
    await expect(page.getByRole('option').first()).toHaveText(`Stay On: ${name}`);
    await box.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'aria-label',
      name,
    );
  });

  test('closes on a click outside', async ({ page }) => {
    await signIn(page);
    await page.getByRole('combobox', { name: 'Search for Org' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('main').click();
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('copies the current org link with Location and says nothing on success', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.getByRole('treeitem', { level: 2 }).first().click();
    const number = await page
      .getByRole('treeitem', { selected: true })
      .getAttribute('data-org-number');
    await page.getByRole('button', { name: 'Location' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/admin-ui/admin/org/${number}`);
    await expect(page.getByText(/copied/i)).toHaveCount(0);
  });

  test('says how many matched past 500 in a tree of 100,000 orgs', async ({ page }) => {
    test.slow();
    await signIn(page);
    await page.goto('/admin-ui/admin/setup/organization?scenario=huge');
    await expect(page.getByRole('treeitem', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Search for Org' }).fill('Lodge');
    await expect(page.getByTestId('org-search-header')).toHaveText(
      /^Results \(1 - 500 of \d+ matches -- try entering more characters\)$/,
      { timeout: 30_000 },
    );
    await expect(page.getByRole('option')).toHaveCount(500);
  });
});
