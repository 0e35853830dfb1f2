import { expect, test } from '@playwright/test';

test('the console shows the signed-in administrator by display name in demo mode', async ({
  page,
}) => {
  await page.goto('/admin-ui/admin/');
  await expect(page).toHaveURL(/\/admin-ui\/admin\/setup\/organization$/);
  await expect(page.getByTestId('account-name')).toHaveText('Dana Reyes');
});
