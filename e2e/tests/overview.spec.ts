import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  downloadedCsv,
  gridOf,
  openFromMenu,
  PAGE_LOAD,
  searchParam,
  seriousViolations,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { savedOrgOfType, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Report > Overview: the selected org's figures and charts, rolled up over its subtree. The
// clock is fixed so the ranges (and the baselines) are the same days on every run.
const NOW = new Date('2026-11-25T15:20:00Z');
const FIGURES = [
  'Guests online',
  'Sessions',
  'Unique devices',
  'Data used',
  'Revenue',
  'Codes redeemed',
];

async function openOverview(page: Page) {
  // The page's clock starts at NOW and runs on (a frozen one would stop the menus' timers).
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  // The top org: its Overview sums the whole demo tree. Opened at the screen's address on a tab
  // whose session is on that org, in one load; choosing an org in the tree is the tree's journeys'
  // (tree-drawer.spec.ts), and the first journey below reads Overview first in the Report menu.
  const top = savedOrgOfType('ServiceProvider');
  if (top?.name === 'Guestnet Networks') {
    await signIn(page, undefined, { at: 'report/overview', org: top.number });
  } else {
    // No saved org (a run of this file without the setup's): chosen in the tree.
    await signIn(page);
    await page.getByRole('treeitem', { name: 'Guestnet Networks' }).click();
    await openFromMenu(page, 'Report', 'Overview');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expectCharts(page);
}

/** Waits for the figures and the four charts to be drawn. */
async function expectCharts(page: Page) {
  await expect(page.getByRole('term').filter({ hasText: 'Codes redeemed' })).toBeVisible(PAGE_LOAD);
  for (const title of ['Sessions and unique devices', 'Revenue by service plan', 'Busy hours']) {
    await expect(page.getByRole('figure', { name: title })).toBeVisible(PAGE_LOAD);
  }
  await expect(topChart(page).getByRole('listitem').first()).toBeVisible(PAGE_LOAD);
}

const topChart = (page: Page) => page.getByRole('region', { name: /^Top 10 by / });

test.describe('Overview', () => {
  test.slow();
  test.use({ timezoneId: 'UTC' });
  useVisualViewport();

  test('shows the figures beside the previous range, keeps the range in the address, and looks right', async ({
    page,
  }) => {
    await openOverview(page);
    // First in the Report menu.
    await page.getByRole('button', { name: 'Report', exact: true }).hover();
    await expect(
      page.getByRole('menu', { name: 'Report' }).getByRole('menuitem').first(),
    ).toHaveText('Overview');
    await page.getByRole('heading', { level: 2, name: 'Overview' }).hover();
    await expect(page.getByRole('menu', { name: 'Report' })).toBeHidden();
    for (const label of FIGURES) {
      // A figure is its term and the values that describe it.
      const figure = page.getByRole('term').getByText(label, { exact: true }).locator('..');
      await expect(figure).toContainText(/[▲▼]|No change/);
      await expect(figure).toContainText(/vs (the previous 7 days|this time 7 days ago)/);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'overview-7-days.png');

    // The range goes into the address and comes back from it.
    await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: '30 days' });
    await expect.poll(() => searchParam(page, 'range'), POLL_OFTEN).toBe('30d');
    await expect(page.getByText('vs the previous 30 days').first()).toBeVisible();
    await topChart(page)
      .getByRole('button', { name: /Rank by/ })
      .click();
    await page.getByRole('option', { name: 'Sessions' }).click();
    await expect.poll(() => searchParam(page, 'top'), POLL_OFTEN).toBe('sessions');
    await page.reload();
    await expectCharts(page);
    await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('30d');
    await expect(topChart(page).getByRole('heading')).toHaveText('Top 10 by sessions');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectCharts(page);
    await expectScreen(page, 'overview-phone.png');
  });

  test('walks down the tree from the top-10 chart, and shows each chart as a table and a CSV', async ({
    page,
  }) => {
    await openOverview(page);
    const top = topChart(page);
    const first = top.getByRole('listitem').first().getByRole('button');
    const name = nameOfBar((await first.getAttribute('aria-label')) ?? '');
    await first.click();
    // The org is selected in the tree, and the Overview is now its own.
    await expect(page.getByRole('treeitem', { selected: true })).toContainText(name, PAGE_LOAD);
    await expectCharts(page);
    await expect(top.getByRole('listitem').first().getByRole('button')).not.toHaveAccessibleName(
      new RegExp(`^\u2068${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\u2069`),
    );

    // View as table: the same numbers in the kit's grid; Export CSV downloads them.
    const sessions = page.getByRole('region', { name: 'Sessions and unique devices' });
    await sessions.getByRole('button', { name: 'View as table' }).click();
    const grid = gridOf(page, 'Sessions and unique devices');
    await expect(bodyRows(grid)).toHaveCount(7);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sessions.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await downloadedCsv(download);
    expect(csv[0]).toEqual(['Day', 'Sessions', 'Unique devices', 'So far']);
    expect(csv).toHaveLength(8);
    // Today, the last day, counts so far: marked in the grid, flagged in the CSV.
    expect(csv[7]?.[0]).toBe('2026-11-25');
    expect(csv[7]?.[3]).toBe('yes');
    expect(csv[6]?.[3]).toBe('no');
    await expect(bodyRows(grid).last()).toContainText('2026-11-25 (so far)');
    // Plain numbers in the file, the same number with its separators on screen.
    const sessionsToday = csv[6]?.[1] ?? 'missing';
    expect(sessionsToday).toMatch(/^\d+$/);
    await expect(bodyRows(grid).nth(5)).toContainText(
      Number(sessionsToday).toLocaleString('en-US'),
    );
  });

  test('a figure opens the report of its rows, and a top org its own, with the range in the address', async ({
    page,
  }) => {
    await openOverview(page);
    await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: '30 days' });
    await expect.poll(() => searchParam(page, 'range'), POLL_OFTEN).toBe('30d');
    await page.getByRole('link', { name: /^Revenue: .* — open Revenue Summary$/ }).click();
    await expect(page).toHaveURL(/\/report\/revenue\?/);
    expect(searchParam(page, 'range')).toBe('30d');
    await expect(page.getByRole('heading', { level: 2, name: 'Revenue Summary' })).toBeVisible(
      PAGE_LOAD,
    );

    // A top org's name in the table selects that org, then opens its report of the same range.
    await page.goBack();
    await expectCharts(page);
    const top = topChart(page);
    await top.getByRole('button', { name: 'View as table' }).click();
    const link = bodyRows(gridOf(page, 'Top 10 by revenue')).first().getByRole('link');
    const name = nameOfBar((await link.getAttribute('aria-label')) ?? '');
    await link.click();
    await expect(page).toHaveURL(/\/report\/revenue\?/, PAGE_LOAD);
    expect(searchParam(page, 'range')).toBe('30d');
    await expect(page.getByRole('treeitem', { selected: true })).toContainText(name, PAGE_LOAD);
  });
});

/** The org named by a top-10 bar's accessible name, where the name stands isolated (FSI … PDI). */
function nameOfBar(label: string): string {
  return /\u2068([^\u2069]*)\u2069/.exec(label)?.[1] ?? '';
}
