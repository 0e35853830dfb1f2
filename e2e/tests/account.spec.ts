import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './support/session';

test('the console shows the signed-in administrator by display name in demo mode', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin-ui/admin/');
  await expect(page).toHaveURL(/\/admin-ui\/admin\/setup\/organization$/);
  await expect(page.getByTestId('account-name')).toHaveText('Dana Reyes');
});
