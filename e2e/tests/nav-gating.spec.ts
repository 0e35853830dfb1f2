import { expect, type Page, test } from '@playwright/test';
import { orgsOfType, selectByNumber, selectOrg } from './support/demo-orgs';
import { signIn } from './support/session';

async function menuItems(page: Page, tab: string): Promise<string[]> {
  await page.getByRole('button', { name: tab, exact: true }).hover();
  const menu = page.getByRole('menu', { name: tab });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Verifying...')).toHaveCount(0);
  return menu.getByRole('menuitem').allTextContents();
}

// Each journey signs in once and walks the menus through several orgs, in steps. The menus'
// "Verifying..." state (disabled, no address, Admin History still offered, then the links) is
// proven in `features/navigation/nav-tabs.test.tsx` (jsdom), with the grants held back.
test.describe('navigation gating', () => {
  test('the menus follow the org type: none, a Site, a Service Area; native sub-routes keep their parameters', async ({
    page,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page);

    await test.step('shows only Admin History before an org is selected', async () => {
      expect(await menuItems(page, 'Support')).toEqual(['Admin History']);
      expect(await menuItems(page, 'Setup')).toEqual([]);
    });

    await test.step('a Site hides the ServiceArea-only links and shows the Site-only ones', async () => {
      const [site] = await orgsOfType(page, 'Site');
      if (!site) throw new Error('The demo tree has no active site');
      await selectByNumber(page, site.number);
      const setup = await menuItems(page, 'Setup');
      for (const serviceAreaOnly of ['Devices', 'Payment Gateway', 'Service Plans', 'Portal']) {
        expect(setup).not.toContain(serviceAreaOnly);
      }
      expect(setup).toEqual(
        expect.arrayContaining(['Edit Org', 'Mikrotik Manager', 'PAN Mapping']),
      );
      const manage = await menuItems(page, 'Manage');
      expect(manage).toEqual(expect.arrayContaining(['Conferences', 'Enterprise', 'Hotspot 2.0']));
      for (const external of ['Enterprise', 'Hotspot 2.0']) {
        await expect(page.getByRole('menuitem', { name: external })).toHaveAttribute(
          'target',
          '_blank',
        );
      }
      expect(await menuItems(page, 'Support')).toContain('Admin History');
    });

    // Devices is for Service Areas (another org type is gated by URL); Role Templates for any.
    const [area] = await orgsOfType(page, 'ServiceArea');
    if (!area) throw new Error('The demo tree has no active service area');

    await test.step('a ServiceArea shows Devices but not the Site-only links', async () => {
      await selectOrg(page, area);
      const setup = await menuItems(page, 'Setup');
      expect(setup).toContain('Devices');
      expect(setup).not.toContain('Mikrotik Manager');
      expect(await menuItems(page, 'Manage')).not.toContain('Enterprise');
    });

    await test.step('keeps sub-route parameters of native screens', async () => {
      await page.goto('/admin-ui/admin/setup/devices');
      await expect(page).toHaveURL(/\/setup\/devices\/manage$/);
      // Both parameters reach the screen: the type (Site) and the id (the seed's 7th template of
      // every org, its own "Events team").
      await page.goto('/admin-ui/admin/manage/role-templates/item/Site/7');
      const form = page.getByRole('form', { name: 'Edit Role Template' });
      await expect(form.getByRole('heading', { name: 'Events team' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Events team',
      );
    });
  });

  test('menus work from the keyboard alone; a legacy screen opens in a frame for the selected org', async ({
    page,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page);
    await selectByNumber(page, 'GN-1023');

    await test.step('menus work from the keyboard alone', async () => {
      const setup = page.getByRole('button', { name: 'Setup', exact: true });
      await setup.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Edit Org' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Add Org' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('menu', { name: 'Manage' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Manage', exact: true })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/report\/overview$/);
    });

    await test.step('opens an embedded legacy screen in a frame for the selected org', async () => {
      await menuItems(page, 'Manage');
      await page.getByRole('menuitem', { name: 'Promo Codes' }).click();
      await expect(page).toHaveURL(/\/manage\/promo-codes$/);
      const frame = page.frameLocator('iframe[title="Promo Codes"]');
      await expect(frame.getByRole('heading', { name: 'Promo Codes' })).toBeVisible();
      await expect(frame.locator('#org')).toContainText('GN-1023');

      // Clicking the current page's link refreshes it: the frame loads again.
      const reloaded = page.waitForRequest(/PromoCodes\.aspx/);
      await menuItems(page, 'Manage');
      await page.getByRole('menuitem', { name: 'Promo Codes' }).click();
      await reloaded;
      await expect(frame.getByRole('heading', { name: 'Promo Codes' })).toBeVisible();
    });
  });
});
