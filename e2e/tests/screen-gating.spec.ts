import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { firstOrgOfType, selectOrg } from './support/demo-orgs';
import { openAddressOnOrg } from './support/list-screen';
import { SSO_USER, signIn } from './support/session';

// docs/decisions/screen-gating.md: a screen opened by its address shows only for an org it is
// for; otherwise an alert says why, and nothing of the screen loads.
const HEADING = 'Not available for this organization';
const CONSOLE = '/admin-ui/admin';

function gateAlert(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: HEADING }) });
}

test.describe('opening a screen by its address', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Service Plans for a Site says it is for Service Areas', async ({ page }) => {
    const site = await openAddressOnOrg(page, 'Site', 'setup/service-plans');
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage$/);
    const alert = gateAlert(page);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      `Service Plans is for Service Areas only. ${site.name} is a Site.`,
    );
    await expect(alert).toContainText('choose a Service Area in the Org Tree');
    await expect(page.getByText(/is not built yet/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Service Plans/ })).toHaveCount(0);
  });

  test('Devices for a Grouping says it is for Service Areas, and passes axe', async ({ page }) => {
    const grouping = await openAddressOnOrg(page, 'Grouping', 'setup/devices/item/mikrotik/7');
    const alert = gateAlert(page);
    await expect(alert).toContainText(
      `Devices is for Service Areas only. ${grouping.name} is a Grouping.`,
    );
    await expect(page.getByRole('form')).toHaveCount(0);

    const serious = (await axeViolations(page, ['main']))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    // Fixed viewport, the message alone: the tree and header belong to the visual suite.
    await expect(page.getByRole('main')).toHaveScreenshot('gating-devices-grouping.png');
  });

  test('the same links open the screens for a Service Area', async ({ page }) => {
    await openAddressOnOrg(page, 'ServiceArea', 'setup/service-plans');
    await expect(
      page.getByRole('heading', { name: 'Service Plans', exact: true, level: 2 }),
    ).toBeVisible();
    await expect(gateAlert(page)).toHaveCount(0);
    await page.goto(`${CONSOLE}/setup/devices/item/mikrotik`);
    await expect(page.getByRole('heading', { name: 'Devices: Device', level: 2 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'New Device' })).toBeVisible();
    await expect(gateAlert(page)).toHaveCount(0);
  });

  test('the message follows the org chosen while it shows', async ({ page }) => {
    const grouping = await openAddressOnOrg(page, 'Grouping', 'setup/devices');
    const area = await firstOrgOfType(page, 'ServiceArea');
    await expect(gateAlert(page)).toBeVisible();
    await selectOrg(page, area);
    await expect(
      page.getByRole('heading', { name: 'Devices', exact: true, level: 2 }),
    ).toBeVisible();
    await expect(gateAlert(page)).toHaveCount(0);
    await selectOrg(page, grouping);
    await expect(gateAlert(page)).toContainText(`${grouping.name} is a Grouping.`);
  });

  test('a legacy screen the role lacks loads no frame', async ({ page }) => {
    // The demo's SSO user has no Admins feature anywhere (packages/mocks/src/feature-grants.ts).
    await signIn(page, SSO_USER);
    const site = await firstOrgOfType(page, 'Site');
    await selectOrg(page, site);
    await page.goto(`${CONSOLE}/manage/admins`);
    await expect(gateAlert(page)).toContainText(
      `Your role has no access to Admins for ${site.name}.`,
    );
    await expect(page.locator('iframe[title="Admins"]')).toHaveCount(0);
  });

  test('Admin History always opens', async ({ page }) => {
    await signIn(page, SSO_USER);
    const grouping = await firstOrgOfType(page, 'Grouping');
    await selectOrg(page, grouping);
    await page.goto(`${CONSOLE}/support/admin-history`);
    // A full page load starts the demo again (2.5 to 4.5 s on an idle machine): on a loaded
    // two-worker CI machine it took more than the 10 s a later answer gets.
    await expect(page.getByRole('heading', { name: 'Admin History', level: 2 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(gateAlert(page)).toHaveCount(0);
  });
});
