import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.describe('org search', () => {
  // One sign-in for what the search does in the default tree, in steps.
  test('is used with the keyboard alone, closes on a click outside, and Location copies the org link', async ({
    page,
    context,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const box = page.getByRole('combobox', { name: 'Search for Org' });

    await test.step('closes on a click outside', async () => {
      await box.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.getByRole('main').click();
      await expect(page.getByRole('listbox')).toBeHidden();
    });

    let name = '';
    await test.step('is used with the keyboard alone: type, move, choose, stay', async () => {
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
      name = (await second.getAttribute('aria-label')) ?? '';
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

    await test.step('copies the current org link with Location and says nothing on success', async () => {
      const number = await page
        .getByRole('treeitem', { selected: true })
        .getAttribute('data-org-number');
      await page.getByRole('button', { name: 'Location' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${new URL(page.url()).origin}/admin-ui/admin/org/${number}`);
      await expect(page.getByText(/copied/i)).toHaveCount(0);
    });
  });
  // How many matched past 500 in a tree of 100,000 orgs: in tree-drawer.spec.ts's huge-tree
  // journey, which loads that tree already.
});
