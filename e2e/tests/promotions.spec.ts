import { expect, type Page, test } from '@playwright/test';
import { selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  CONSOLE,
  columnTexts,
  confirmation,
  downloadedCsv,
  filterList,
  gridOf,
  loadScreen,
  openList,
  PAGE_LOAD,
  rowIndexes,
  rowNames,
  searchParam,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { signIn, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Manage > Promotions, the list, for the demo's first Service Area (whose plans the
// promotions name), driven as an administrator drives it; the item form's journeys are in
// promotion-form.spec.ts. Each test has its own browser context, so its demo edits (kept in the
// tab's sessionStorage) start from the seed data.
const SCREEN = {
  tab: 'Manage',
  link: 'Promotions',
  orgType: 'ServiceArea',
  path: 'manage/promotions/manage',
};
const PLURAL = 'Promotions';
const LIST = `${CONSOLE}/manage/promotions/manage`;

/** The Redeemed column as numbers: `572 of 1,000` is 572. */
const redeemed = async (page: Page) =>
  (await columnTexts(gridOf(page, PLURAL), 7)).map((text) =>
    Number(text.split(' of ')[0]?.replaceAll(',', '')),
  );
const ordered = (values: number[], direction: 1 | -1) =>
  values.every(
    (value, index) => index === 0 || (value - (values[index - 1] ?? 0)) * direction >= 0,
  );

/** A code's theme word (`SAVE5-HOLIDAY` → `HOLIDAY`), which several demo codes share. */
function themeOf(code: string): string {
  const words = code.split(/[^A-Z]+/).filter((word) => !['SAVE', 'UPGRADE', 'PLUS'].includes(word));
  return words.sort((a, b) => b.length - a.length)[0] ?? code;
}

test.describe('Promotions: the list', () => {
  // Each journey signs in and loads the demo's lists and forms several times: on a busy 2-core
  // machine that is more than the 60 s a journey gets by default.
  test.slow();

  test('the list sorts by a column and narrows with the filter', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    await expect(page.getByText(new RegExp(`^1–\\d+ of ${total} Promotions$`))).toBeVisible();

    const before = await rowNames(grid);
    const column = grid.getByRole('columnheader', { name: 'Redeemed', exact: true });
    await expect(column).toHaveAttribute('aria-sort', 'none');
    await column.getByRole('button').click();
    await expect(column).toHaveAttribute('aria-sort', 'ascending');
    await expect(grid.getByRole('columnheader', { name: 'Code', exact: true })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect.poll(() => searchParam(page, 'sort'), POLL_OFTEN).toBe('Redemptions');
    await expect.poll(async () => ordered(await redeemed(page), 1), POLL_OFTEN).toBe(true);
    expect(await rowNames(grid)).not.toEqual(before);

    await column.getByRole('button').click();
    await expect(column).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => searchParam(page, 'sort'), POLL_OFTEN).toBe('-Redemptions');
    await expect.poll(async () => ordered(await redeemed(page), -1), POLL_OFTEN).toBe(true);
    const most = await redeemed(page);
    expect(most[0]).toBeGreaterThan(most.at(-1) ?? 0);

    // A whole code narrows the list to the promotions that carry it.
    const wanted = (await rowNames(grid))[1] ?? '';
    await filterList(page, PLURAL, wanted);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBeLessThan(total);
    const found = await rowNames(grid);
    expect(found).toContain(wanted);
    for (const code of found) expect(code).toContain(wanted);
    await expect(column).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('searchbox', { name: 'Filter' }).clear();
    await expect.poll(() => searchParam(page, 'filter'), POLL_OFTEN).toBeNull();
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total);
  });

  test('pages with Next and Previous, row indexes continuing, and Rows per page', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    expect(total, 'the demo org has more than two pages of 5 promotions').toBeGreaterThan(10);

    await loadScreen(page, `${LIST}?pageSize=5`);
    await expect(bodyRows(grid)).toHaveCount(5);
    await expect(page.getByText(`Page 1 of ${Math.ceil(total / 5)}`)).toBeVisible();
    expect(await rowIndexes(grid)).toEqual([2, 3, 4, 5, 6]);
    const first = await rowNames(grid);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => searchParam(page, 'page'), POLL_OFTEN).toBe('2');
    await expect.poll(() => rowIndexes(grid), POLL_OFTEN).toEqual([7, 8, 9, 10, 11]);
    await expect(page.getByText(`6–10 of ${total} Promotions`)).toBeVisible();
    expect((await rowNames(grid)).filter((code) => first.includes(code))).toEqual([]);
    await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => rowIndexes(grid), POLL_OFTEN).toEqual([2, 3, 4, 5, 6]);
    expect(await rowNames(grid)).toEqual(first);

    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect.poll(() => searchParam(page, 'pageSize'), POLL_OFTEN).toBe('50');
    await expect(page.getByText(`1–${Math.min(50, total)} of ${total} Promotions`)).toBeVisible();
    expect((await rowIndexes(grid))[0]).toBe(2);
  });

  test('an item opens by its address in a new browser', async ({ page, browser }) => {
    const area = await openList(page, SCREEN);
    const link = bodyRows(gridOf(page, PLURAL)).nth(2).getByRole('link');
    const code = (await link.textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/manage\/promotions\/item\/(percent|fixed|bonus_time|upgrade)\/\d+$/);

    const other = await browser.newContext();
    try {
      const fresh = await other.newPage();
      await signIn(fresh);
      // The address names the promotion, not its org: a new browser asks for the org first.
      await fresh.goto(href);
      await expect(
        fresh.getByText('Please select an organization from the list to your left.').first(),
      ).toBeVisible(PAGE_LOAD);
      await selectOrg(fresh, area);
      await expect(fresh).toHaveURL(new RegExp(`${href}$`));
      const form = fresh.getByRole('form', { name: 'Edit Promotion' });
      await expect(form.getByRole('heading', { name: code, level: 3 })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(code);
    } finally {
      await other.close();
    }
  });

  test('bulk delete: Cancel keeps the checked rows, Confirm removes them', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const [, , first = '', second = '', third = ''] = await rowNames(grid);
    for (const code of [first, second, third]) {
      await grid.getByRole('checkbox', { name: `Select ${code}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Delete (3)' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText('Delete 3 Promotions? This cannot be undone.');
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    for (const code of [first, second, third]) {
      await expect(grid.getByRole('link', { name: code, exact: true })).toBeVisible();
    }
    expect(await totalOf(grid)).toBe(total);

    await page.getByRole('button', { name: 'Delete (3)' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText('Deleted 3 Promotions');
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 3);
    for (const code of [first, second, third]) {
      await expect(grid.getByRole('link', { name: code, exact: true })).toHaveCount(0);
    }
  });

  test('Export CSV downloads the rows of the filtered list', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    await filterList(page, PLURAL, themeOf((await rowNames(grid))[0] ?? ''));
    const total = await totalOf(grid);
    const shown = await rowNames(grid);
    expect(shown.length, 'every filtered row is on screen').toBe(total);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^promotions-GN-[\d-]+\.csv$/);
    const [heading, ...rows] = await downloadedCsv(file);
    expect(heading).toEqual(['Code', 'Type', 'Value', 'Valid from', 'Valid to', 'Redeemed']);
    expect(rows.map((row) => row[0])).toEqual(shown);
    expect(rows.map((row) => row[2])).toEqual(await columnTexts(grid, 4));
    await expect(snackbar(page)).toContainText(`Exported ${total} Promotion`);
  });
});

test.describe('visual: Promotions list', () => {
  useVisualViewport();
  test.slow();

  test('the list, passing axe', async ({ page }) => {
    await openList(page, SCREEN);
    await expect(page.getByText(/^1–\d+ of \d+ Promotions$/)).toBeVisible();
    await expectScreen(page, 'promotions-list.png');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
