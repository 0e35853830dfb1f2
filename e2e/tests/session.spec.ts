import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  quietActivity,
  recordActivity,
  signInThroughLoginPage,
} from './support/session';

// docs/product/states.md "Session" and §9: 28 idle minutes, a 2-minute countdown, 12 hours at most.
test.describe('session timeouts', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await recordActivity(page);
    await signInThroughLoginPage(page, DEMO_ADMIN);
  });

  // One signed-in page: 40 busy minutes without the dialog, then 28 idle ones with it.
  test('keeps the session alive while the user works; asks "Are you still there?" after 28 idle minutes and stays on Stay Logged In', async ({
    page,
  }) => {
    await test.step('keeps the session alive while the user works', async () => {
      for (let minute = 0; minute < 40; minute += 10) {
        await page.clock.fastForward('10:00');
        await page.mouse.move(100 + minute, 200);
      }
      await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveCount(0);
    });

    // The page's clock stands still from here, so a busy machine's real seconds cannot move the
    // countdown between two checks; only fastForward moves it.
    const lastActivity = await quietActivity(page, { moveMouse: true });
    await page.clock.pauseAt(lastActivity + 27.5 * 60_000);
    const idle = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(idle).toHaveCount(0);
    await page.clock.fastForward('00:31');
    // The dialog's opening runs on the page's timers too: let 300 ms of page time pass.
    await page.clock.runFor(300);
    await expect(idle).toBeVisible();
    await expect(idle).toContainText('2:00');
    await page.clock.fastForward('00:45');
    await page.clock.runFor(300);
    await expect(idle).toContainText('1:15');
    await page.clock.resume();
    await idle.getByRole('button', { name: 'Stay Logged In' }).click();
    await expect(idle).toBeHidden();
    // The idle clock starts again from the click.
    await page.clock.fastForward('27:00');
    await expect(idle).toHaveCount(0);
    await expect(page.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName);
  });

  test('logs out and goes to the login page on Log Out', async ({ page }) => {
    await quietActivity(page);
    await page.clock.fastForward('28:01');
    const idle = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await idle.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'AccessToken')).toBeUndefined();
  });

  test('ends the session 12 hours after sign-in even when the user is active', async ({ page }) => {
    // Sign-in happened 11 h 59 min ago (page time), as if the console had been open all day.
    await page.evaluate(() => {
      localStorage.setItem('admin.signedInAt', String(Date.now() - (12 * 60 - 1) * 60_000));
    });
    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName);
    await page.mouse.move(50, 50);
    await page.clock.fastForward('01:01');
    await expect(
      page.getByRole('dialog', { name: 'Your login session has expired' }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'AccessToken')).toBeUndefined();
  });
});

test('activity in another tab of the console keeps this tab’s session alive', async ({
  context,
}) => {
  // Playwright's clock belongs to the browser context: both tabs share one fake time.
  await context.clock.install();
  const first = await context.newPage();
  await signInThroughLoginPage(first, DEMO_ADMIN);
  const second = await context.newPage();
  await second.goto('/admin-ui/admin/');
  await expect(second.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName);

  await context.clock.fastForward('20:00');
  await second.mouse.move(120, 240);
  await second.mouse.move(160, 260);
  // Alone, the first tab would be counting down at minute 29; the other tab's activity at
  // minute 20 moves its warning to minute 48.
  await first.bringToFront();
  await context.clock.fastForward('09:00');
  const idle = first.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(first.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName);
  await expect(idle).toHaveCount(0);
  await context.clock.fastForward('19:30');
  await expect(idle).toBeVisible();
});
