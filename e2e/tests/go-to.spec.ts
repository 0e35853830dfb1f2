import { expect, test } from '@playwright/test';
import { firstOrgOfType } from './support/demo-orgs';
import { seriousViolations } from './support/list-screen';
import { signIn } from './support/session';
import { expectScreen } from './support/visual';

// The Go to… palette (docs/decisions/go-to-palette.md): the real keyboard shortcut, the focus
// coming back, axe on the open dialog, and how it looks on a desktop and on a phone. What each
// group lists and what choosing does is proven in go-to-button.test.tsx.

test.describe('Go to…, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  test.slow();

  test('Ctrl+K opens it, "org > screen" selects the org and opens the screen, Escape gives the focus back', async ({
    page,
  }) => {
    await signIn(page);
    const area = await firstOrgOfType(page, 'ServiceArea');

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Go to' });
    const box = dialog.getByRole('combobox', { name: 'Go to' });
    await expect(box).toBeFocused();

    await box.fill(`${area.number} > plans`);
    const both = dialog.getByRole('option', { name: `${area.name} > Service Plans` });
    await expect(both).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Org and screen' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await expectScreen(page, 'go-to-org-and-screen.png');

    await box.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      area.number,
    );
    await expect(page.getByRole('grid', { name: 'Service Plans' })).toBeVisible();

    // From the button, and back to it.
    const button = page.getByRole('button', { name: 'Go to…' });
    await button.click();
    await expect(box).toBeFocused();
    // The screen left is the first recent one.
    await expect(
      dialog.getByRole('group', { name: 'Recent screens' }).getByRole('option').first(),
    ).toContainText('Edit Org');
    await box.fill('export');
    await expect(dialog.getByRole('option', { name: /Export CSV/ })).toBeVisible();
    await box.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('Go to…, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test.slow();

  test('the header button opens it over the whole width and a screen opens from it', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Go to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Go to' });
    await dialog.getByRole('combobox', { name: 'Go to' }).fill('history');
    const option = dialog.getByRole('option', { name: /Admin History/ });
    await expect(option).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await expectScreen(page, 'go-to-phone.png');
    await option.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/support\/admin-history/);
  });
});
