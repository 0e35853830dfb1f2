import { expect, type Page, test } from '@playwright/test';
import { type FoundOrg, firstOrgOfType, orgsOfType, selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  columnTexts,
  gridOf,
  openAddressOnOrg,
  openFromMenu,
  PAGE_LOAD,
  pressUntilFocused,
  searchParam,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Support > Adv Org Search: a search form over the loaded org tree; choosing a result
// selects that org and opens its Edit Org.
const GRID = 'Orgs found';

/**
 * Opens the screen on the demo's first provider (every org is under it), with `query` when given:
 * one load of its address on a tab whose session is on the provider (support/list-screen.ts
 * `openAddressOnOrg`), or, `fromMenu`, signed in, the provider chosen from the search and the
 * screen chosen from the Support menu.
 */
async function openSearch(
  page: Page,
  { fromMenu = false, query = '' }: { fromMenu?: boolean; query?: string } = {},
): Promise<FoundOrg> {
  let provider: FoundOrg;
  if (fromMenu) {
    await signIn(page);
    provider = await firstOrgOfType(page, 'ServiceProvider');
    await selectOrg(page, provider);
    await openFromMenu(page, 'Support', 'Adv Org Search');
  } else {
    provider = await openAddressOnOrg(page, 'ServiceProvider', `support/org-search${query}`);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Adv Org Search' })).toBeVisible();
  await expect(bodyRows(gridOf(page, GRID)).first()).toBeVisible(PAGE_LOAD);
  return provider;
}

const textBox = (page: Page) => page.getByRole('searchbox', { name: 'Name or number' });

/** The org the console has selected: the tree's selected row and Edit Org's heading. */
async function expectSelected(page: Page, org: Pick<FoundOrg, 'name' | 'number'>) {
  await expect(page).toHaveURL(/\/setup\/organization/, PAGE_LOAD);
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
    'data-org-number',
    org.number,
    PAGE_LOAD,
  );
  await expect(page.getByRole('main')).toContainText(org.name, PAGE_LOAD);
}

test.describe('Adv Org Search', () => {
  test.slow();

  test('by name: the result selects the org and opens its Edit Org', async ({ page }) => {
    // From the Support menu, as a user comes: the other journeys open the screen's address.
    await openSearch(page, { fromMenu: true });
    const [site] = await orgsOfType(page, 'Site');
    if (!site) throw new Error('The demo tree has no active Site');
    await textBox(page).fill(site.name);
    await expect.poll(() => searchParam(page, 'q'), POLL_OFTEN).toBe(site.name);
    const grid = gridOf(page, GRID);
    const link = grid.getByRole('link', { name: site.name, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expectSelected(page, site);
  });

  test('by number: org-number-like text searches by number', async ({ page }) => {
    await openSearch(page);
    const [area] = await orgsOfType(page, 'ServiceArea');
    if (!area) throw new Error('The demo tree has no active ServiceArea');
    await textBox(page).fill(area.number.toLowerCase());
    const grid = gridOf(page, GRID);
    await expect.poll(() => searchParam(page, 'q'), POLL_OFTEN).toBe(area.number.toLowerCase());
    // Numbers that start with it: the org itself first (tree order).
    await expect(bodyRows(grid).first().locator('[aria-colindex="2"]')).toHaveText(area.number);
    expect(await columnTexts(grid, 2)).toEqual(expect.arrayContaining([area.number]));
    for (const number of await columnTexts(grid, 2)) {
      expect(number.toLowerCase().startsWith(area.number.toLowerCase())).toBe(true);
    }
    await grid.getByRole('link', { name: area.name, exact: true }).click();
    await expectSelected(page, area);
  });

  test('by type, with the state in the address after a reload', async ({ page }) => {
    await openSearch(page);
    // Every demo org: org-number-like text searches the whole tree by number.
    await textBox(page).fill('GN-1');
    await expect.poll(() => searchParam(page, 'q'), POLL_OFTEN).toBe('GN-1');
    await expect(page.getByText('Searching the whole tree.')).toBeVisible();
    const all = await totalOf(gridOf(page, GRID));
    await page.getByRole('button', { name: 'Any type Type' }).click();
    await page.getByRole('option', { name: 'Service Area', exact: true }).click();
    await expect.poll(() => searchParam(page, 'type'), POLL_OFTEN).toBe('ServiceArea');
    const grid = gridOf(page, GRID);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBeLessThan(all);
    expect(new Set(await columnTexts(grid, 3))).toEqual(new Set(['Service Area']));

    await page.reload();
    await expect(bodyRows(grid).first()).toBeVisible(PAGE_LOAD);
    expect(new Set(await columnTexts(grid, 3))).toEqual(new Set(['Service Area']));
    const first = bodyRows(grid).first();
    const name = (await first.getByRole('link').textContent()) ?? '';
    const number = (await first.locator('[aria-colindex="2"]').textContent()) ?? '';
    await first.getByRole('link').click();
    await expectSelected(page, { name, number });
  });

  test('keyboard only: type, tab to the first result and choose it with Enter', async ({
    page,
  }) => {
    await openSearch(page);
    const [site] = await orgsOfType(page, 'Site');
    if (!site) throw new Error('The demo tree has no active Site');
    await pressUntilFocused(page, textBox(page));
    await page.keyboard.type(site.number);
    await expect.poll(() => searchParam(page, 'q'), POLL_OFTEN).toBe(site.number);
    const link = gridOf(page, GRID).getByRole('link', { name: site.name, exact: true });
    await expect(link).toBeVisible();
    await pressUntilFocused(page, link);
    await page.keyboard.press('Enter');
    await expectSelected(page, site);
  });

  test('says when the org to search under is not an org number of the tree', async ({ page }) => {
    await openSearch(page);
    const under = page.getByRole('textbox', { name: 'Under org' });
    await under.fill('harbour');
    await expect(page.getByText('Invalid Org Number')).toBeVisible();
    await under.fill('GN-999999');
    await expect(page.getByText('No org with this number in the tree')).toBeVisible();
    expect(searchParam(page, 'parent')).toBeNull();
  });
});

test.describe('Adv Org Search: axe and look', () => {
  test.slow();
  useVisualViewport();

  test('axe finds nothing serious; the screen looks right', async ({ page }) => {
    await openSearch(page, { query: '?q=GN-1&type=Site&sort=name' });
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'adv-org-search.png');
  });
});
