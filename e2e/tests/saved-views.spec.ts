import { expect, test } from '@playwright/test';
import { orgsOfType, selectOrg } from './support/demo-orgs';
import {
  gridOf,
  openFromMenu,
  openList,
  PAGE_LOAD,
  seriousViolations,
} from './support/list-screen';
import { expectScreen } from './support/visual';

// Saved views of the list kit (docs/decisions/saved-views.md): a view kept in the browser
// survives a reload, applies on another org, and is renamed and deleted. The storage rules and
// the dialogs' messages are proven in saved-views.test.tsx and saved-views-storage.test.ts.
const SCREEN = {
  tab: 'Setup',
  link: 'Service Plans',
  orgType: 'ServiceArea',
  path: 'setup/service-plans/manage',
};

test.describe('saved views', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  test.slow();

  test('a view is saved, survives a reload, applies on another org, and is renamed and deleted', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, SCREEN.link);
    const price = grid.getByRole('columnheader', { name: 'Price', exact: true });
    await price.getByRole('button').click();
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('button', { name: 'Save view' }).click();
    const save = page.getByRole('dialog', { name: 'Save view' });
    await save.getByRole('textbox', { name: /Name/ }).fill('Priciest first');
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(save).toBeHidden();

    await page.reload();
    await expect(gridOf(page, SCREEN.link)).toBeVisible(PAGE_LOAD);
    const [, other] = await orgsOfType(page, SCREEN.orgType);
    if (!other) throw new Error('The demo tree has one active ServiceArea only');
    await selectOrg(page, other);
    await openFromMenu(page, SCREEN.tab, SCREEN.link);
    await expect(price).toHaveAttribute('aria-sort', 'none');

    await page.getByRole('button', { name: 'Views' }).click();
    await expect(page.getByRole('menuitem', { name: 'Priciest first' })).toBeVisible();
    await expectScreen(page, 'views-menu.png');
    await page.getByRole('menuitem', { name: 'Priciest first' }).click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=-Price/);

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const manage = page.getByRole('dialog', { name: 'Saved views' });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await manage.getByRole('button', { name: 'Rename Priciest first' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename view' });
    await rename.getByRole('textbox', { name: /Name/ }).fill('Dearest');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(manage.getByText('Dearest')).toBeVisible();
    await manage.getByRole('button', { name: 'Delete Dearest' }).click();
    await expect(manage.getByText('No saved views for this list.')).toBeVisible();
    await manage.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Views' })).toBeDisabled();
  });
});
