import { expect, type Locator, type Page, test } from '@playwright/test';
import { backToList } from './back-to-list';
import {
  bodyRows,
  CONSOLE,
  confirmation,
  formField,
  gridOf,
  openScreen,
  recordWrites,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { closeSnackbars, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Payment Gateway, the item form: Add's category and type, the spec's
// messages, the write-only secret (checked on the network), live confirmed the first time, the
// PMS settings, edit and delete; a refused save is the console's component test
// (features/payment-gateways/payment-gateway-item-refused.test.tsx). Each test has its own
// browser context, so its demo edits start from the seed data.
const PLURAL = 'Gateways';
const SECRET = 'sk_test_e2e-S3cret-value';
const LIVE_QUESTION = (name: string) =>
  `Switch “${name}” to live? Guests will be charged real money.`;

/** The gateways' link in the sub-header menu. */
const GATEWAYS_MENU = { tab: 'Setup', link: 'Payment Gateway' };

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

/** Opens `Add Gateway` and chooses a type; waits for the new gateway's form. */
async function addGateway(page: Page, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Gateway' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: type }).click();
  const form = page.getByRole('form', { name: 'New Gateway' });
  await expect(form).toBeVisible();
  return form;
}

/** The write-only secret's input, by the provider's name for it (a password has no textbox role). */
function secretInput(page: Page, label = 'Secret key'): Locator {
  return page.getByRole('form').getByLabel(label, { exact: true });
}

/** Chooses an option of one of the form's pickers. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('form')
    .getByRole('button', { name: new RegExp(`${label}`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The payload (`[token, payload]`'s second) of the next dbo call to `procedure`. */
async function nextPayload(page: Page, procedure: string, act: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith(`/dbo/${procedure}`));
  await act();
  return ((await request).postDataJSON() as [string, Record<string, unknown>])[1];
}

/** Adds a Stripe gateway in the sandbox with a secret, and waits for the list. */
async function addStripe(page: Page, name: string) {
  const form = await addGateway(page, 'Stripe');
  await formField(page, 'Display name').fill(name);
  await formField(page, 'Publishable key').fill('pk_test_e2e');
  await secretInput(page).fill(SECRET);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toContainText(`Saved Gateway “${name}”`);
  await expect(page).toHaveURL(/\/setup\/payment-gateway\/manage/);
}

/** The row of a gateway in the list, by its display name. */
function rowOf(page: Page, name: string): Locator {
  return bodyRows(gridOf(page, PLURAL)).filter({
    has: page.getByRole('link', { name, exact: true }),
  });
}

test.describe('Payment Gateway: the item form', () => {
  test.slow();

  test('refuses invalid input without a call, then saves a card gateway and lists it', async ({
    page,
  }) => {
    await openGateways(page);
    const grid = gridOf(page, PLURAL);
    const taken = (await grid.getByRole('link').first().textContent()) ?? '';
    const writes = recordWrites(page);
    const form = await addGateway(page, 'Stripe');
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/item\/card\/stripe$/);
    await expect(form.getByRole('heading', { name: 'Card: Stripe', level: 3 })).toBeVisible();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Display name')).toHaveAccessibleDescription(/^Required/);
    await expect(secretInput(page)).toHaveAccessibleDescription(/^Required/);
    await expect(formField(page, 'Display name')).toBeFocused();

    await formField(page, 'Display name').fill(taken.toUpperCase());
    await formField(page, 'Currency').fill('EURO');
    await formField(page, 'Walled-garden hosts').fill('js.stripe.com\nhttps://api.stripe.com');
    await secretInput(page).fill('s'.repeat(257));
    const expected: [Locator, string][] = [
      [formField(page, 'Display name'), 'Must be unique'],
      [formField(page, 'Currency'), 'Invalid Currency'],
      [formField(page, 'Walled-garden hosts'), 'Invalid IP address or FQDN'],
      [secretInput(page), 'Must be no more than 256 characters'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);

    await formField(page, 'Display name').fill('E2E Stripe kiosk');
    await formField(page, 'Currency').fill('eur');
    await formField(page, 'Walled-garden hosts').fill('js.stripe.com\napi.stripe.com');
    await formField(page, 'Publishable key').fill('pk_test_e2e');
    await secretInput(page).fill(SECRET);
    const sent = await nextPayload(page, 'SavePaymentGateway', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(sent).toMatchObject({
      Category: 'card',
      Type: 'stripe',
      DisplayName: 'E2E Stripe kiosk',
      Environment: 'sandbox',
      Enabled: true,
      PublicKey: 'pk_test_e2e',
      Secret: SECRET,
      Currency: 'EUR',
      WalledGardenHosts: ['js.stripe.com', 'api.stripe.com'],
      Pms: null,
    });
    expect(sent.Number).toBeGreaterThanOrEqual(1);
    await expect(snackbar(page)).toContainText('Saved Gateway “E2E Stripe kiosk”');
    expect(writes).toEqual(['SavePaymentGateway']);
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/manage/);
    await expect(
      rowOf(page, 'E2E Stripe kiosk')
        .getByRole('gridcell')
        .filter({ hasNot: page.getByRole('checkbox') }),
    ).toHaveText([
      'Card',
      'E2E Stripe kiosk',
      'Stripe',
      String(sent.Number),
      'Sandbox',
      'EUR',
      'Yes',
    ]);
  });

  test('the secret is write-only: set, shown as set, never answered back, kept, changed', async ({
    page,
  }) => {
    await openGateways(page);
    await addStripe(page, 'E2E Secret Stripe');

    // Reopened: the answer says a secret is set and holds no secret; the form shows it is set.
    const answer = page.waitForResponse((r) => r.url().endsWith('/dbo/GetPaymentGateway'));
    await page.getByRole('link', { name: 'E2E Secret Stripe', exact: true }).click();
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/item\/card\/stripe\/\d+$/);
    const body = await (await answer).text();
    expect(JSON.parse(body)).toMatchObject({ DisplayName: 'E2E Secret Stripe', HasSecret: true });
    expect(body).not.toContain('"Secret"');
    expect(body).not.toContain(SECRET);
    const edit = page.getByRole('form', { name: 'Edit Gateway' });
    await expect(edit.getByText('A secret is set.')).toBeVisible();
    await expect(secretInput(page)).toHaveCount(0);
    expect(await page.content()).not.toContain(SECRET);

    // A save without a new secret sends none; Change reveals an empty input; a new one is sent.
    await formField(page, 'Publishable key').fill('pk_test_rotated');
    const kept = await nextPayload(page, 'SavePaymentGateway', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect('Secret' in kept).toBe(false);
    await expect(snackbar(page)).toContainText('Saved Gateway “E2E Secret Stripe”');
    await page.getByRole('link', { name: 'E2E Secret Stripe', exact: true }).click();
    await expect(edit.getByText('A secret is set.')).toBeVisible();
    await expect(formField(page, 'Publishable key')).toHaveValue('pk_test_rotated');
    await edit.getByRole('button', { name: 'Change Secret key' }).click();
    await expect(secretInput(page)).toHaveValue('');
    await expect(secretInput(page)).toHaveAttribute('type', 'password');
    await secretInput(page).fill('sk_test_rotated');
    const changed = await nextPayload(page, 'SavePaymentGateway', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect(changed.Secret).toBe('sk_test_rotated');
  });

  test('live asks for a confirmation the first time only; Cancel keeps the form unsaved', async ({
    page,
  }) => {
    await openGateways(page);
    const writes = recordWrites(page);
    const form = await addGateway(page, 'PayPal');
    await formField(page, 'Display name').fill('E2E PayPal live');
    await formField(page, 'Client ID').fill('AbC-e2e-client');
    await secretInput(page, 'Client secret').fill(SECRET);
    await choose(page, 'Environment', 'Live');

    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(LIVE_QUESTION('E2E PayPal live'));
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(writes, 'nothing is sent before the confirmation').toEqual([]);
    await expect(page).toHaveURL(/\/item\/card\/paypal$/);
    await expect(formField(page, 'Display name')).toHaveValue('E2E PayPal live');
    await expect(secretInput(page, 'Client secret')).toHaveValue(SECRET);

    await form.getByRole('button', { name: 'Save' }).click();
    const sent = await nextPayload(page, 'SavePaymentGateway', () =>
      dialog.getByRole('button', { name: 'Confirm' }).click(),
    );
    expect(sent).toMatchObject({ Type: 'paypal', Environment: 'live', Secret: SECRET });
    await expect(snackbar(page)).toContainText('Saved Gateway “E2E PayPal live”');
    await expect(rowOf(page, 'E2E PayPal live').getByRole('gridcell').nth(5)).toHaveText('Live');

    // Stored as live: a later save does not ask again.
    await page.getByRole('link', { name: 'E2E PayPal live', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit Gateway' });
    await formField(page, 'Currency').fill('GBP');
    const again = await nextPayload(page, 'SavePaymentGateway', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect(again).toMatchObject({ Environment: 'live', Currency: 'GBP' });
    await expect(snackbar(page)).toContainText('Saved Gateway “E2E PayPal live”');
    await expect(confirmation(page)).toHaveCount(0);
  });

  test('a PMS gateway asks for its interface and posting settings, and sends them', async ({
    page,
  }) => {
    await openGateways(page);
    const writes = recordWrites(page);
    const form = await addGateway(page, 'Oracle OPERA (FIAS)');
    await expect(page).toHaveURL(/\/item\/pms\/opera_fias$/);
    await expect(secretInput(page)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    for (const label of ['Display name', 'Host', 'Transaction code']) {
      await expect(formField(page, label), label).toHaveAccessibleDescription(/^Required/);
    }
    await formField(page, 'Port').fill('0');
    await expect(formField(page, 'Port')).toHaveAccessibleDescription(/^Must be 1 or greater/);
    await formField(page, 'Transaction code').fill('x'.repeat(17));
    await expect(formField(page, 'Transaction code')).toHaveAccessibleDescription(
      /^Must be no more than 16 characters/,
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(writes).toEqual([]);

    await formField(page, 'Display name').fill('E2E Room charge');
    await formField(page, 'Host').fill('10.20.0.40');
    await formField(page, 'Port').fill('5010');
    await formField(page, 'Transaction code').fill('9001');
    await formField(page, 'Sales outlet').fill('12');
    await choose(page, 'Name match', 'Last name only');
    await choose(page, 'Posting mode', 'Postpaid, at logout');
    const sent = await nextPayload(page, 'SavePaymentGateway', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(sent).toMatchObject({
      Category: 'pms',
      Type: 'opera_fias',
      DisplayName: 'E2E Room charge',
      PublicKey: null,
      WalledGardenHosts: [],
      Pms: {
        Interface: 'fias_ip',
        Host: '10.20.0.40',
        Port: 5010,
        NameMatch: 'lastNameOnly',
        PostingMode: 'postpaid-on-logout',
        TransactionCode: '9001',
        SalesOutlet: '12',
        CashierId: null,
      },
    });
    expect('Secret' in sent).toBe(false);
    await expect(snackbar(page)).toContainText('Saved Gateway “E2E Room charge”');
    await page.getByRole('link', { name: 'E2E Room charge', exact: true }).click();
    await expect(formField(page, 'Host')).toHaveValue('10.20.0.40');
    await expect(formField(page, 'Transaction code')).toHaveValue('9001');
  });

  test('editing a gateway saves it and the list shows the change', async ({ page }) => {
    await openGateways(page);
    await addStripe(page, 'E2E Edit me');
    await page.getByRole('link', { name: 'E2E Edit me', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Gateway' });
    await expect(form.getByRole('heading', { name: 'E2E Edit me', level: 3 })).toBeVisible();
    await formField(page, 'Display name').fill('E2E Edited');
    await formField(page, 'Currency').fill('CHF');
    await form.getByRole('switch', { name: 'Enabled' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Gateway “E2E Edited”');
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/manage/);
    const cells = rowOf(page, 'E2E Edited').getByRole('gridcell');
    await expect(cells.nth(6)).toHaveText('CHF');
    await expect(cells.nth(7)).toHaveText('No');
    await expect(gridOf(page, PLURAL).getByRole('link', { name: 'E2E Edit me' })).toHaveCount(0);
  });

  test('deletes a gateway from its form, after the confirmation', async ({ page }) => {
    await openGateways(page);
    await addStripe(page, 'E2E Delete me');
    const grid = gridOf(page, PLURAL);
    await expect(grid.getByRole('link', { name: 'E2E Delete me', exact: true })).toBeVisible();
    const total = await totalOf(grid);
    await grid.getByRole('link', { name: 'E2E Delete me', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Gateway' });
    // The save's snackbar covers the form's buttons for its six seconds.
    await closeSnackbars(page);
    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText('Delete Gateway “E2E Delete me”? This cannot be undone.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText('Deleted Gateway “E2E Delete me”');
    await expect(page).toHaveURL(/\/setup\/payment-gateway\/manage/);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 1);
    await expect(grid.getByRole('link', { name: 'E2E Delete me', exact: true })).toHaveCount(0);
  });

  test('an address whose number names no gateway says so', async ({ page }) => {
    await openGateways(page);
    await page.goto(`${CONSOLE}/setup/payment-gateway/item/card/square/98`);
    await expect(page.getByText('This address does not name a Gateway.')).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`${CONSOLE}/setup/payment-gateway/item/pms/stripe`);
    await expect(page.getByRole('heading', { name: 'Unknown gateway type' })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe('visual: Payment Gateway form', () => {
  useVisualViewport();
  test.slow();

  // One journey, one console load: each form is opened from the list and left by the menu.
  test('the new card, wallet, PMS and free access forms', async ({ page }) => {
    await openGateways(page);
    await test.step('the new wallet (Apple Pay) form', async () => {
      await addGateway(page, 'Apple Pay');
      await expect(formField(page, 'Merchant identifier')).toBeVisible();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expectScreen(page, 'payment-gateway-form-wallet.png');
    });
    await backToList(page, GATEWAYS_MENU, PLURAL);

    await test.step('the new PMS (OPERA FIAS) form', async () => {
      await addGateway(page, 'Oracle OPERA (FIAS)');
      await expect(formField(page, 'Transaction code')).toBeVisible();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expectScreen(page, 'payment-gateway-form-pms.png');
    });
    await backToList(page, GATEWAYS_MENU, PLURAL);

    await test.step('the new free access form', async () => {
      await addGateway(page, 'Free access');
      await expect(formField(page, 'Display name')).toBeVisible();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expectScreen(page, 'payment-gateway-form-free.png');
    });
    await backToList(page, GATEWAYS_MENU, PLURAL);

    await test.step('the new card (Stripe) form with its messages', async () => {
      const form = await addGateway(page, 'Stripe');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(formField(page, 'Display name')).toBeFocused();
      await form.getByRole('heading', { name: 'New Gateway' }).scrollIntoViewIfNeeded();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expectScreen(page, 'payment-gateway-form-card.png');
    });
  });
});
