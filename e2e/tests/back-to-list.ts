import { expect, type Page } from '@playwright/test';
import { bodyRows, confirmation, gridOf, openFromMenu } from './support/list-screen';

/**
 * Goes from an item form back to its list by the sub-header menu, as a user does, in the same
 * page (no new load of the console), so one journey pictures several forms of a screen; a form
 * with changes asks first (the unsaved-changes guard), which this confirms. Waits for the list's
 * first row.
 */
export async function backToList(
  page: Page,
  menu: { tab: string; link: string },
  gridName: string,
) {
  await openFromMenu(page, menu.tab, menu.link);
  const dialog = confirmation(page);
  const firstRow = bodyRows(gridOf(page, gridName)).first();
  await expect(dialog.or(firstRow).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(firstRow).toBeVisible();
}
