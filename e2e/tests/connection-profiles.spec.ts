import { expect, type Locator, type Page, test } from '@playwright/test';
import { backToList } from './back-to-list';
import {
  bodyRows,
  confirmation,
  filterList,
  formField,
  gridOf,
  openList,
  PAGE_LOAD,
  recordWrites,
  rowNames,
  seriousViolations,
  totalOf,
  WRITE_REFUSED,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Connection Profiles, for the demo's first Site: the list, Add by type, the
// SSID counted in UTF-8 bytes, RADIUS servers as rows with write-only secrets (checked on the
// network), edit, delete, a refused save, the Site-only gate by address, and the baselines.
// Each test has its own browser context, so its demo edits start from the seed data.
const SCREEN = {
  tab: 'Setup',
  link: 'Connection Profiles',
  orgType: 'Site',
  path: 'setup/connection-profiles/manage',
};
const PLURAL = 'Connection Profiles';
const SECRET = 'e2e-Radius-s3cret-1';
const SECRET_2 = 'e2e-Radius-s3cret-2';
const PSK = 'harbour-guest-2026';
const HEADERS = ['Name', 'SSID', 'Type', 'Security', 'PMF', 'Fast roaming'];
const TYPES = [
  'WPA2/WPA3 personal (PSK)',
  'WPA2 enterprise',
  'WPA3 enterprise',
  'WPA3 transition (SAE + PSK)',
  'Open with encryption (OWE)',
  'Passpoint (Hotspot 2.0)',
];
const SSID_TOO_LONG = 'Must be no more than 32 bytes: this is 33 (é takes 2 bytes, € takes 3)';

/** Opens `Add Connection Profile` and picks a type; waits for the new profile's form. */
async function addProfile(page: Page, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Connection Profile' }).click();
  await page
    .getByRole('menu', { name: 'Add Connection Profile' })
    .getByRole('menuitem', { name: type })
    .click();
  const form = page.getByRole('form', { name: 'New Connection Profile' });
  await expect(form).toBeVisible();
  return form;
}

/** A write-only input by its exact label (a password input has no textbox role). */
function secret(page: Page, label: string): Locator {
  return page.getByRole('form').getByLabel(label, { exact: true });
}

/** The payload (`[token, payload]`'s second) of the next dbo call to `procedure`. */
async function nextPayload(page: Page, procedure: string, act: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith(`/dbo/${procedure}`));
  await act();
  return ((await request).postDataJSON() as [string, Record<string, unknown>])[1];
}

test.describe('Connection Profiles', () => {
  test.slow();

  test('lists the site’s profiles with their columns; Add asks for the type; axe', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const headers = grid.getByRole('columnheader').filter({ hasNot: page.getByRole('checkbox') });
    await expect(headers).toHaveText(HEADERS);
    expect(await totalOf(grid)).toBeGreaterThanOrEqual(4);
    await expect(grid.getByRole('link', { name: 'Guest', exact: true })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // By keyboard: the menu of types opens on its first.
    await page.getByRole('button', { name: 'Add Connection Profile' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Add Connection Profile' });
    await expect(menu.getByRole('menuitem')).toHaveText(TYPES);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/connection-profiles\/item\/passpoint\/passpoint$/);
    await expect(page.getByRole('form', { name: 'New Connection Profile' })).toBeVisible();
  });

  test('refuses invalid input without a call (an SSID of 11 × € is 33 bytes), then saves 10', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const taken = (await rowNames(gridOf(page, PLURAL)))[0] ?? '';
    const writes = recordWrites(page);
    const form = await addProfile(page, 'WPA2/WPA3 personal (PSK)');
    await expect(page).toHaveURL(/\/setup\/connection-profiles\/item\/ssid\/psk$/);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Name')).toHaveAccessibleDescription('Required');
    await expect(formField(page, 'SSID')).toHaveAccessibleDescription(/^Required/);
    await expect(secret(page, 'Passphrase')).toHaveAccessibleDescription(/^Required/);
    await expect(formField(page, 'Name')).toBeFocused();

    await formField(page, 'Name').fill(taken.toLowerCase());
    await formField(page, 'SSID').fill('€'.repeat(11));
    await secret(page, 'Passphrase').fill('short');
    await expect(formField(page, 'Name')).toHaveAccessibleDescription(/^Must be unique/);
    await expect(formField(page, 'SSID')).toHaveAttribute('aria-invalid', 'true');
    await expect(formField(page, 'SSID')).toHaveAccessibleDescription(
      new RegExp(`^${SSID_TOO_LONG.replace(/[()]/g, '\\$&')}`),
    );
    await expect(secret(page, 'Passphrase')).toHaveAccessibleDescription(
      /^Must be 8 to 63 characters, or 64 hex digits/,
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);

    // Ten € are 30 bytes: accepted.
    await formField(page, 'SSID').fill('€'.repeat(10));
    await expect(formField(page, 'SSID')).not.toHaveAttribute('aria-invalid', 'true');
    await formField(page, 'Name').fill('E2E Euro lounge');
    await secret(page, 'Passphrase').fill(PSK);
    const sent = await nextPayload(page, 'SaveConnectionProfile', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(sent).toMatchObject({
      Route: 'ssid',
      Type: 'psk',
      Name: 'E2E Euro lounge',
      Ssid: '€'.repeat(10),
      Psk: PSK,
      RadiusServers: [],
      Passpoint: null,
    });
    await expect(snackbar(page)).toContainText('Saved Connection Profile “E2E Euro lounge”');
    await expect(page).toHaveURL(/\/setup\/connection-profiles\/manage/);
    await filterList(page, PLURAL, 'E2E Euro lounge');
    const row = bodyRows(gridOf(page, PLURAL)).filter({
      has: page.getByRole('link', { name: 'E2E Euro lounge', exact: true }),
    });
    await expect(
      row.getByRole('gridcell').filter({ hasNot: page.getByRole('checkbox') }),
    ).toHaveText([
      'E2E Euro lounge',
      '€'.repeat(10),
      'WPA2/WPA3 personal (PSK)',
      'Passphrase set',
      'Optional',
      'No',
    ]);
  });

  test('RADIUS servers: rows added and removed by keyboard, secrets set and never answered back', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const form = await addProfile(page, 'WPA2 enterprise');
    await expect(page).toHaveURL(/\/item\/ssid\/wpa2_enterprise$/);
    await formField(page, 'Name').fill('E2E Staff 802.1X');
    await formField(page, 'SSID').fill('Harbour-Staff-X');
    await formField(page, 'Host, server 1').fill('radius1.harbour.example');
    await secret(page, 'Secret, server 1').fill(SECRET);

    // Keyboard only: Add puts the focus in the new row; Remove in the next row or on Add.
    const add = form.getByRole('button', { name: 'Add RADIUS server' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(formField(page, 'Host, server 2')).toBeFocused();
    await page.keyboard.type('10.20.0.50');
    // Enter in a field submits the form, as in any web form: refused (server 2 has no secret
    // yet), nothing is sent and the focus goes to what to fix. Awaited, so that the check's
    // focus move is over before the next press.
    const writes = recordWrites(page);
    await page.keyboard.press('Enter');
    await expect(secret(page, 'Secret, server 2')).toBeFocused();
    await expect(secret(page, 'Secret, server 2')).toHaveAttribute('aria-invalid', 'true');
    await add.focus();
    await page.keyboard.press('Space');
    await expect(formField(page, 'Host, server 3')).toBeFocused();
    await page.keyboard.type('spare.harbour.example');
    const remove3 = form.getByRole('button', { name: 'Remove server 3' });
    await remove3.focus();
    await page.keyboard.press('Enter');
    await expect(formField(page, 'Host, server 3')).toHaveCount(0);
    await expect(formField(page, 'Host, server 2')).toBeFocused();
    await expect(formField(page, 'Host, server 2')).toHaveValue('10.20.0.50');
    await secret(page, 'Secret, server 2').fill(SECRET_2);
    await formField(page, 'Port, server 2').fill('1645');

    expect(writes).toEqual([]);
    const sent = await nextPayload(page, 'SaveConnectionProfile', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(sent).toMatchObject({
      Route: 'ssid',
      Type: 'wpa2_enterprise',
      Psk: null,
      EapMethods: ['peap'],
      RadiusServers: [
        { Host: 'radius1.harbour.example', Port: 1812, RadSec: false, Secret: SECRET },
        { Host: '10.20.0.50', Port: 1645, RadSec: false, Secret: SECRET_2 },
      ],
    });
    await expect(snackbar(page)).toContainText('Saved Connection Profile “E2E Staff 802.1X”');
    await filterList(page, PLURAL, 'E2E Staff 802.1X');

    // Reopened: the Get answer says each secret is set and holds none.
    const answer = page.waitForResponse((r) => r.url().endsWith('/dbo/GetConnectionProfile'));
    await page.getByRole('link', { name: 'E2E Staff 802.1X', exact: true }).click();
    const body = await (await answer).text();
    expect(JSON.parse(body).RadiusServers).toEqual([
      { Host: 'radius1.harbour.example', Port: 1812, RadSec: false, HasSecret: true },
      { Host: '10.20.0.50', Port: 1645, RadSec: false, HasSecret: true },
    ]);
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain(SECRET_2);
    expect(body).not.toContain('"Secret"');
    await expect(page).toHaveURL(/\/item\/ssid\/wpa2_enterprise\?id=\d+$/);
    const edit = page.getByRole('form', { name: 'Edit Connection Profile' });
    await expect(edit.getByText('A secret is set.')).toHaveCount(2);
    await expect(edit.getByRole('button', { name: 'Change Secret, server 2' })).toBeVisible();
    expect(await page.content()).not.toContain(SECRET);

    // Saved again as it is: no secret is sent and both stay set.
    const kept = await nextPayload(page, 'SaveConnectionProfile', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect(kept.RadiusServers).toEqual([
      { Host: 'radius1.harbour.example', Port: 1812, RadSec: false },
      { Host: '10.20.0.50', Port: 1645, RadSec: false },
    ]);
    await expect(snackbar(page)).toContainText('Saved Connection Profile “E2E Staff 802.1X”');
  });

  test('editing a profile saves it and the list shows the change', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    await grid.getByRole('link', { name: 'Guest', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Connection Profile' });
    await expect(formField(page, 'Name')).toHaveValue('Guest', PAGE_LOAD);
    await expect(page).toHaveURL(/\/item\/ssid\/owe\?id=\d+$/);
    await formField(page, 'SSID').fill('Harbour-Guest-2');
    await form.getByRole('switch', { name: 'Fast roaming (802.11r)' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Connection Profile “Guest”');
    await expect(page).toHaveURL(/\/setup\/connection-profiles\/manage/);
    const row = bodyRows(grid).filter({
      has: page.getByRole('link', { name: 'Guest', exact: true }),
    });
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('Harbour-Guest-2');
    await expect(row.getByRole('gridcell').nth(6)).toHaveText('Yes');
  });

  test('deletes a profile from its form, after the confirmation', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const name = (await rowNames(grid))[1] ?? '';
    await grid.getByRole('link', { name, exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Connection Profile' });
    await expect(formField(page, 'Name')).toHaveValue(name);
    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(
      `Delete Connection Profile “${name}”? This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText(`Deleted Connection Profile “${name}”`);
    await expect(page).toHaveURL(/\/setup\/connection-profiles\/manage/);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 1);
    await expect(grid.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('a refused save keeps every value, the RADIUS server rows too (write-errors)', async ({
    page,
  }) => {
    await openList(page, SCREEN, { scenario: 'write-errors' });
    const form = await addProfile(page, 'WPA3 enterprise');
    const typed: [string, string][] = [
      ['Name', 'E2E Refused'],
      ['SSID', 'Harbour-Refused'],
      ['Host, server 1', 'radius1.harbour.example'],
      ['Port, server 1', '11812'],
    ];
    for (const [label, value] of typed) await formField(page, label).fill(value);
    await secret(page, 'Secret, server 1').fill(SECRET);
    await form.getByRole('button', { name: 'Add RADIUS server' }).click();
    await formField(page, 'Host, server 2').fill('radsec.harbour.example');
    await formField(page, 'Port, server 2').fill('2083');
    await form.getByRole('switch', { name: 'RadSec, server 2' }).check();
    await secret(page, 'Secret, server 2').fill(SECRET_2);
    await form.getByRole('checkbox', { name: 'EAP-TLS' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/item\/ssid\/wpa3_enterprise$/);
    for (const [label, value] of [
      ...typed,
      ['Host, server 2', 'radsec.harbour.example'],
      ['Port, server 2', '2083'],
    ]) {
      await expect(formField(page, label ?? ''), label).toHaveValue(value ?? '');
    }
    await expect(secret(page, 'Secret, server 1')).toHaveValue(SECRET);
    await expect(secret(page, 'Secret, server 2')).toHaveValue(SECRET_2);
    await expect(form.getByRole('switch', { name: 'RadSec, server 2' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'EAP-TLS' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'PEAP' })).toBeChecked();
  });
});

/** Scrolls a heading to the top of the view, a little room above it. */
function scrollToTop(heading: Element) {
  heading.scrollIntoView({ block: 'start' });
  let scroller = heading.parentElement;
  while (
    scroller &&
    !(
      scroller.scrollHeight > scroller.clientHeight &&
      /auto|scroll/.test(getComputedStyle(scroller).overflowY)
    )
  ) {
    scroller = scroller.parentElement;
  }
  (scroller ?? document.scrollingElement)?.scrollBy(0, -16);
}

test.describe('visual: Connection Profiles', () => {
  useVisualViewport();
  test.slow();

  // One journey, one console load: the list, then each form opened from it and left by the menu.
  test('the list of a Site, the new PSK form, a stored WPA2 enterprise profile, the new Passpoint form', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    await expectScreen(page, 'connection-profiles-list.png');

    await test.step('the new PSK form with its messages', async () => {
      const form = await addProfile(page, 'WPA2/WPA3 personal (PSK)');
      await formField(page, 'SSID').fill('€'.repeat(11));
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(formField(page, 'Name')).toBeFocused();
      await expectScreen(page, 'connection-profile-form-psk.png');
    });
    await backToList(page, SCREEN, PLURAL);

    await test.step('a stored WPA2 enterprise profile with its RADIUS server rows', async () => {
      await gridOf(page, PLURAL).getByRole('link', { name: 'Staff Wi-Fi', exact: true }).click();
      const form = page.getByRole('form', { name: 'Edit Connection Profile' });
      await expect(formField(page, 'Host, server 1')).toHaveValue('radius1.guestnet.example');
      await form.getByRole('button', { name: 'Add RADIUS server' }).click();
      await expect(
        formField(page, 'Host, server 2').or(formField(page, 'Host, server 3')).first(),
      ).toBeFocused();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      // The rows and the EAP methods: the section's heading at the top of the view.
      await form.getByRole('heading', { name: 'Authentication', level: 3 }).evaluate(scrollToTop);
      await expectScreen(page, 'connection-profile-form-enterprise.png');
    });
    await backToList(page, SCREEN, PLURAL);

    await test.step('the new Passpoint form', async () => {
      const form = await addProfile(page, 'Passpoint (Hotspot 2.0)');
      await form.getByRole('button', { name: 'Add mobile network' }).click();
      await form.getByRole('button', { name: 'Add NAI realm' }).click();
      await formField(page, 'MCC, network 1').fill('268');
      await formField(page, 'MNC, network 1').fill('1');
      await formField(page, 'Roaming consortium OIs').fill('5A03BA\n12345');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(formField(page, 'MNC, network 1')).toHaveAccessibleDescription(
        /^Must be 2 or 3 digits/,
      );
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expect(formField(page, 'Name')).toBeFocused();
      // Passpoint's own settings and rows: its heading at the top of the view.
      await form
        .getByRole('heading', { name: 'Passpoint', level: 3, exact: true })
        .evaluate(scrollToTop);
      await expectScreen(page, 'connection-profile-form-passpoint.png');
    });
  });
});
