import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/list-screen';
import { LIMITED_ADMIN, SITE_ADMIN, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// An administrator below the top of the tree sees their own org and what is under it, nothing
// above or beside it; a role without a feature does not see its screens. The mocks enforce the
// same on the API (docs/decisions/tenant-isolation.md, packages/mocks/src/tenancy.test.ts).

async function menuItems(page: Page, tab: string): Promise<string[]> {
  await page.getByRole('button', { name: tab, exact: true }).hover();
  const menu = page.getByRole('menu', { name: tab });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Verifying...')).toHaveCount(0);
  return menu.getByRole('menuitem').allTextContents();
}

async function select(page: Page, number: string) {
  await page.locator(`[role="treeitem"][data-org-number="${number}"]`).click();
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
    'data-org-number',
    number,
  );
}

test.describe('tenants: a site administrator', () => {
  useVisualViewport();

  test("sees only their site's subtree, and finds nothing outside it", async ({ page }) => {
    await signIn(page, SITE_ADMIN);
    const tree = page.getByRole('tree', { name: 'Organizations' });
    const top = tree.getByRole('treeitem', { level: 1 });
    await expect(top).toHaveCount(1);
    await expect(top).toHaveAttribute('data-org-number', 'GN-1042');
    await select(page, 'GN-1042');
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    const areas = tree.getByRole('treeitem', { level: 2 });
    await expect(areas).toHaveCount(3);
    expect(await areas.evaluateAll((rows) => rows.map((row) => row.dataset.orgNumber))).toEqual([
      'GN-1042-1',
      'GN-1042-2',
      'GN-1042-3',
    ]);
    await expectScreen(page, 'site-admin-tree.png');
    expect(await seriousViolations(page)).toEqual([]);

    // Orgs beside it and above it are not found, by name or by number.
    const box = page.getByRole('combobox', { name: 'Search for Org' });
    for (const text of ['GN-1041', 'GN-1034', 'Parkside']) {
      await box.fill(text);
      await expect(page.getByTestId('org-search-header')).toHaveText('Results (0 matches)');
    }
    // Its own site's name finds the site and its three areas (whose display path names it).
    await box.fill('Joplin');
    await expect(page.getByTestId('org-search-header')).toHaveText('Results (4 matches)');
    await box.press('Escape');
  });

  test('on a phone, the drawer holds the same one site', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, SITE_ADMIN);
    await page.getByRole('button', { name: 'Toggle Org Tree' }).click();
    const drawer = page.getByRole('complementary', { name: 'Organization tree' });
    const top = drawer.getByRole('treeitem', { level: 1 });
    await expect(top).toHaveCount(1);
    await expect(top).toHaveAttribute('data-org-number', 'GN-1042');
    await expect(top).toBeFocused();
    await expectScreen(page, 'site-admin-drawer-phone.png');
  });
});

test.describe('tenants: a role without the devices feature', () => {
  test('does not see Devices or Mikrotik Manager at its site', async ({ page }) => {
    await signIn(page, LIMITED_ADMIN);
    const top = page.getByRole('tree', { name: 'Organizations' }).getByRole('treeitem', {
      level: 1,
    });
    await expect(top).toHaveAttribute('data-org-number', 'GN-1046');
    await select(page, 'GN-1046');
    const site = await menuItems(page, 'Setup');
    expect(site).toEqual(expect.arrayContaining(['Edit Org', 'PAN Mapping']));
    expect(site).not.toContain('Mikrotik Manager');
    await page.keyboard.press('Escape');
    await page.mouse.move(640, 700);
    await expect(page.getByRole('menu', { name: 'Setup' })).toHaveCount(0);
    await select(page, 'GN-1046-1');
    const area = await menuItems(page, 'Setup');
    expect(area).toEqual(expect.arrayContaining(['Service Plans']));
    expect(area).not.toContain('Devices');
    // By address too: the screen's gate, not only the menu.
    const name = await page.getByRole('treeitem', { selected: true }).getAttribute('aria-label');
    await page.goto('/admin-ui/admin/setup/devices/manage');
    await expect(page.getByRole('alert')).toContainText(
      `Your role has no access to Devices for ${name}.`,
    );
    await expect(page.getByRole('grid')).toHaveCount(0);
  });
});
