import { expect, type Page, test } from '@playwright/test';
import { firstOrgOfType, selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  CONSOLE,
  columnTexts,
  gridOf,
  openScreen,
  searchParam,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Payment Gateway, the list, for the demo's first Service Area; the item
// form's journeys are in payment-gateway-form.spec.ts. Each test has its own browser context.
const PLURAL = 'Gateways';
const HEADERS = [
  'Category',
  'Display name',
  'Type',
  'Account',
  'Environment',
  'Currency',
  'Enabled',
];
const CATEGORIES = ['Card', 'Wallet', 'PMS', 'Free'];

/** Signs in, selects the first Service Area and opens the gateways from the Setup menu. */
async function openGateways(page: Page) {
  await openScreen(page, {
    tab: 'Setup',
    link: 'Payment Gateway',
    orgType: 'ServiceArea',
    path: 'setup/payment-gateway/manage',
  });
  await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible({ timeout: 20_000 });
}

test.describe('Payment Gateway: the list', () => {
  test.slow();

  test('Add Gateway asks for the type under its category, with the keyboard too', async ({
    page,
  }) => {
    await openGateways(page);
    const add = page.getByRole('button', { name: 'Add Gateway' });
    await add.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Stripe',
      'PayPal',
      'Authorize.Net',
      'Braintree',
      'Adyen',
      'Square',
      'Apple Pay',
      'Google Pay',
      'Oracle OPERA (FIAS)',
      'Free access',
    ]);
    for (const category of CATEGORIES) {
      await expect(menu.getByRole('group', { name: category })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Stripe' })).toBeFocused();
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/item\/card\/authorize_net$/);
    await expect(page.getByRole('form', { name: 'New Gateway' })).toBeVisible();
  });

  test('the legacy payment screen is the embedded legacy page at /legacy, on the org the console shows', async ({
    page,
  }) => {
    // Selecting an org loads SetOrg.aspx, which puts the legacy pages' session on it
    // (docs/decisions/legacy-postmessage-protocol.md): a step no one skips, so the org is
    // selected here as a person selects it, not restored from the saved sign-in's org cookie
    // alone, which the legacy session knows nothing of.
    await signIn(page);
    const org = await firstOrgOfType(page, 'ServiceArea');
    await selectOrg(page, org);
    // The hidden SetOrg frame goes once it says the org is set.
    await expect(page.getByTestId('set-org-frame')).toHaveCount(0);
    await page.goto(`${CONSOLE}/setup/payment-gateway/legacy`);
    const frame = page.frameLocator('iframe[title="Payment Gateway"]');
    await expect(frame.getByRole('heading', { name: 'Payment Gateway' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      org.number,
    );
    await expect(frame.locator('#org')).toHaveText(`For organization: ${org.name} (${org.number})`);
    await expect(gridOf(page, PLURAL)).toHaveCount(0);
    // The frame takes the height its heading leaves, so the console's main does not scroll with
    // nothing a keyboard reaches in it (axe scrollable-region-focusable).
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('visual: Payment Gateway list', () => {
  useVisualViewport();
  test.slow();

  // The list's checks and its picture in one journey: one console load.
  test('the gateways of a Service Area, grouped by category, with their columns, passing axe', async ({
    page,
  }) => {
    await openGateways(page);
    await expectScreen(page, 'payment-gateways-list.png');
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/manage/);
    const grid = gridOf(page, PLURAL);
    const headers = grid.getByRole('columnheader').filter({ hasNot: page.getByRole('checkbox') });
    // The sorted header carries its arrow.
    await expect(headers).toHaveText([/^Category/, ...HEADERS.slice(1)]);
    // Grouped: ordered by category (the address says so, so the view can be bookmarked).
    expect(searchParam(page, 'sort')).toBe('Category');
    await expect(grid.getByRole('columnheader', { name: 'Category' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const categories = await columnTexts(grid, 2);
    for (const category of categories) expect(CATEGORIES).toContain(category);
    const order = ['Card', 'Free', 'PMS', 'Wallet']; // by the stored value: card, free, pms, wallet
    expect(categories).toEqual([...categories].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    for (const environment of await columnTexts(grid, 6)) {
      expect(['Sandbox', 'Live']).toContain(environment);
    }
    for (const account of await columnTexts(grid, 5)) expect(account).toMatch(/^\d{1,2}$/);
    expect(await totalOf(grid)).toBe(categories.length);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
