import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

const WARNING = 'Warning! Your Org Tree selection has changed from another tab or window.';

// docs/product/states.md "Org change detection": each org change issues a new token (the SetOrg.aspx
// stand-in does as the legacy server does), so a second tab of the same browser notices it.
useVisualViewport();

test('selecting an org in one tab shows the warning and its details in another', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, DEMO_ADMIN);
  const second = await context.newPage();
  await second.goto('/admin-ui/admin/');
  await expect(second.getByTestId('account-name')).toHaveText(DEMO_ADMIN.displayName);

  const row = second.getByRole('treeitem', { level: 2 }).first();
  const name = (await row.getAttribute('aria-label')) ?? '';
  await row.click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByTestId('set-org-frame')).toHaveCount(0);
  // The tab that changed the org took the new token as its own: it does not warn itself.
  await second.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(second.getByText(WARNING)).toHaveCount(0);

  await first.bringToFront();
  await first.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(first.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();
  await expectScreen(first, 'warning-bar.png');

  await first.getByRole('button', { name: 'More Details' }).click();
  const details = first.getByRole('alertdialog', { name: 'Org Change Details' });
  await expect(details).toContainText('changed in another tab or window of this console');
  await expectScreen(first, 'org-change-details.png');

  await details.getByRole('button', { name: 'Refresh' }).click();
  // The page loads again and fetches the org list before it can show the selection.
  await expect(first.getByRole('treeitem', { selected: true })).toHaveAttribute(
    'aria-label',
    name,
    {
      timeout: 15_000,
    },
  );
  await expect(first.getByText(WARNING)).toHaveCount(0);
});
