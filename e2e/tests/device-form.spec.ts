import { expect, type Locator, type Page, test } from '@playwright/test';
import { backToList } from './back-to-list';
import {
  bodyRows,
  confirmation,
  filterList,
  formField,
  gridOf,
  openList,
  recordWrites,
  rowNames,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Devices, the item form: Add Device's vendor, the spec's messages, each MAC
// form, the write-only RADIUS secret (checked on the network), edit and delete; each MAC form and
// a refused save are the console's component tests (features/devices/device-item.test.tsx,
// device-item-refused.test.tsx). Each test has its own browser context, so its demo edits start
// from the seed data.
const SCREEN = {
  tab: 'Setup',
  link: 'Devices',
  orgType: 'ServiceArea',
  path: 'setup/devices/manage',
};
const PLURAL = 'Devices';
const SECRET = 'e2e-Radius-s3cret';

/** Opens `Add Device` and chooses a vendor; waits for the new device's form. */
async function addDevice(page: Page, vendor: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Device' }).click();
  await page
    .getByRole('menu', { name: 'Add Device' })
    .getByRole('menuitem', { name: vendor })
    .click();
  const form = page.getByRole('form', { name: 'New Device' });
  await expect(form).toBeVisible();
  return form;
}

/** The write-only secret's input (a password input has no textbox role). */
function secretInput(page: Page): Locator {
  return page.getByRole('form').getByLabel('RADIUS secret', { exact: true });
}

/** The payload (`[token, payload]`'s second) of the next dbo call to `procedure`. */
async function nextPayload(page: Page, procedure: string, act: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith(`/dbo/${procedure}`));
  await act();
  return ((await request).postDataJSON() as [string, Record<string, unknown>])[1];
}

/** Fills a new device's required fields. */
async function fillDevice(page: Page, name: string, mac: string) {
  await formField(page, 'Name').fill(name);
  await formField(page, 'IP address or FQDN').fill('10.20.0.9');
  await formField(page, 'MAC address').fill(mac);
  await secretInput(page).fill(SECRET);
}

test.describe('Devices: the item form', () => {
  test.slow();

  test('refuses invalid input without a call, then saves a device and lists it', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const taken = (await rowNames(gridOf(page, PLURAL)))[0] ?? '';
    const writes = recordWrites(page);
    const form = await addDevice(page, 'MikroTik');
    await expect(page).toHaveURL(/\/setup\/devices\/item\/mikrotik$/);
    await expect(form.getByRole('heading', { name: 'MikroTik', level: 3 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Hotspot servers' })).toBeVisible();

    await form.getByRole('button', { name: 'Save' }).click();
    for (const label of ['Name', 'IP address or FQDN', 'MAC address']) {
      await expect(formField(page, label), label).toHaveAccessibleDescription('Required');
    }
    await expect(secretInput(page)).toHaveAccessibleDescription(/^Required/);

    await formField(page, 'Name').fill(taken.toUpperCase());
    await formField(page, 'Short name').fill('x'.repeat(33));
    await formField(page, 'IP address or FQDN').fill('gw_1.example');
    await formField(page, 'MAC address').fill('4C:5E-0C:12:34:56');
    await secretInput(page).fill('s'.repeat(61));
    await formField(page, 'Authentication port').fill('70000');
    const expected: [Locator, string][] = [
      [formField(page, 'Name'), 'Must be unique'],
      [formField(page, 'Short name'), 'Must be no more than 32 characters'],
      [formField(page, 'IP address or FQDN'), 'Invalid IP address or FQDN'],
      [formField(page, 'MAC address'), 'Invalid MAC'],
      [secretInput(page), 'Must be no more than 60 characters'],
      [formField(page, 'Authentication port'), 'Must be 65535 or less'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);

    await formField(page, 'Short name').fill('');
    await formField(page, 'Authentication port').fill('1812');
    await fillDevice(page, 'E2E Lobby router', '4c:5e:0c:aa:bb:cc');
    await formField(page, 'Model').fill('hEX S');
    await form.getByRole('textbox', { name: 'Hotspot servers' }).fill('hotspot1\nlobby-hs');
    const sent = await nextPayload(page, 'SaveDevice', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(sent).toMatchObject({
      Name: 'E2E Lobby router',
      Type: 'mikrotik',
      MacAddress: '4c:5e:0c:aa:bb:cc',
      RadiusSecret: SECRET,
      RadiusAuthPort: 1812,
      RadiusAcctPort: 1813,
      Ssids: ['hotspot1', 'lobby-hs'],
    });
    await expect(snackbar(page)).toContainText('Saved Device “E2E Lobby router”');
    expect(writes).toEqual(['SaveDevice']);
    await expect(page).toHaveURL(/\/setup\/devices\/manage/);
    await filterList(page, PLURAL, 'E2E Lobby router');
    const row = bodyRows(gridOf(page, PLURAL)).filter({
      has: page.getByRole('link', { name: 'E2E Lobby router', exact: true }),
    });
    await expect(
      row.getByRole('gridcell').filter({ hasNot: page.getByRole('checkbox') }),
    ).toHaveText([
      'E2E Lobby router',
      'MikroTik',
      '10.20.0.9',
      '4c:5e:0c:aa:bb:cc',
      'hEX S',
      /^(Yes|No)$/,
      /^\d{4}-|^Never$/,
    ]);
  });

  test('the RADIUS secret is write-only: set, shown as set, never answered back, kept, changed', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const form = await addDevice(page, 'Ruckus');
    await fillDevice(page, 'E2E Secret AP', '001a2b3c4d5e');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Device “E2E Secret AP”');
    await filterList(page, PLURAL, 'E2E Secret AP');

    // Reopened: the answer says a secret is set and holds no secret; the form shows it is set.
    const answer = page.waitForResponse((r) => r.url().endsWith('/dbo/GetDevice'));
    await page.getByRole('link', { name: 'E2E Secret AP', exact: true }).click();
    const body = await (await answer).text();
    expect(JSON.parse(body)).toMatchObject({ Name: 'E2E Secret AP', HasRadiusSecret: true });
    expect(body).not.toContain('"RadiusSecret"');
    expect(body).not.toContain(SECRET);
    const edit = page.getByRole('form', { name: 'Edit Device' });
    await expect(edit.getByText('A secret is set.')).toBeVisible();
    await expect(secretInput(page)).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toContain(SECRET);

    // A save without a new secret sends none, and the device keeps its secret.
    await formField(page, 'Model').fill('R750');
    const kept = await nextPayload(page, 'SaveDevice', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect('RadiusSecret' in kept).toBe(false);
    await expect(snackbar(page)).toContainText('Saved Device “E2E Secret AP”');
    await page.getByRole('link', { name: 'E2E Secret AP', exact: true }).click();
    await expect(edit.getByText('A secret is set.')).toBeVisible();
    await expect(formField(page, 'Model')).toHaveValue('R750');

    // Change reveals an empty input; left empty it still keeps the old one; a new one replaces it.
    await edit.getByRole('button', { name: 'Change RADIUS secret' }).click();
    await expect(secretInput(page)).toHaveValue('');
    await expect(secretInput(page)).toHaveAttribute('type', 'password');
    await expect(secretInput(page)).toHaveAccessibleDescription(/leave empty to keep/);
    await secretInput(page).fill('rotated-s3cret');
    const changed = await nextPayload(page, 'SaveDevice', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect(changed.RadiusSecret).toBe('rotated-s3cret');
    await expect(snackbar(page)).toContainText('Saved Device “E2E Secret AP”');
  });

  test('editing a device saves it and the list shows the change', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const link = bodyRows(grid).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    const form = page.getByRole('form', { name: 'Edit Device' });
    await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Status', level: 3 })).toBeVisible();
    await formField(page, 'IP address or FQDN').fill('gw.harbour.example');
    await formField(page, 'MAC address').fill('00-1A-2B-3C-4D-5E');
    // A device stored without a secret (some of the demo's are) needs one before it saves.
    if ((await secretInput(page).count()) > 0) await secretInput(page).fill(SECRET);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText(`Saved Device “${name}”`);
    await expect(page).toHaveURL(/\/setup\/devices\/manage/);
    const row = bodyRows(grid).filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByRole('gridcell').nth(3)).toHaveText('gw.harbour.example');
    await expect(row.getByRole('gridcell').nth(4)).toHaveText('00-1A-2B-3C-4D-5E');
  });

  test('deletes a device from its form, after the confirmation', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const name = (await rowNames(grid))[1] ?? '';
    await grid.getByRole('link', { name, exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Device' });
    await expect(formField(page, 'Name')).toHaveValue(name);
    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(`Delete Device “${name}”? This cannot be undone.`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText(`Deleted Device “${name}”`);
    await expect(page).toHaveURL(/\/setup\/devices\/manage/);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 1);
    await expect(grid.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});

test.describe('visual: Device form', () => {
  useVisualViewport();
  test.slow();

  // One journey, one console load: each form is opened from the list and left by the menu.
  test('the new MikroTik form with its messages, the new Cisco Meraki form, a stored device', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    await test.step('the new MikroTik form with its messages', async () => {
      const form = await addDevice(page, 'MikroTik');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(formField(page, 'Name')).toHaveAccessibleDescription('Required');
      // A refused Save moves the focus to the first field to fix (the kit): wait for it.
      await expect(formField(page, 'Name')).toBeFocused();
      await form.getByRole('heading', { name: 'New Device' }).scrollIntoViewIfNeeded();
      await expectScreen(page, 'device-form-mikrotik.png');
    });
    await backToList(page, SCREEN, PLURAL);

    await test.step('the new Cisco Meraki form', async () => {
      await addDevice(page, 'Cisco Meraki');
      await expect(formField(page, 'SSIDs')).toBeVisible();
      await expectScreen(page, 'device-form-meraki.png');
    });
    await backToList(page, SCREEN, PLURAL);

    await test.step('a stored device: its secret is set, its status shown', async () => {
      const form = await addDevice(page, 'Nomadix');
      await fillDevice(page, 'E2E Visual gateway', '00:1a:2b:3c:4d:60');
      await form.getByRole('button', { name: 'Save' }).click();
      await filterList(page, PLURAL, 'E2E Visual gateway');
      await page.getByRole('link', { name: 'E2E Visual gateway', exact: true }).click();
      const edit = page.getByRole('form', { name: 'Edit Device' });
      await expect(edit.getByText('A secret is set.')).toBeVisible();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      // The status is what the mocks faked for the new device: it changes from run to run.
      await expectScreen(page, 'device-form-stored.png', [
        edit.getByText(/^(Not reachable|Reachable)\./),
      ]);
    });
  });
});
