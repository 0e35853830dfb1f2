import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, LOGIN_PATH, signIn, signInThroughLoginPage } from './support/session';

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

test('leaving the demo console keeps its mock worker, so the next page is answered from its first call', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  // MSW's worker by itself unregisters when the last page it controls closes; a frame or tab
  // opened before the next page registers it again would send its calls to the network.
  await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => new URL(registration.active?.scriptURL ?? '').pathname,
    ),
  );
  expect(registrations).toEqual(['/admin-ui/demo-worker.js']);
});
