import { expect, test } from '@playwright/test';
import { POLL_OFTEN } from './support/poll';
import { DEMO_ADMIN, LOGIN_PATH, submitLogin } from './support/session';

test.describe('login page', () => {
  test('asks for both username and password before it sends anything', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('Authorization.svc/Login')) loginCalls += 1;
    });
    await page.goto(`${LOGIN_PATH}?realm=guestnet`);
    await page.getByRole('button', { name: 'Log In' }).click();
    const username = page.getByRole('textbox', { name: 'Username' });
    const password = page.getByRole('textbox', { name: 'Password' });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Required')).toHaveCount(2);
    await username.fill('demo');
    await expect(page.getByText('Required')).toHaveCount(1);
    expect(loginCalls).toBe(0);
  });

  test('shows the server’s message when the password is wrong', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}?realm=guestnet`);
    await submitLogin(page, { username: 'demo', password: 'wrong' });
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html/);
  });

  test('signs in and opens the console on Edit Org', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}?realm=guestnet`);
    // The demo's mocks (its largest chunk) are asked for once the fields are painted, so they are
    // no part of the login page's first paint (docs/decisions/demo-startup.md).
    const timing = () =>
      page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        mocks: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/browser-[\w-]{8}\.js$/.test(entry.name))?.startTime,
      }));
    await expect.poll(async () => (await timing()).mocks, POLL_OFTEN).toBeGreaterThan(0);
    const { painted, mocks } = await timing();
    expect(mocks).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
    await submitLogin(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin-ui\/admin\/setup\/organization/);
    await expect(page.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName);
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'AccessToken');
    expect(token).toMatchObject({ path: '/', sameSite: 'Lax' });
  });

  test('asks for the realm only when none is stored, and remembers it', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await expect(page.getByRole('textbox', { name: 'Realm' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Realm' }).fill('guestnet');
    await submitLogin(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin-ui\/admin\//);
    const realm = (await page.context().cookies()).find((cookie) => cookie.name === 'LogonRealm');
    expect(realm?.value).toBe('guestnet');
    await page.goto(LOGIN_PATH);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Realm' })).toHaveCount(0);
  });

  test('sends a visitor without a session from the console to the login page', async ({ page }) => {
    await page.goto('/admin-ui/admin/setup/organization');
    await expect(page).toHaveURL(/\/admin-ui\/login\/index\.html/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('keeps extra query parameters when switching to SSO and back', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}?realm=guestnet&source=portal`);
    await page.getByRole('link', { name: 'Log in with SSO' }).click();
    await expect(page).toHaveURL(/\?realm=guestnet&source=portal#\/sso$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in with username and password' }).click();
    await expect(page).toHaveURL(/\?realm=guestnet&source=portal#\/$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });
});
