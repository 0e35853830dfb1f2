import { expect, type Page, test } from '@playwright/test';
import { quietActivity, recordActivity, restoreSignedIn, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Each dialog of the shell, reached as a user reaches it. The session dialogs run on
// Playwright's fake clock: 28 idle minutes, then the 2-minute countdown (docs/product/states.md).
useVisualViewport();

// Stops the page's clock a moment from now (the page's time keeps running while we ask it).
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

async function idle(page: Page) {
  await page.clock.install();
  await recordActivity(page);
  await signIn(page);
  await quietActivity(page);
  await page.clock.fastForward('28:01');
  const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expired(page: Page) {
  await idle(page);
  await page.clock.fastForward('02:00');
  const dialog = page.getByRole('dialog', { name: 'Your login session has expired' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('visual: dialogs', () => {
  // The header's three dialogs, one after the other in one signed-in page.
  test('profile: account info, change password; product feedback', async ({ page }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page);
    const profile = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
    await test.step('profile: account info', async () => {
      await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
      await expect(profile.getByRole('definition').first()).toHaveText('demo');
      await expectScreen(page, 'profile-account.png');
    });
    await test.step('profile: change password', async () => {
      await profile.getByRole('tab', { name: 'Change Password' }).click();
      await expect(profile.getByLabel('Current Password')).toBeVisible();
      await expectScreen(page, 'profile-password.png');
      await profile.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(profile).toBeHidden();
    });
    await test.step('product feedback', async () => {
      await page.getByRole('button', { name: 'Give Product Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Product Feedback' });
      await expect(dialog.getByRole('textbox', { name: 'Feedback' })).toBeVisible();
      await expectScreen(page, 'feedback.png');
    });
  });

  test('idle: are you still there?', async ({ page }) => {
    const dialog = await idle(page);
    await expect(dialog).toContainText(/logged out in [12]:\d\d\./);
    // Fully open before the clock stops (its open transition waits on a page timer), then the
    // countdown stops for the screenshot; its figure is masked.
    await expect
      .poll(() =>
        dialog.evaluateAll((found) =>
          found.some((element) => element.checkVisibility({ opacityProperty: true })),
        ),
      )
      .toBe(true);
    await pauseClock(page);
    await expectScreen(page, 'idle.png', [dialog.locator('time')]);
  });

  // One expired session: the re-login dialog, then its refusal.
  test('re-login after the session expired; error logging in', async ({ page }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    const relogin = await expired(page);
    await test.step('re-login after the session expired', async () => {
      await expectScreen(page, 'relogin.png');
    });
    await test.step('error logging in', async () => {
      await relogin.getByRole('textbox', { name: 'Username' }).fill('demo');
      await relogin.getByRole('textbox', { name: 'Password' }).fill('wrong');
      await relogin.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'Error Logging In' })).toBeVisible();
      await expectScreen(page, 'error-logging-in.png');
    });
  });

  test('logging out', async ({ page }) => {
    // The console loading at 2.5 s a call.
    test.slow();
    await page.clock.install();
    // The saved sign-in, then one load, already slow: the `slow` scenario answers each call after
    // 2.5 s of page time, fast-forwarded while the console loads, then paused so that the logout
    // call stays pending under its dialog.
    if (!(await restoreSignedIn(page))) await signIn(page);
    await page.goto('/admin-ui/admin/setup/organization?scenario=slow');
    const tree = page.getByRole('treeitem', { level: 2 }).first();
    // The org list is asked for beside IsLoginValid, the account after it: both shown.
    const account = page.getByText('Dana Reyes', { exact: true });
    await expect(async () => {
      await page.clock.fastForward(2_500);
      await expect(tree).toBeVisible({ timeout: 1_000 });
      await expect(account).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await pauseClock(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    // The dialog's code loads in real time; its reveal and open transition wait on page timers.
    const dialog = page.getByRole('dialog', { name: 'Logging Out' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return dialog.evaluateAll((found) =>
            found.some((element) => element.checkVisibility({ opacityProperty: true })),
          );
        },
        { intervals: [500], timeout: 15_000 },
      )
      .toBe(true);
    await expectScreen(page, 'logging-out.png');
  });
});
