import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signIn } from './support/session';

/** Serious and critical axe violations inside the org tree, search and navigation. */
async function seriousViolations(page: Page) {
  const violations = await axeViolations(page, [
    'aside[aria-label="Organization tree"]',
    'nav[aria-label="Screens"]',
    'header',
  ]);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility of the org tree, search and menus', () => {
  // One signed-in page, judged in each state in turn.
  test('has no serious or critical axe violations with the tree expanded, the search dropdown open, a navigation menu open', async ({
    page,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page);
    await page.getByRole('treeitem', { level: 2 }).first().click();

    await test.step('with the tree expanded', async () => {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('treeitem', { level: 3 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('with the search dropdown open', async () => {
      const box = page.getByRole('combobox', { name: 'Search for Org' });
      await box.fill('Inn');
      await expect(page.getByRole('option').nth(1)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await box.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    });

    await test.step('with a navigation menu open', async () => {
      await page.getByRole('button', { name: 'Setup', exact: true }).hover();
      await expect(page.getByRole('menuitem', { name: 'Edit Org' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
