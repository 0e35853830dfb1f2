import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, signIn, snackbar } from './support/session';

async function openChangePassword(page: Page) {
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
  await dialog.getByRole('tab', { name: 'Change Password' }).click();
  return dialog;
}

async function fill(
  dialog: ReturnType<Page['getByRole']>,
  current: string,
  next: string,
  confirm: string,
) {
  await dialog.getByLabel('Current Password').fill(current);
  await dialog.getByLabel('New Password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm New Password').fill(confirm);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
}

test.describe('change password', () => {
  const policy: [string, string][] = [
    ['Short1', 'Must be at least 8 characters'],
    ['lowercase1', 'At least one Uppercase character is required.'],
    ['UPPERCASE1', 'At least one Lowercase character is required.'],
    ['NoDigitsHere', 'At least one number is required.'],
  ];
  for (const [password, message] of policy) {
    test(`refuses "${password}": ${message}`, async ({ page }) => {
      const dialog = await openChangePassword(page);
      await fill(dialog, 'demo', password, password);
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(dialog.getByLabel('New Password', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  }

  test('refuses a known breached password', async ({ page }) => {
    const dialog = await openChangePassword(page);
    await fill(dialog, 'demo', 'Password1', 'Password1');
    await expect(dialog.getByText('Password is not secure enough.')).toBeVisible();
  });

  test('refuses a confirmation that does not match', async ({ page }) => {
    const dialog = await openChangePassword(page);
    await fill(dialog, 'demo', 'Harbour-Lights-42', 'Harbour-Lights-43');
    await expect(dialog.getByText('Value does not match new password')).toBeVisible();
  });

  test('asks for every field', async ({ page }) => {
    const dialog = await openChangePassword(page);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Required')).toHaveCount(3);
  });

  test('changes the password and says so', async ({ page }) => {
    const dialog = await openChangePassword(page);
    const sent = page.waitForRequest('**/AdminApi/admin/editpassword');
    await fill(dialog, 'demo', 'Harbour-Lights-42', 'Harbour-Lights-42');
    expect((await sent).postDataJSON()).toEqual({
      NewPassword: 'Harbour-Lights-42',
      CurrentPassword: 'demo',
    });
    await expect(snackbar(page)).toContainText('Your password has been changed.');
    await expect(dialog).toBeHidden();
  });

  test('shows the server’s refusal of a wrong current password', async ({ page }) => {
    const dialog = await openChangePassword(page);
    await fill(dialog, 'not-my-password', 'Harbour-Lights-42', 'Harbour-Lights-42');
    await expect(snackbar(page)).toContainText('The current password is not correct.');
    await expect(dialog).toBeVisible();
  });
});
