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

// Setup > Service Plans, the list, for a Service Area, driven as an administrator
// drives it; the item form's journeys are in service-plan-form.spec.ts. Each test has its own
// browser context, so its demo edits (kept in the tab's sessionStorage) start from the seed data.
const SCREEN = {
  tab: 'Setup',
  link: 'Service Plans',
  orgType: 'ServiceArea',
  path: 'setup/service-plans/manage',
};
const PLURAL = 'Service Plans';
const LIST = `${CONSOLE}/setup/service-plans/manage`;

const prices = async (page: Page) =>
  (await columnTexts(gridOf(page, PLURAL), 3)).map((text) => Number.parseFloat(text));
const ordered = (values: number[], direction: 1 | -1) =>
  values.every(
    (value, index) => index === 0 || (value - (values[index - 1] ?? 0)) * direction >= 0,
  );

test.describe('Service Plans: the list', () => {
  // Each journey signs in and loads the demo's lists and forms several times: on a busy 2-core
  // machine that is more than the 60 s a journey gets by default.
  test.slow();

  test('the list sorts by a column and narrows with the filter', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    await expect(page.getByText(new RegExp(`^1–\\d+ of ${total} Service Plans$`))).toBeVisible();

    const before = await rowNames(grid);
    const price = grid.getByRole('columnheader', { name: 'Price', exact: true });
    const name = grid.getByRole('columnheader', { name: 'Name', exact: true });
    await expect(price).toHaveAttribute('aria-sort', 'none');
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => searchParam(page, 'sort'), POLL_OFTEN).toBe('Price');
    await expect.poll(async () => ordered(await prices(page), 1), POLL_OFTEN).toBe(true);
    expect(await rowNames(grid)).not.toEqual(before);

    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => searchParam(page, 'sort'), POLL_OFTEN).toBe('-Price');
    await expect.poll(async () => ordered(await prices(page), -1), POLL_OFTEN).toBe(true);
    const highest = await prices(page);
    expect(highest[0]).toBeGreaterThan(highest.at(-1) ?? 0);

    // A plan's whole name narrows the list to the plans that carry it.
    const wanted = (await rowNames(grid))[1] ?? '';
    await filterList(page, PLURAL, wanted);
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBeLessThan(total);
    const found = await rowNames(grid);
    expect(found).toContain(wanted);
    for (const plan of found) expect(plan.toLowerCase()).toContain(wanted.toLowerCase());
    // The sort stays while the filter changes.
    await expect(price).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('searchbox', { name: 'Filter' }).fill('no plan is called this');
    await expect(
      page.getByRole('heading', { name: 'No Service Plans match “no plan is called this”' }),
    ).toBeVisible();
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
    expect(total, 'the demo org has more than two pages of 5 plans').toBeGreaterThan(10);

    await loadScreen(page, `${LIST}?pageSize=5`);
    await expect(bodyRows(grid)).toHaveCount(5);
    await expect(page.getByText(`Page 1 of ${Math.ceil(total / 5)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await rowIndexes(grid)).toEqual([2, 3, 4, 5, 6]);
    const first = await rowNames(grid);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => searchParam(page, 'page'), POLL_OFTEN).toBe('2');
    await expect.poll(() => rowIndexes(grid), POLL_OFTEN).toEqual([7, 8, 9, 10, 11]);
    await expect(page.getByText(`6–10 of ${total} Service Plans`)).toBeVisible();
    const second = await rowNames(grid);
    expect(second.filter((plan) => first.includes(plan))).toEqual([]);
    await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => rowIndexes(grid), POLL_OFTEN).toEqual([2, 3, 4, 5, 6]);
    expect(await rowNames(grid)).toEqual(first);

    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect.poll(() => searchParam(page, 'pageSize'), POLL_OFTEN).toBeNull();
    await expect(
      page.getByText(`1–${Math.min(25, total)} of ${total} Service Plans`),
    ).toBeVisible();
    expect((await rowIndexes(grid))[0]).toBe(2);
  });

  test('an item opens by its address in a new browser', async ({ page, browser }) => {
    const area = await openList(page, SCREEN);
    const link = bodyRows(gridOf(page, PLURAL)).nth(2).getByRole('link');
    const name = (await link.textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/setup\/service-plans\/item\/\d+$/);

    const other = await browser.newContext();
    try {
      const fresh = await other.newPage();
      await signIn(fresh);
      // The address names the plan, not its org (docs/product/screens.md: every screen works on the selected
      // org): a new browser asks for the org first, then opens the plan.
      await fresh.goto(href);
      await expect(
        fresh.getByText('Please select an organization from the list to your left.').first(),
      ).toBeVisible(PAGE_LOAD);
      await selectOrg(fresh, area);
      await expect(fresh).toHaveURL(new RegExp(`${href}$`));
      const form = fresh.getByRole('form', { name: 'Edit Service Plan' });
      await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
      await expect(form.getByRole('button', { name: 'Delete' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('bulk delete: Cancel keeps the checked rows, Confirm removes them', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const [, first = '', second = ''] = await rowNames(grid);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
    await grid.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
    await grid.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
    await expect(bodyRows(grid).filter({ hasText: first })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('button', { name: 'Delete (2)' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText('Delete 2 Service Plans? This cannot be undone.');
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(grid.getByRole('link', { name: first, exact: true })).toBeVisible();
    await expect(grid.getByRole('link', { name: second, exact: true })).toBeVisible();
    expect(await totalOf(grid)).toBe(total);

    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText('Deleted 2 Service Plans');
    await expect.poll(() => totalOf(grid), POLL_OFTEN).toBe(total - 2);
    await expect(grid.getByRole('link', { name: first, exact: true })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: second, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  });

  test('Export CSV downloads the rows of the filtered list', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    // A tier word every demo org uses in several names (`Premium 1 Day`, `Premium 7 Days`, …).
    const tier = ((await rowNames(grid))[0] ?? '').split(' ')[0] ?? '';
    await filterList(page, PLURAL, tier);
    const total = await totalOf(grid);
    const shown = await rowNames(grid);
    expect(shown.length, 'every filtered row is on screen').toBe(total);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^service-plans-GN-[\d-]+\.csv$/);
    const [heading, ...rows] = await downloadedCsv(file);
    expect(heading).toEqual([
      'Name',
      'Price',
      'Down / Up (kbps)',
      'Time limit',
      'Data limit',
      'Active',
    ]);
    expect(rows.map((row) => row[0])).toEqual(shown);
    expect(rows.map((row) => row[1])).toEqual(await columnTexts(grid, 3));
    await expect(snackbar(page)).toContainText(`Exported ${total} Service Plan`);
  });

  test('the export shows its progress, passes axe, and Cancel downloads nothing', async ({
    page,
  }) => {
    await page.clock.install();
    // The list's address on the session's org: the tab keeps the org it restored as its own
    // selection (sessionStorage), so the slow load below starts with it selected rather than
    // waiting for the slow org list to restore it from the context cookie again.
    await openList(page, SCREEN);
    // The `slow` scenario, asked to answer each call after 15 s of page time: fast-forwarded in
    // 5 s steps while the list loads, then the clock stops, so the export's first read stays
    // pending under its dialog. A call's answer is timed from when the mocks receive it, a step or
    // two after it is sent, and must come before the SDK's 30 s limit per call: with 10 s steps a
    // call the mocks received a step late was answered in the same step as its time limit fired,
    // and the list never loaded (a retried journey on a loaded machine).
    await page.goto(`${LIST}?scenario=slow&slowMs=15000`);
    const firstRow = bodyRows(gridOf(page, PLURAL)).first();
    await expect(async () => {
      await page.clock.fastForward(5_000);
      await expect(firstRow).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Service Plans' });
    const reading = dialog.getByRole('progressbar', { name: 'Reading rows' });
    await expect(reading).toBeVisible();
    await expect(dialog).toContainText('The file downloads when every row is read.');
    // axe and the dialog's open transition run on page timers: the page clock runs in real time
    // while it audits (no step-by-step driving from here, which took up to 1,000 round trips to
    // the page), well short of the 15 s the pending read waits for.
    await page.clock.resume();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(reading).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The cancelled read's answer comes and goes: nothing is saved, nothing is said.
    await page.clock.runFor(17_000);
    expect(downloads).toEqual([]);
    await expect(snackbar(page)).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(dialog).toBeVisible();
    // Each read answers after 15 s of page time.
    await expect(async () => {
      await page.clock.runFor(16_000);
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    expect((await download).suggestedFilename()).toMatch(/^service-plans-GN-[\d-]+\.csv$/);
  });
});

test.describe('visual: Service Plans list', () => {
  useVisualViewport();
  test.slow();

  test('the list, passing axe', async ({ page }) => {
    await openList(page, SCREEN);
    await expect(page.getByText(/^1–\d+ of \d+ Service Plans$/)).toBeVisible();
    await expectScreen(page, 'service-plans-list.png');
    // The grid's scrolling body (`.gn-grid-body`) was once `scrollable-region-focusable`
    // (serious) while the grid's one tab stop started in the header row.
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
