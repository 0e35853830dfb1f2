import { expect, test } from '@playwright/test';
import { LOGIN_PATH, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// The console's own screens as an administrator sees them (baselines and a
// same-colour check for each state).
useVisualViewport();

test.describe('visual: shell', () => {
  test('login page', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}?realm=guestnet`);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectScreen(page, 'login.png');
  });

  test('shell with the org tree and a selected org', async ({ page }) => {
    await signIn(page);
    const provider = page.getByRole('treeitem', { level: 2 }).first();
    await provider.click();
    await expect(provider).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('set-org-frame')).toHaveCount(0);
    await provider.press('ArrowRight');
    await expect(provider).toHaveAttribute('aria-expanded', 'true');
    await expectScreen(page, 'shell-tree.png');
  });

  test('search dropdown with results', async ({ page }) => {
    await signIn(page);
    await page.getByRole('combobox', { name: 'Search for Org' }).fill('Inn');
    await expect(page.getByTestId('org-search-header')).toHaveText(/^Results \(\d+ matches\)$/);
    await expectScreen(page, 'search-results.png');
  });

  test('recently viewed orgs', async ({ page }) => {
    await signIn(page);
    for (const index of [0, 1]) {
      const row = page.getByRole('treeitem', { level: 2 }).nth(index);
      await row.click();
      await expect(row).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('set-org-frame')).toHaveCount(0);
    }
    await page.getByRole('combobox', { name: 'Search for Org' }).click();
    await expect(page.getByTestId('org-search-header')).toHaveText('Recently Viewed Orgs');
    await expect(page.getByRole('option').first()).toHaveText(/^Stay On: /);
    await expectScreen(page, 'search-recent.png');
  });
});
