import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInThroughLoginPage } from './support/session';

test('Logout ends the session and returns to the login page', async ({ page }) => {
  await signInThroughLoginPage(page, DEMO_ADMIN);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/AdminApi/admin/logout') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await sent;
  await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html/);
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'AccessToken'),
  ).toBeUndefined();
  await page.goto('/admin-ui/admin/');
  await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html/);
});
