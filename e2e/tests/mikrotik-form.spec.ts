import { expect, type Locator, test } from '@playwright/test';
import { backToList } from './back-to-list';
import {
  nextPayload,
  openRouter,
  openRouters,
  PATH,
  PLURAL,
  passwordInput,
  profileCell,
  profilesTable,
} from './mikrotik-support';
import {
  bodyRows,
  formField,
  gridOf,
  PAGE_LOAD,
  recordWrites,
  seriousViolations,
  WRITE_REFUSED,
} from './support/list-screen';
import { closeSnackbars, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Mikrotik Manager, a router: add with invalid input first, the write-only
// password (checked on the network), edit, Test connection, the hotspot profiles edited in place,
// and refused saves (write-errors). Each test has its own browser context: the seed data.
const PASSWORD = 'e2e-R0uter-pass';
const RATE_MESSAGE = 'Enter upload/download such as 10M/2M, each a number with k, M or G';
const UTC_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/;

async function addRouter(page: import('@playwright/test').Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Router' }).click();
  const form = page.getByRole('form', { name: 'New Router' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('Mikrotik Manager: the router form', () => {
  test.slow();

  test('refuses invalid input without a call, saves a router, and never answers its password', async ({
    page,
  }) => {
    await openRouters(page);
    const writes = recordWrites(page);
    const form = await addRouter(page);
    await expect(page).toHaveURL(new RegExp(`${PATH}/item$`));
    await form.getByRole('button', { name: 'Save' }).click();
    for (const label of ['Name', 'IP address or host name', 'Username']) {
      await expect(formField(page, label), label).toHaveAccessibleDescription(/^Required/);
    }
    await expect(passwordInput(page)).toHaveAccessibleDescription(/^Required/);
    await expect(formField(page, 'Name')).toBeFocused();

    await formField(page, 'Name').fill('main ROUTER');
    await formField(page, 'IP address or host name').fill('router one');
    await formField(page, 'Port').fill('70000');
    await passwordInput(page).fill('p'.repeat(129));
    const expected: [Locator, string][] = [
      [formField(page, 'Name'), 'Must be unique'],
      [
        formField(page, 'IP address or host name'),
        'Enter an IP address such as 10.0.0.1 or a host name',
      ],
      [formField(page, 'Port'), 'Must be 65535 or less'],
      [passwordInput(page), 'Must be no more than 128 characters'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);

    await formField(page, 'Name').fill('E2E Spa router');
    await formField(page, 'IP address or host name').fill('10.30.0.1');
    await formField(page, 'Port').fill('8729');
    await formField(page, 'Username').fill('guestnet');
    await passwordInput(page).fill(PASSWORD);
    const sent = await nextPayload(page, 'SaveMikrotikRouter', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    expect(sent).toMatchObject({
      Name: 'E2E Spa router',
      Host: '10.30.0.1',
      Port: 8729,
      Protocol: 'api_ssl',
      Username: 'guestnet',
      Password: PASSWORD,
    });
    await expect(snackbar(page)).toContainText('Saved Router “E2E Spa router”');
    expect(writes).toEqual(['SaveMikrotikRouter']);
    await expect(page).toHaveURL(new RegExp(`${PATH}/manage`));
    const row = bodyRows(gridOf(page, PLURAL)).filter({
      has: page.getByRole('link', { name: 'E2E Spa router', exact: true }),
    });
    await expect(
      row.getByRole('gridcell').filter({ hasNot: page.getByRole('checkbox') }),
    ).toHaveText(['E2E Spa router', '10.30.0.1', 'Not tested', '', 'Never']);

    // Reopened: the answer says a password is set and holds none; the form shows it is set.
    const answer = page.waitForResponse((r) => r.url().endsWith('/dbo/GetMikrotikRouter'));
    await page.getByRole('link', { name: 'E2E Spa router', exact: true }).click();
    const body = await (await answer).text();
    expect(JSON.parse(body)).toMatchObject({ Name: 'E2E Spa router', HasPassword: true });
    expect(body).not.toContain('"Password"');
    expect(body).not.toContain(PASSWORD);
    const edit = page.getByRole('form', { name: 'Edit Router' });
    await expect(edit.getByText('A secret is set.')).toBeVisible();
    await expect(passwordInput(page)).toHaveCount(0);
    expect(await page.content()).not.toContain(PASSWORD);

    // A save without a new password sends none.
    await formField(page, 'Username').fill('guestnet-api');
    const kept = await nextPayload(page, 'SaveMikrotikRouter', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    expect(kept).toMatchObject({ Username: 'guestnet-api' });
    expect('Password' in kept).toBe(false);
    await expect(snackbar(page)).toContainText('Saved Router “E2E Spa router”');
  });

  test('editing a router saves it and the list shows the change', async ({ page }) => {
    await openRouters(page);
    const form = await openRouter(page, 'Main router');
    await formField(page, 'IP address or host name').fill('core-gw.harbour.example');
    await formField(page, 'Port').fill('8730');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Router “Main router”');
    await expect(page).toHaveURL(new RegExp(`${PATH}/manage`));
    const row = bodyRows(gridOf(page, PLURAL)).filter({
      has: page.getByRole('link', { name: 'Main router', exact: true }),
    });
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('core-gw.harbour.example');
  });

  test('Test connection shows the result: failing with its reason, and working', async ({
    page,
  }) => {
    await openRouters(page);
    await openRouter(page, 'Annex router');
    const connection = page.getByRole('region', { name: 'Connection' });
    await expect(connection).toContainText('Status: Failing — No answer from 192.0.2.');
    const tested = page.waitForResponse((r) => r.url().endsWith('/dbo/TestMikrotikRouter'));
    await connection.getByRole('button', { name: 'Test connection' }).click();
    await tested;
    const failed = connection.getByRole('alert');
    await expect(failed).toContainText('Connection failed');
    await expect(failed).toContainText(/No answer from 192\.0\.2\.\d+:8728 within 10 s\./);
    await expect(failed).toContainText(new RegExp(`Tried ${UTC_TIME.source}`));
    // The status line follows: its last attempt is the one just made.
    const triedAt = /Tried (\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)/.exec(
      (await failed.textContent()) ?? '',
    )?.[1];
    await expect(connection).toContainText(`Last attempt: ${triedAt}`);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('form').getByRole('button', { name: 'Cancel' }).click();
    await openRouter(page, 'Main router');
    const main = page.getByRole('region', { name: 'Connection' });
    await main.getByRole('button', { name: 'Test connection' }).click();
    const works = main.getByRole('alert');
    await expect(works).toContainText('Connection works');
    await expect(works).toContainText('Signed in to the router.');
    await expect(works).toContainText(new RegExp(`Tried ${UTC_TIME.source}`));
    await expect(main).toContainText('Status: Working');
  });

  test('hotspot profiles are edited in place: a wrong RateLimit is refused, a right one saved', async ({
    page,
  }) => {
    await openRouters(page);
    await openRouter(page, 'Main router');
    const table = profilesTable(page);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Rate limit (rx/tx)',
      'Shared users',
      'Session timeout',
      'Idle timeout',
      'Keepalive timeout',
      'Address pool',
      'Actions',
    ]);
    await expect(profileCell(page, 'Name', 'free')).toHaveValue('free');
    await expect(profileCell(page, 'Session timeout', 'free')).toHaveValue('1h');
    await expect(profileCell(page, 'Shared users', 'staff')).toHaveValue('unlimited');
    await expect(profileCell(page, 'Idle timeout', 'staff')).toHaveValue('none');

    const writes = recordWrites(page);
    const save = page.getByRole('button', { name: 'Save profiles' });
    await profileCell(page, 'Rate limit (rx/tx)', 'free').fill('10M');
    await profileCell(page, 'Idle timeout', 'free').fill('10 minutes');
    await save.click();
    await expect(profileCell(page, 'Rate limit (rx/tx)', 'free')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(profileCell(page, 'Rate limit (rx/tx)', 'free')).toHaveAccessibleDescription(
      RATE_MESSAGE,
    );
    await expect(profileCell(page, 'Idle timeout', 'free')).toHaveAccessibleDescription(
      'Enter a duration such as 1h30m, 45m or 30s, or none',
    );
    await expect(profileCell(page, 'Rate limit (rx/tx)', 'free')).toBeFocused();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(writes, 'nothing is sent while a profile is invalid').toEqual([]);

    await profileCell(page, 'Rate limit (rx/tx)', 'free').fill('10M/2M');
    await profileCell(page, 'Idle timeout', 'free').fill('15m');
    await expect(profileCell(page, 'Rate limit (rx/tx)', 'free')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A new profile, added in place.
    await page.getByRole('button', { name: 'Add profile' }).click();
    await profileCell(page, 'Name', 'profile 4').fill('vip');
    await profileCell(page, 'Rate limit (rx/tx)', 'vip').fill('50M/100M');
    await profileCell(page, 'Shared users', 'vip').fill('unlimited');
    const sent = await nextPayload(page, 'SaveMikrotikRouter', () => save.click());
    expect(sent).not.toHaveProperty('Password');
    expect(sent.HotspotProfiles).toEqual([
      expect.objectContaining({ Name: 'free', RateLimit: '10M/2M', IdleTimeoutSec: 900 }),
      expect.objectContaining({ Name: 'premium' }),
      expect.objectContaining({ Name: 'staff', SharedUsers: null }),
      {
        Name: 'vip',
        RateLimit: '50M/100M',
        SharedUsers: null,
        SessionTimeoutSec: 3600,
        IdleTimeoutSec: 0,
        KeepaliveTimeoutSec: 120,
        AddressPool: null,
      },
    ]);
    await expect(snackbar(page)).toContainText('Saved the hotspot profiles of “Main router”');
    await expect(save).toBeDisabled();

    // Read again from the demo's store: the saved values come back.
    await page.reload();
    await expect(profileCell(page, 'Rate limit (rx/tx)', 'free')).toHaveValue('10M/2M', PAGE_LOAD);
    await expect(profileCell(page, 'Idle timeout', 'free')).toHaveValue('15m');
    await expect(profileCell(page, 'Shared users', 'vip')).toHaveValue('unlimited');
  });

  test('a refused save keeps every typed value (write-errors)', async ({ page }) => {
    await openRouters(page, { scenario: 'write-errors' });

    // The router form.
    const form = await addRouter(page);
    const typed: [string, string][] = [
      ['Name', 'E2E Refused'],
      ['IP address or host name', 'gw.refused.example'],
      ['Port', '2222'],
      ['Username', 'ops'],
    ];
    for (const [label, value] of typed) await formField(page, label).fill(value);
    await form.getByRole('button', { name: 'Protocol' }).click();
    await page.getByRole('option', { name: 'SSH' }).click();
    await passwordInput(page).fill(PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}/item$`));
    for (const [label, value] of typed) {
      await expect(formField(page, label), label).toHaveValue(value);
    }
    await expect(form.getByRole('button', { name: 'Protocol' })).toContainText('SSH');
    await expect(passwordInput(page)).toHaveValue(PASSWORD);

    // The profiles table.
    // The form holds what was typed, so Cancel asks first (the unsaved-changes guard); its dialog
    // may arrive a moment after the press, as its code loads.
    await form.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog');
    await expect(leave).toContainText('You have unsaved changes.');
    await leave.getByRole('button', { name: 'Confirm' }).click();
    await expect(leave).toBeHidden();
    await openRouter(page, 'Annex router');
    await profileCell(page, 'Rate limit (rx/tx)', 'free').fill('3M/6M');
    await profileCell(page, 'Address pool', 'premium').fill('vip-pool');
    // The form's refusal is still on screen, over Save profiles: closed, so the refusal read
    // below is the table's own.
    await closeSnackbars(page);
    await page.getByRole('button', { name: 'Save profiles' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED }).first()).toBeVisible();
    await expect(profileCell(page, 'Rate limit (rx/tx)', 'free')).toHaveValue('3M/6M');
    await expect(profileCell(page, 'Address pool', 'premium')).toHaveValue('vip-pool');
  });
});

test.describe('visual: Mikrotik Manager router form', () => {
  useVisualViewport();
  test.slow();

  // One journey, one console load: the new form, then back by the menu to a stored router.
  test('the new router form with its messages; a stored router: password set, status, Test connection and its profiles', async ({
    page,
  }) => {
    await openRouters(page);
    await test.step('the new router form with its messages', async () => {
      const form = await addRouter(page);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(formField(page, 'Name')).toBeFocused();
      await form.getByRole('heading', { name: 'New Router' }).scrollIntoViewIfNeeded();
      await expectScreen(page, 'mikrotik-form-new.png');
    });
    await backToList(page, { tab: 'Setup', link: 'Mikrotik Manager' }, PLURAL);

    await test.step('a stored router: password set, status, Test connection and its profiles', async () => {
      // Tall enough for the whole page: the router's form, its connection and its profiles.
      await page.setViewportSize({ width: 1280, height: 1300 });
      await openRouter(page, 'Main router');
      await expect(profilesTable(page)).toBeVisible();
      await expect(page.getByRole('form').getByText('A secret is set.')).toBeVisible();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expectScreen(page, 'mikrotik-form-stored.png');
    });
  });
});
