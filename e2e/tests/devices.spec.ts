import { expect, test } from '@playwright/test';
import {
  bodyRows,
  columnTexts,
  downloadedCsv,
  filterList,
  gridOf,
  openList,
  rowNames,
  searchParam,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Devices, the list, for the demo's first Service Area; the item form's
// journeys are in device-form.spec.ts. Each test has its own browser context, so its demo edits
// start from the seed data.
const SCREEN = {
  tab: 'Setup',
  link: 'Devices',
  orgType: 'ServiceArea',
  path: 'setup/devices/manage',
};
const PLURAL = 'Devices';
const HEADERS = [
  'Name',
  'Type',
  'IP address or FQDN',
  'MAC',
  'Model',
  'Reachable',
  'Last seen (UTC)',
];
const TYPES = [
  'MikroTik',
  'Nomadix',
  'CoovaChilli',
  'Cisco Meraki',
  'Ruckus',
  'Aruba',
  'Cambium',
  'Other',
];

test.describe('Devices: the list', () => {
  // Each journey signs in and loads the demo's lists several times: on a busy 2-core machine
  // that is more than the 60 s a journey gets by default.
  test.slow();

  test('Add Device asks for the vendor first, with the keyboard too', async ({ page }) => {
    await openList(page, SCREEN);
    const add = page.getByRole('button', { name: 'Add Device' });
    await add.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Add Device' });
    await expect(menu.getByRole('menuitem')).toHaveText(TYPES);
    await expect(menu.getByRole('menuitem', { name: 'MikroTik' })).toBeFocused();
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/devices\/item\/coova$/);
    await expect(page.getByRole('form', { name: 'New Device' })).toBeVisible();
  });

  test('exports the list as CSV, as the grid shows it', async ({ page }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^devices-.+\.csv$/);
    const rows = await downloadedCsv(download);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      expect.arrayContaining(await rowNames(grid)),
    );
  });
});

test.describe('visual: Devices list', () => {
  useVisualViewport();
  test.slow();

  // The list's checks and its picture in one journey: one console load.
  test('the list of a Service Area with its columns, passing axe; it sorts and filters', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
    await expectScreen(page, 'devices-list.png');
    const grid = gridOf(page, PLURAL);
    const headers = grid.getByRole('columnheader').filter({ hasNot: page.getByRole('checkbox') });
    await expect(headers).toHaveText(HEADERS);
    const total = await totalOf(grid);
    expect(total).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(`^1–${total} of ${total} Devices$`))).toBeVisible();
    // Each row: a vendor's label, a MAC, Yes/No, a UTC time or Never.
    for (const type of await columnTexts(grid, 3)) expect(TYPES).toContain(type);
    for (const mac of await columnTexts(grid, 5)) expect(mac).toMatch(/^[0-9A-Fa-f:-]{12,23}$/);
    for (const reachable of await columnTexts(grid, 7)) expect(['Yes', 'No']).toContain(reachable);
    for (const seen of await columnTexts(grid, 8)) {
      expect(seen).toMatch(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}|Never)$/);
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const column = grid.getByRole('columnheader', { name: 'Name', exact: true });
    await column.getByRole('button').click();
    await expect(column).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => searchParam(page, 'sort'), POLL_OFTEN).toBe('Name');
    // The sorted answer replaces the rows shown until it comes (the grid is busy meanwhile).
    const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
    await expect
      .poll(async () => {
        const shown = await rowNames(grid);
        return shown.join('|') === byName(shown).join('|');
      })
      .toBe(true);
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    const names = await rowNames(grid);
    expect(names).toEqual(byName(names));

    const wanted = names.at(-1) ?? '';
    await filterList(page, PLURAL, wanted);
    await expect.poll(() => rowNames(grid), POLL_OFTEN).toContain(wanted);
  });
});
