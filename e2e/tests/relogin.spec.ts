import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  quietActivity,
  recordActivity,
  signInThroughLoginPage,
} from './support/session';

async function expire(page: Page) {
  await page.clock.install();
  await recordActivity(page);
  await signInThroughLoginPage(page, DEMO_ADMIN);
  await quietActivity(page);
  await page.clock.fastForward('28:01');
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('02:00');
  const relogin = page.getByRole('dialog', { name: 'Your login session has expired' });
  await expect(relogin).toBeVisible();
  return relogin;
}

test.describe('re-login after the session expired', () => {
  // One expired session: the empty form refused first, then the log-in back.
  test('logs the user out when the countdown ends, needs username and password before it tries, then logs them back in', async ({
    page,
  }) => {
    const relogin = await expire(page);
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'AccessToken'),
    ).toBeUndefined();
    await test.step('needs username and password before it tries', async () => {
      await relogin.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(relogin.getByText('Required')).toHaveCount(2);
    });
    await relogin.getByRole('textbox', { name: 'Username' }).fill(DEMO_ADMIN.username);
    await relogin.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
    const sent = page.waitForRequest('**/Authorization.svc/Relogin');
    await relogin.getByRole('button', { name: 'Log In', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      Username: 'demo',
      Password: 'demo',
      Realm: 'guestnet',
    });
    await expect(relogin).toBeHidden();
    // The account and the org list load again after a re-login: as slow as a sign-in on a busy
    // machine, so the same wait as signInThroughLoginPage's (a wait, not a budget).
    await expect(page.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName, {
      timeout: 15_000,
    });
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'AccessToken')?.value,
    ).toBeTruthy();
  });

  test('shows "Error Logging In" when the credentials are refused', async ({ page }) => {
    const relogin = await expire(page);
    await relogin.getByRole('textbox', { name: 'Username' }).fill('demo');
    await relogin.getByRole('textbox', { name: 'Password' }).fill('wrong');
    await relogin.getByRole('button', { name: 'Log In', exact: true }).click();
    const error = page.getByRole('alertdialog', { name: 'Error Logging In' });
    await expect(error).toHaveText(
      /We encountered an error while trying to log you back in\. Please go back to the main log in screen and log in there\. Sorry for the inconvenience\./,
    );
    await error.getByRole('button', { name: 'Back to Log In' }).click();
    await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html/);
  });

  test('offers the SSO login and the login page instead', async ({ page }) => {
    const relogin = await expire(page);
    await relogin.getByRole('button', { name: 'Log in with SSO' }).click();
    await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html.*#\/sso$/);
  });
});

test.describe('re-login after a call was refused', () => {
  test('asks to log in again, then sends the refused write once more', async ({ page }) => {
    await signInThroughLoginPage(page, DEMO_ADMIN);
    await page.getByRole('button', { name: 'Give Product Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Product Feedback' });
    await feedback.getByRole('textbox', { name: 'Feedback' }).fill('Kept across a re-login.');
    // The server forgets the session: the page's token is no longer good.
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'AccessToken');
    expect(token).toBeDefined();
    if (token) await page.context().addCookies([{ ...token, value: 'tok-forgotten' }]);
    const sent: Array<{ key: string | null; auth: string | null }> = [];
    page.on('request', (request) => {
      if (request.url().includes('/AdminApi/admin/feedback')) {
        sent.push({
          key: request.headers()['idempotency-key'] ?? null,
          auth: request.headers().authorization ?? null,
        });
      }
    });
    await feedback.getByRole('button', { name: 'Send' }).click();
    const relogin = page.getByRole('dialog', { name: 'Your login session has expired' });
    await expect(relogin).toBeVisible();
    await relogin.getByRole('textbox', { name: 'Username' }).fill(DEMO_ADMIN.username);
    await relogin.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
    await relogin.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(relogin).toBeHidden();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(feedback).toBeHidden();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.auth).toBe('Bearer tok-forgotten');
    expect(sent[1]?.auth).not.toBe('Bearer tok-forgotten');
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});
