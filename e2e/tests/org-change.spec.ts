import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, SSO_USER, signIn } from './support/session';

const WARNING = 'Warning! Your Org Tree selection has changed from another tab or window.';

test('warns when another tab changed the session, and Refresh picks up the change', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, DEMO_ADMIN);

  // Another tab of the same browser signs in again: the stored token is not the first tab's.
  const second = await context.newPage();
  await signIn(second, SSO_USER);
  await second.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(second.getByText(WARNING)).toHaveCount(0);

  await first.bringToFront();
  await first.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(first.getByText(WARNING)).toBeVisible();

  await first.getByRole('button', { name: 'More Details' }).click();
  const details = first.getByRole('alertdialog', { name: 'Org Change Details' });
  await expect(details).toContainText('private window or another browser');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();
  await expect(first.getByText(WARNING)).toBeVisible();

  await first.getByRole('button', { name: 'More Details' }).click();
  await details.getByRole('button', { name: 'Refresh' }).click();
  await expect(first.getByTestId('account-name')).toHaveText(SSO_USER.displayName);
  await expect(first.getByText(WARNING)).toHaveCount(0);
});

test('says nothing when the window regains focus and nothing changed', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(WARNING)).toHaveCount(0);
});
