import { expect, test } from '@playwright/test';
import { recordCspViolations } from './support/csp';
import { restingDialog } from './support/dialog';
import { DEMO_ADMIN, LOGIN_PATH, signIn } from './support/session';

test('the login page carries a strict policy and breaks none of it', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(LOGIN_PATH);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Log in with SSO' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the console, its header dialogs and the password check break no policy', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await signIn(page, DEMO_ADMIN);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);

  // Each dialog's controls are pressed once it has come to rest (support/dialog.ts).
  await page.getByRole('button', { name: 'Give Product Feedback' }).click();
  const feedback = await restingDialog(page, 'Product Feedback');
  await feedback.getByRole('button', { name: 'Cancel' }).click();
  await expect(feedback).toBeHidden();

  await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
  const profile = await restingDialog(page, 'Guestnet Admin Profile');
  await profile.getByRole('tab', { name: 'Change Password' }).click();
  await profile.getByLabel('Current Password').fill('demo');
  await profile.getByLabel('New Password', { exact: true }).fill('Password1');
  await profile.getByLabel('Confirm New Password').fill('Password1');
  await profile.getByRole('button', { name: 'Change Password' }).click();
  await expect(profile.getByText('Password is not secure enough.')).toBeVisible();
  expect(await violations()).toEqual([]);
});
