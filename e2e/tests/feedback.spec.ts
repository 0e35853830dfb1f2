import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn, snackbar } from './support/session';

test.describe('product feedback', () => {
  // One signed-in page: the form's checks, Cancel, then a report sent.
  test('needs feedback text and a valid email, starts empty again after Cancel, and sends a bug report with the page, the browser and the token', async ({
    page,
  }) => {
    // Several former journeys in one: longer than the default 90 s on a loaded 2-core machine.
    test.slow();
    await signIn(page, DEMO_ADMIN);
    const dialog = page.getByRole('dialog', { name: 'Product Feedback' });

    await test.step('needs feedback text and a valid email if one is given', async () => {
      await page.getByRole('button', { name: 'Give Product Feedback' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
        'placeholder',
        'Optional. So we can follow up.',
      );
      await expect(dialog.getByRole('textbox', { name: 'Feedback' })).toHaveAttribute(
        'placeholder',
        "What's on your mind?",
      );
      await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Required')).toBeVisible();
      await expect(dialog.getByText('Invalid Email')).toBeVisible();
    });

    await test.step('starts empty again after Cancel', async () => {
      await dialog.getByRole('textbox', { name: 'Feedback' }).fill('half a thought');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Give Product Feedback' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
    });

    await test.step('sends a bug report with the page, the browser and the token', async () => {
      await expect(dialog.getByRole('button', { name: /Type of Feedback/ })).toContainText(
        'I have an idea...',
      );
      await dialog.getByRole('button', { name: /Type of Feedback/ }).click();
      await page.getByRole('option', { name: 'I want to report a bug...' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('dana.reyes@guestnet.example');
      await dialog.getByRole('textbox', { name: 'Feedback' }).fill('The tree forgets its width.');
      const sent = page.waitForRequest('**/AdminApi/admin/feedback');
      await dialog.getByRole('button', { name: 'Send' }).click();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({
        FeedbackType: 'bug',
        Email: 'dana.reyes@guestnet.example',
        Feedback: 'The tree forgets its width.',
        Location: expect.stringContaining('/admin-ui/admin/setup/organization'),
        SystemInfo: expect.stringContaining('Mozilla'),
        AccessToken: expect.any(String),
      });
      expect(body.AccessToken).not.toBe('');
      await expect(dialog).toBeHidden();
      await expect(snackbar(page)).toContainText('Thank you for your feedback!');
    });
  });
});
