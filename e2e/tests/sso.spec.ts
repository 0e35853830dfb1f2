import { expect, test } from '@playwright/test';
import { LOGIN_PATH, SSO_USER, snackbar } from './support/session';

test.describe('single sign-on', () => {
  test('sends an SSO user to their identity provider and into the console', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}#/sso`);
    await page.getByRole('textbox', { name: 'Email' }).fill(SSO_USER.username);
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await expect(page).toHaveURL(/\/admin-ui\/admin\//);
    await expect(page.getByTestId('account-name')).toHaveText(SSO_USER.displayName);
  });

  test('says "Unable to get login" when no SSO is configured for the email', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}#/sso`);
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await expect(snackbar(page)).toContainText('Unable to get login');
    await expect(page).toHaveURL(/#\/sso$/);
  });

  test('checks the email before asking for the SSO address', async ({ page }) => {
    await page.goto(`${LOGIN_PATH}#/sso`);
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await expect(page.getByText('Invalid Email')).toBeVisible();
  });
});
