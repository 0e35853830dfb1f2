import { expect, type Page, test } from '@playwright/test';
import {
  confirmation,
  openFromMenu,
  openScreen,
  PAGE_LOAD,
  recordWrites,
  seriousViolations,
  UNSAVED_CHANGES,
  WRITE_REFUSED,
} from './support/list-screen';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Portal, for the demo's first Service Area: the settings form, the live
// preview of the guest's splash page beside it (docs/decisions/portal-screen.md), a save kept
// across a reload, and a refused save keeping every value. Each test has its own browser context,
// so it starts from the seed data.
const HTTPS_MESSAGE = 'Please ensure URL starts with "https://"';

/** Signs in (with `?scenario=` when given), selects the first Service Area and opens the screen. */
async function openPortal(page: Page, scenario?: string) {
  await openScreen(
    page,
    { tab: 'Setup', link: 'Portal', orgType: 'ServiceArea', path: 'setup/portal' },
    scenario ? { scenario } : {},
  );
  await expect(form(page)).toBeVisible(PAGE_LOAD);
}

const form = (page: Page) => page.getByRole('form', { name: 'Portal settings' });
const field = (page: Page, label: string) =>
  form(page).getByRole('textbox', { name: label, exact: true });
const welcome = (page: Page) => field(page, 'Welcome message');
const previewPage = (page: Page) => page.getByTestId('portal-preview-page');
const save = (page: Page) => form(page).getByRole('button', { name: 'Save' });

test.describe('Portal', () => {
  test.slow();

  test('changes show in the preview before saving, markup as typed text; Phone and Desktop', async ({
    page,
  }) => {
    await openPortal(page);
    const writes = recordWrites(page);
    await welcome(page).fill('Welcome aboard <b>the Harbour</b> & enjoy!');
    await expect(page.getByTestId('portal-preview-welcome')).toHaveText(
      'Welcome aboard <b>the Harbour</b> & enjoy!',
    );
    await expect(previewPage(page).locator('b')).toHaveCount(0);

    // A login method and a data-capture field follow their switch and choice at once.
    // (The seed turns some methods on: the switch is flipped whichever way it stands.)
    const conference = form(page).getByRole('switch', { name: 'Conference code' });
    const wasOn = await conference.isChecked();
    if (wasOn) await expect(previewPage(page)).toContainText('Join the conference');
    await conference.click();
    if (wasOn) await expect(previewPage(page)).not.toContainText('Join the conference');
    else await expect(previewPage(page)).toContainText('Join the conference');
    await form(page)
      .getByRole('button', { name: /Phone$/ })
      .click();
    await page.getByRole('option', { name: 'Mandatory' }).click();
    await expect(previewPage(page)).toContainText('Phone *');
    expect(writes).toEqual([]);

    const phone = page.getByRole('button', { name: 'Phone', exact: true });
    const desktop = page.getByRole('button', { name: 'Desktop', exact: true });
    await expect(phone).toHaveAttribute('aria-pressed', 'true');
    const phoneWidth = (await previewPage(page).boundingBox())?.width ?? 0;
    await desktop.click();
    await expect(desktop).toHaveAttribute('aria-pressed', 'true');
    await expect(previewPage(page)).toHaveAttribute('data-width', 'desktop');
    // The desktop page is drawn smaller but lays out for a wide window: the card sits in the middle.
    const card = previewPage(page).getByTestId('portal-preview-card');
    const [pageBox, cardBox] = [await previewPage(page).boundingBox(), await card.boundingBox()];
    expect(cardBox?.width ?? 0).toBeLessThan((pageBox?.width ?? 0) * 0.6);
    await phone.click();
    await expect(previewPage(page)).toHaveAttribute('data-width', 'phone');
    expect((await previewPage(page).boundingBox())?.width).toBe(phoneWidth);
  });

  test('a saved change is still there after a reload', async ({ page }) => {
    await openPortal(page);
    await welcome(page).fill('Saved welcome for the reload test');
    await field(page, 'Splash timeout (minutes)').fill('90');
    await field(page, 'Walled-garden hosts').fill('harbour.example\npay.example.com');
    await save(page).click();
    await expect(snackbar(page).filter({ hasText: 'Saved the portal' })).toBeVisible();

    await page.reload();
    await expect(form(page)).toBeVisible(PAGE_LOAD);
    await expect(welcome(page)).toHaveValue('Saved welcome for the reload test');
    await expect(field(page, 'Splash timeout (minutes)')).toHaveValue('90');
    await expect(field(page, 'Walled-garden hosts')).toHaveValue(
      'harbour.example\npay.example.com',
    );
    await expect(page.getByTestId('portal-preview-welcome')).toHaveText(
      'Saved welcome for the reload test',
    );
  });

  test("an invalid redirect URL shows the spec's message and sends nothing", async ({ page }) => {
    await openPortal(page);
    const writes = recordWrites(page);
    await field(page, 'Redirect URL').fill('http://harbour.example/welcome');
    await save(page).click();
    await expect(field(page, 'Redirect URL')).toHaveAccessibleDescription(
      new RegExp(HTTPS_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(field(page, 'Redirect URL')).toBeFocused();
    expect(writes).toEqual([]);

    await field(page, 'Redirect URL').fill('https://harbour.example/welcome');
    await save(page).click();
    await expect(snackbar(page).filter({ hasText: 'Saved the portal' })).toBeVisible();
    expect(writes).toEqual(['SavePortalSettings']);
  });

  test('leaving with unsaved changes asks first; Cancel keeps them', async ({ page }) => {
    await openPortal(page);
    await welcome(page).fill('Typed before leaving');
    await openFromMenu(page, 'Setup', 'Edit Org');
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED_CHANGES);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(welcome(page)).toHaveValue('Typed before leaving');
    await expect(page.getByTestId('portal-preview-welcome')).toHaveText('Typed before leaving');
  });

  test('a refused save keeps every value (write-errors)', async ({ page }) => {
    await openPortal(page, 'write-errors');
    await welcome(page).fill('Refused welcome');
    await field(page, 'Redirect URL').fill('https://refused.example/');
    await field(page, 'Splash timeout (minutes)').fill('45');
    await form(page).getByRole('switch', { name: 'Social login' }).click();
    await form(page)
      .getByRole('button', { name: /Birthday$/ })
      .click();
    await page.getByRole('option', { name: 'Optional' }).click();
    await save(page).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(welcome(page)).toHaveValue('Refused welcome');
    await expect(field(page, 'Redirect URL')).toHaveValue('https://refused.example/');
    await expect(field(page, 'Splash timeout (minutes)')).toHaveValue('45');
    await expect(form(page).getByRole('switch', { name: 'Social login' })).toBeChecked();
    await expect(form(page).getByRole('button', { name: /Birthday$/ })).toContainText('Optional');
    await expect(page.getByTestId('portal-preview-welcome')).toHaveText('Refused welcome');
    await expect(save(page)).toBeEnabled();
  });
});

test.describe('visual: Portal', () => {
  useVisualViewport();
  test.slow();

  test('the form with the preview at phone and at desktop width; axe finds nothing serious', async ({
    page,
  }) => {
    await openPortal(page);
    await expect(page.getByTestId('portal-preview-welcome')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await expectScreen(page, 'portal-phone.png');
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await expect(previewPage(page)).toHaveAttribute('data-width', 'desktop');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await expectScreen(page, 'portal-desktop.png');
  });
});
