import { expect, type Locator, test } from '@playwright/test';
import { DEMO_ADMIN, signIn, snackbar } from './support/session';

async function fill(dialog: Locator, current: string, next: string, confirm: string) {
  await dialog.getByLabel('Current Password').fill(current);
  await dialog.getByLabel('New Password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm New Password').fill(confirm);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
}

// One dialog, opened once, goes through every refusal and then the change: each check is of
// what the user sees in the real dialog over the demo's calls. Every rule of the form, one by
// one, is judged in `features/profile/change-password-form.test.tsx` (jsdom).
test('change password: refuses each wrong entry with its message, then changes it and says so', async ({
  page,
}) => {
  // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
  test.slow();
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
  await dialog.getByRole('tab', { name: 'Change Password' }).click();
  const newPassword = dialog.getByLabel('New Password', { exact: true });

  await test.step('asks for every field', async () => {
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Required')).toHaveCount(3);
  });

  const policy: [string, string][] = [
    ['Short1', 'Must be at least 8 characters'],
    ['lowercase1', 'At least one Uppercase character is required.'],
    ['UPPERCASE1', 'At least one Lowercase character is required.'],
    ['NoDigitsHere', 'At least one number is required.'],
  ];
  for (const [password, message] of policy) {
    await test.step(`refuses "${password}": ${message}`, async () => {
      await fill(dialog, 'demo', password, password);
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    });
  }

  await test.step('refuses a known breached password', async () => {
    await fill(dialog, 'demo', 'Password1', 'Password1');
    await expect(dialog.getByText('Password is not secure enough.')).toBeVisible();
  });

  await test.step('refuses a confirmation that does not match', async () => {
    await fill(dialog, 'demo', 'Harbour-Lights-42', 'Harbour-Lights-43');
    await expect(dialog.getByText('Value does not match new password')).toBeVisible();
  });

  await test.step('shows the server’s refusal of a wrong current password', async () => {
    await fill(dialog, 'not-my-password', 'Harbour-Lights-42', 'Harbour-Lights-42');
    await expect(snackbar(page)).toContainText('The current password is not correct.');
    await expect(dialog).toBeVisible();
  });

  await test.step('changes the password and says so', async () => {
    const sent = page.waitForRequest('**/AdminApi/admin/editpassword');
    await fill(dialog, 'demo', 'Harbour-Lights-42', 'Harbour-Lights-42');
    expect((await sent).postDataJSON()).toEqual({
      NewPassword: 'Harbour-Lights-42',
      CurrentPassword: 'demo',
    });
    // The refusal's snackbar may still be on screen (the modal dialog kept it out of reach).
    await expect(
      snackbar(page).filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
