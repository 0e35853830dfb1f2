import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  CONSOLE,
  downloadedCsv,
  gridOf,
  openFromMenu,
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
  test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  // Filtering, sorting, paging, the Total line, the CSV's and the print view's contents and the
  // address's round trip are proved in the component tests (ui/report/report-screen.test.tsx,
  // features/reports/report-screens.test.tsx); this is what needs the browser: a phone's first
  // screen, a real download, the print style sheet and the print dialog.
  test('shows the Total line and rows first on a phone, filters, exports and prints the whole result', async ({
    page,
  }) => {
    await openReport(page, '/report/revenue', 'Revenue Summary');
    const grid = gridOf(page, 'Revenue Summary');
    // The filters wait behind `Filters`: the Total line and the first rows are on the first
    // screen.
    await expect(totalLine(page)).toBeInViewport();
    await expect(bodyRows(grid).first()).toBeInViewport();
    await expect(totalLine(page)).toContainText(/^Total[\d,]+ sales/);
    const unfiltered = await totalLine(page).textContent();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Payment type' }).selectOption({ label: 'Card' });
    await expect.poll(() => searchParam(page, 'paymentType')).toBe('card');
    // The address changes a task before the screen asks for the filtered rows: wait for the
    // filtered Total (fewer sales than all) rather than for a grid that is not yet busy.
    await expect(totalLine(page)).not.toHaveText(unfiltered ?? '');
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    await expect(totalLine(page)).toContainText(/^Total[\d,]+ sales.*Revenue \D+[\d,]+\.\d\d/);
    const total = await totalLine(page).textContent();
    const count = Number(/([\d,]+) sales/.exec(total ?? '')?.[1]?.replaceAll(',', ''));
    expect(count).toBeGreaterThan(0);
    // Folded again, `Filters` counts the one set.
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(page.getByRole('combobox', { name: 'Payment type' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'revenue-summary-phone.png');
    await expect(page.getByRole('link', { name: 'Classic page' })).toHaveAttribute(
      'href',
      /\/report\/revenue\/classic$/,
    );

    // Export CSV: the whole filtered result, a heading row first.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^revenue-summary-.+-to-.+\.csv$/);
    const csv = await downloadedCsv(download);
    expect(csv[0]?.slice(0, 4)).toEqual(['Time', 'Sold at', 'Plan', 'Payment type']);
    expect(csv).toHaveLength(count + 1);
    expect(new Set(csv.slice(1).map((row) => row[3]))).toEqual(new Set(['Card']));

    // Print reads the whole result into the print view, which the print style sheet shows alone.
    await page.getByRole('button', { name: 'Print' }).click();
    const name = 'Revenue Summary, as printed';
    await expect(page.getByRole('region', { name, includeHidden: true })).toContainText(
      `Rows 1 to ${count.toLocaleString('en-US')} of`,
    );
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('region', { name });
    await expect(printed.getByRole('heading', { level: 1, name: 'Revenue Summary' })).toBeVisible();
    await expect(printed).toContainText('Filters: Payment type: Card.');
    await expect(printed.getByRole('row')).toHaveCount(count + 1);
    await expect(grid).toBeHidden();
  });
});

const SCREENS = [
  { menu: 'Report', path: '/report/pms', title: 'PMS Transactions', file: 'pms-transactions' },
  {
    menu: 'Report',
    path: '/report/cc',
    title: 'Credit Card Transactions',
    file: 'credit-card-transactions',
  },
  { menu: 'Report', path: '/report/group', title: 'Group Sales', file: 'group-sales' },
  { menu: 'Report', path: '/report/user', title: 'User Sales', file: 'user-sales' },
  { menu: 'Support', path: '/support/radius', title: 'Radius Activity', file: 'radius-activity' },
  {
    menu: 'Support',
    path: '/support/loyalty',
    title: 'Loyalty PMS Activity',
    file: 'loyalty-pms-activity',
  },
];

test.describe('The other report screens', () => {
  test.slow();
  test.use({ timezoneId: 'UTC' });
  useVisualViewport();

  // Each screen's columns, rows and Total line are proved in the component test
  // (features/reports/report-screens.test.tsx); here each is opened from the menu, as a person
  // moves between them (no reload), for what only a browser shows: axe and the picture.
  test('each shows its Total line and rows, axe finds nothing serious, and each looks right', async ({
    page,
  }) => {
    const [first, ...rest] = SCREENS;
    if (!first) return;
    await openReport(page, first.path, first.title);
    for (const screen of [first, ...rest]) {
      if (screen !== first) {
        await openFromMenu(page, screen.menu, screen.title);
        // The pointer leaves the menu's place, which the screen's controls now hold.
        await page.mouse.move(1200, 790);
        await expectReport(page, screen.title);
      }
      await expect(totalLine(page)).toContainText(/^Total[\d,]+ /);
      expect(await seriousViolations(page)).toEqual([]);
      await expectScreen(page, `${screen.file}.png`);
    }
  });
});
