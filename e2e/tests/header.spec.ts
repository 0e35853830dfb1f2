import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './support/session';

test.describe('header bar', () => {
  test('Toggle Org Tree closes and reopens the drawer, and remembers it', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    const toggle = page.getByRole('button', { name: 'Toggle Org Tree' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Toggle Org Tree' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'Toggle Org Tree' }).click();
    await expect(page.getByRole('button', { name: 'Toggle Org Tree' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('opens the knowledge base in a new tab', async ({ page, context }) => {
    await signIn(page, DEMO_ADMIN);
    // The help site is outside the demo; answer it here so the new tab has something to load.
    await context.route('https://help.guestnet.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Knowledge base</title>' }),
    );
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Help' }).click();
    const help = await opened;
    await expect(help).toHaveURL('https://help.guestnet.example/knowledge-base');
    expect(await help.evaluate(() => window.opener)).toBeNull();
  });

  test('shows each button’s tooltip when it gets keyboard focus', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.getByRole('button', { name: 'Toggle Org Tree' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Toggle Org Tree');
  });
});
