import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, SSO_USER, signIn } from './support/session';

test.describe('profile dialog', () => {
  test('shows an administrator’s account info, N/A for an empty phone; stays open on Escape: it is persistent', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN);
    await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
    await test.step('stays open on Escape: it is persistent', async () => {
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
    });
    await test.step('shows the account info, N/A for an empty phone', async () => {
      await expect(dialog.getByRole('tab', { name: 'Account Info' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const info = dialog.getByRole('tabpanel');
      await expect(info.getByRole('definition')).toHaveText([
        'demo',
        'Dana',
        'Reyes',
        'dana.reyes@guestnet.example',
        'N/A',
        'GN-1000',
      ]);
      await expect(dialog.getByRole('tab', { name: 'Change Password' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test('hides Change Password for SSO users', async ({ page }) => {
    await signIn(page, SSO_USER);
    await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
    await expect(dialog.getByRole('tabpanel')).toContainText('sso.user@example.com');
    await expect(dialog.getByRole('tab', { name: 'Account Info' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Change Password' })).toHaveCount(0);
  });
});
