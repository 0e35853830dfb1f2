import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  bodyRows,
  confirmation,
  formField,
  gridOf,
  openFromMenu,
  openList,
  rowNames,
  seriousViolations,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { signIn, snackbar } from './support/session';
import { expectScreen } from './support/visual';

// The console on a phone (390 × 844) and on a tablet beside the open drawer (768 × 1024):
// docs/decisions/small-screens.md. Below docs/product/constants.md's 600px breakpoint the drawer lies over the
// screen and the header folds its search and actions into buttons; at every width a list wider
// than its box scrolls sideways with its header row, the first column pinned.
const PLURAL = 'Service Plans';
const SCREEN = {
  tab: 'Setup',
  link: PLURAL,
  orgType: 'ServiceArea',
  path: 'setup/service-plans/manage',
};

interface TreeOrg {
  name: string;
  number: string;
  type: string;
  status: string;
  path: { name: string; number: string }[];
}

/** The demo's first active Service Area and its ancestors, from the search call the console makes. */
async function firstServiceArea(page: Page): Promise<TreeOrg> {
  const org = await page.evaluate(async () => {
    const token = decodeURIComponent(/AccessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/AdminApi/org/tree/search/GN-1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const orgs = (await response.json()) as TreeOrg[];
    return orgs.find((found) => found.type === 'ServiceArea' && found.status === 'Active');
  });
  if (!org) throw new Error('The demo tree has no active ServiceArea');
  return org;
}

/** Where a column's header cell and its first body cell start, in the window. */
async function columnLefts(grid: Locator, colIndex: number) {
  const head = grid.getByRole('columnheader').and(grid.locator(`[aria-colindex="${colIndex}"]`));
  const cell = bodyRows(grid).first().locator(`[aria-colindex="${colIndex}"]`);
  return {
    head: (await head.boundingBox())?.x ?? Number.NaN,
    cell: (await cell.boundingBox())?.x ?? Number.NaN,
  };
}

/** Scrolls the grid sideways as a trackpad does; the header row must move with the rows. */
async function scrollSideways(page: Page, grid: Locator) {
  const before = await columnLefts(grid, 3);
  const box = await grid.boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) - 40, (box?.y ?? 0) + 100);
  await page.mouse.wheel(240, 0);
  await expect
    .poll(async () => (await columnLefts(grid, 3)).cell, POLL_OFTEN)
    .toBeLessThan(before.cell);
  const after = await columnLefts(grid, 3);
  expect(after.head).toBe(after.cell);
  // The checkbox and the name stay in view.
  const name = bodyRows(grid).first().locator('[aria-colindex="2"]');
  expect((await name.boundingBox())?.x).toBe((await columnLefts(grid, 2)).cell);
  expect((await columnLefts(grid, 2)).head).toBe((await columnLefts(grid, 2)).cell);
}

test.describe('small screens: a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  // Signs in, walks the drawer, a list and a form, with baselines and axe: more than 60 s on a
  // busy 2-core machine.
  test.slow();

  test('the drawer overlays the screen, an org is chosen in it, and a plan is edited and saved', async ({
    page,
  }) => {
    await signIn(page);
    const org = await firstServiceArea(page);
    const toggle = page.getByRole('button', { name: 'Toggle Org Tree' });
    const drawer = page.getByRole('complementary', { name: 'Organization tree' });
    // Closed by default, whatever the desktop's stored choice.
    await expect(drawer).toHaveCount(0);
    // The More menu's button and the screen's notice load after the shell: wait for both, or
    // the picture depends on the machine's speed.
    await expect(page.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(page.getByText('No organization selected')).toBeVisible();
    await expectScreen(page, 'phone-shell.png');
    expect(await seriousViolations(page)).toEqual([]);

    // The search opens across the header, and folds again with Escape.
    await page.getByRole('button', { name: 'Search for Org' }).click();
    const box = page.getByRole('combobox', { name: 'Search for Org' });
    await expect(box).toBeFocused();
    await box.fill('Inn');
    await expect(page.getByTestId('org-search-header')).toHaveText(/^Results \(\d+ matches\)$/);
    await expectScreen(page, 'phone-search.png');
    await box.press('Escape');
    await box.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search for Org' })).toBeFocused();

    // The overflow menu holds what the bar has no room for.
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Give Product Feedback' })).toBeVisible();
    await expectScreen(page, 'phone-menu.png');
    await page.getByRole('menuitem', { name: 'Give Product Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Product Feedback' });
    await expect(feedback.getByRole('textbox', { name: 'Feedback' })).toBeVisible();
    await expectScreen(page, 'phone-feedback.png');
    await feedback.getByRole('button', { name: 'Cancel' }).click();

    // The drawer: focus in, Escape out and back to the toggle.
    await toggle.click();
    await expect(drawer.getByRole('treeitem').first()).toBeFocused();
    await expectScreen(page, 'phone-drawer.png');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // Choosing the Service Area in it closes it.
    await toggle.click();
    for (const ancestor of org.path.slice(0, -1)) {
      const row = drawer.getByRole('treeitem', { name: ancestor.name, exact: true });
      if ((await row.getAttribute('aria-expanded')) !== 'true') await row.press('ArrowRight');
      await expect(row).toHaveAttribute('aria-expanded', 'true');
    }
    await drawer.getByRole('treeitem', { name: org.name, exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page.getByTestId('set-org-frame')).toHaveCount(0);

    await openFromMenu(page, SCREEN.tab, SCREEN.link);
    const grid = gridOf(page, PLURAL);
    await expect(bodyRows(grid).first()).toBeVisible();
    await expect(page.getByText(/^1–\d+ of \d+ Service Plans$/)).toBeVisible();
    await expectScreen(page, 'phone-list.png');
    expect(await seriousViolations(page)).toEqual([]);
    await scrollSideways(page, grid);

    const [name = ''] = await rowNames(grid);
    await bodyRows(grid).first().getByRole('link').click();
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(formField(page, 'Name')).toHaveValue(name);
    await expectScreen(page, 'phone-form.png');
    await form.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation(page)).toBeVisible();
    await expectScreen(page, 'phone-confirmation.png');
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();

    await formField(page, 'Price').fill('12.50');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText(`Saved Service Plan “${name}”`);
  });
});

test.describe('small screens: a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 });
  test.slow();

  test('the header fits, the list scrolls sideways with its header, the form and profile fit', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    await expect(page.getByText(/^1–\d+ of \d+ Service Plans$/)).toBeVisible();
    await expectScreen(page, 'tablet-list.png');
    await scrollSideways(page, grid);

    await bodyRows(grid).first().getByRole('link').click();
    await expect(page.getByRole('form', { name: 'Edit Service Plan' })).toBeVisible();
    await expect(formField(page, 'Name')).not.toHaveValue('');
    await expectScreen(page, 'tablet-form.png');

    await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
    await expect(dialog.getByRole('definition').first()).toHaveText('demo');
    await expectScreen(page, 'tablet-profile.png');
  });
});
