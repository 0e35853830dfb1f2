import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  CONSOLE,
  chooseOption,
  downloadedCsv,
  gridOf,
  PAGE_LOAD,
  searchParam,
  seriousViolations,
} from './support/list-screen';
import { savedOrgOfType, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Report and Support query screens (docs/decisions/report-screens.md), on the demo's first
// active site. The clock is fixed so the ranges (and the baselines) are the same days on every run.
const NOW = new Date('2026-11-25T15:20:00Z');

/** Signs in on the first active site at a report's address, with the clock at NOW. */
async function openReport(page: Page, path: string, title: string) {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  const site = savedOrgOfType('Site');
  await signIn(page, undefined, site ? { at: path.slice(1), org: site.number } : {});
  if (!site) {
    // No saved org (a run of this file alone without the setup's): select it from the tree.
    await page.goto(`${CONSOLE}${path}`);
  }
  await expectReport(page, title);
}

/** The line `Total` on screen (the print view's copy is hidden). */
const totalLine = (page: Page) => page.locator('.gn-report-screen .gn-report-total');

/** Waits for a report's heading, its Total line and its first row, the answer settled. */
async function expectReport(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(PAGE_LOAD);
  const grid = gridOf(page, title);
  await expect(bodyRows(grid).first()).toBeVisible(PAGE_LOAD);
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  await expect(totalLine(page)).toBeVisible();
}

test.describe('Revenue Summary', () => {
  test.slow();
  test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });

  test('filters, sorts, pages, totals, exports, prints and reloads from its address, on a phone', async ({
    page,
  }) => {
    await openReport(page, '/report/revenue', 'Revenue Summary');
    const grid = gridOf(page, 'Revenue Summary');
    await expect(totalLine(page)).toContainText(/^Total[\d,]+ sales.*Revenue \D+[\d,]+\.\d\d/);

    // Filter: card sales only, in the address; every row says so.
    await chooseOption(page.getByRole('button', { name: /.+ Payment type$/ }), 'Card');
    await expect.poll(() => searchParam(page, 'paymentType')).toBe('card');
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    const paymentColumn = await grid
      .getByRole('columnheader', { name: 'Payment type' })
      .getAttribute('aria-colindex');
    await expect
      .poll(async () => [
        ...new Set(
          await bodyRows(grid).locator(`[aria-colindex="${paymentColumn}"]`).allTextContents(),
        ),
      ])
      .toEqual(['Card']);
    const total = await totalLine(page).textContent();
    const count = Number(/([\d,]+) sales/.exec(total ?? '')?.[1]?.replaceAll(',', ''));
    expect(count).toBeGreaterThan(50);

    // Sort: a figure's header sorts largest first, by the server.
    await grid.getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(() => searchParam(page, 'sort')).toBe('Amount');
    expect(searchParam(page, 'order')).toBeNull();
    await expect(grid.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // Page: the second page, the Total line still the whole result's.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => searchParam(page, 'page')).toBe('2');
    await expect(page.getByText(`51–${Math.min(100, count)} of`)).toBeVisible();
    await expect(totalLine(page)).toHaveText(total ?? '');

    // Export CSV: the whole filtered result, a heading row first.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^revenue-summary-.+-to-.+\.csv$/);
    const csv = await downloadedCsv(download);
    expect(csv[0]?.slice(0, 4)).toEqual(['Time', 'Sold at', 'Plan', 'Payment type']);
    expect(csv).toHaveLength(count + 1);
    expect(new Set(csv.slice(1).map((row) => row[3]))).toEqual(new Set(['Card']));

    // Print: the print view alone, with the heading, filters, totals and the rows on screen.
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('region', { name: 'Revenue Summary, as printed' });
    await expect(printed.getByRole('heading', { level: 1, name: 'Revenue Summary' })).toBeVisible();
    await expect(printed).toContainText('Filters: Payment type: Card.');
    await expect(printed.getByRole('row')).toHaveCount(Math.min(50, count - 50) + 1);
    await expect(grid).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The address holds it all: a reload shows the same page of the same report.
    await page.reload();
    await expectReport(page, 'Revenue Summary');
    await expect(page.getByRole('button', { name: /.+ Payment type$/ })).toContainText('Card');
    await expect(page.getByText(`51–${Math.min(100, count)} of`)).toBeVisible();
    await expect(totalLine(page)).toHaveText(total ?? '');
    await expect(page.getByRole('link', { name: 'Classic page' })).toHaveAttribute(
      'href',
      /\/report\/revenue\/classic$/,
    );
  });
});

const SCREENS = [
  { path: '/report/pms', title: 'PMS Transactions', file: 'pms-transactions' },
  { path: '/report/cc', title: 'Credit Card Transactions', file: 'credit-card-transactions' },
  { path: '/report/group', title: 'Group Sales', file: 'group-sales' },
  { path: '/report/user', title: 'User Sales', file: 'user-sales' },
  { path: '/support/radius', title: 'Radius Activity', file: 'radius-activity' },
  { path: '/support/loyalty', title: 'Loyalty PMS Activity', file: 'loyalty-pms-activity' },
];

test.describe('The other report screens', () => {
  test.slow();
  test.use({ timezoneId: 'UTC' });
  useVisualViewport();

  test('each shows its Total line and rows, axe finds nothing serious, and each looks right', async ({
    page,
  }) => {
    const [first, ...rest] = SCREENS;
    if (!first) return;
    await openReport(page, first.path, first.title);
    for (const screen of [first, ...rest]) {
      if (screen !== first) {
        await page.goto(`${CONSOLE}${screen.path}`);
        await expectReport(page, screen.title);
      }
      await expect(totalLine(page)).toContainText(/^Total[\d,]+ /);
      expect(await seriousViolations(page)).toEqual([]);
      await expectScreen(page, `${screen.file}.png`);
    }
  });
});
