import { expect, test } from '@playwright/test';
import { restingDialog } from './support/dialog';
import { seriousViolations } from './support/list-screen';
import {
  DEMO_ADMIN,
  LOGIN_PATH,
  quietActivity,
  recordActivity,
  SSO_USER,
  signIn,
} from './support/session';

test.describe('accessibility of the shell', () => {
  test('the login page and its SSO variant', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${LOGIN_PATH}#/sso`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // One signed-in page: the shell, then each header dialog in turn.
  test('the console shell, the feedback dialog, the profile dialog with both tabs', async ({
    page,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page, DEMO_ADMIN);
    await test.step('the console shell', async () => {
      // Judge the settled shell: the org tree (loaded beside the list call) and the screen.
      await expect(page.getByRole('tree', { name: 'Organizations' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the feedback dialog', async () => {
      await page.getByRole('button', { name: 'Give Product Feedback' }).click();
      // Send is pressed once the dialog has stopped sliding in (support/dialog.ts).
      const feedback = await restingDialog(page, 'Product Feedback');
      await feedback.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Required')).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await feedback.getByRole('button', { name: 'Cancel' }).click();
      await expect(feedback).toBeHidden();
    });

    await test.step('the profile dialog, both tabs', async () => {
      await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
      await expect(dialog.getByRole('definition').first()).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('tab', { name: 'Change Password' }).click();
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(dialog.getByText('Required').first()).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });
  });

  test('the session dialogs', async ({ page }) => {
    await page.clock.install();
    await recordActivity(page);
    await signIn(page, DEMO_ADMIN);
    await quietActivity(page);
    await page.clock.fastForward('28:01');
    await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await page.clock.fastForward('02:00');
    const relogin = page.getByRole('dialog', { name: 'Your login session has expired' });
    await expect(relogin).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await relogin.getByRole('textbox', { name: 'Username' }).fill('demo');
    await relogin.getByRole('textbox', { name: 'Password' }).fill('wrong');
    await relogin.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error Logging In' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  });

  test('the org-change warning and its dialog', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, DEMO_ADMIN);
    const second = await context.newPage();
    await signIn(second, SSO_USER);
    await first.evaluate(() => window.dispatchEvent(new Event('focus')));
    await first.getByRole('button', { name: 'More Details' }).click();
    await expect(first.getByRole('alertdialog', { name: 'Org Change Details' })).toBeVisible();
    expect(await seriousViolations(first)).toEqual([]);
  });
});
