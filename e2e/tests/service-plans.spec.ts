import { expect, type Page, test } from '@playwright/test';
import { type FoundOrg, firstOrgOfType, orgsOfType, selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  CONSOLE,
  columnTexts,
  confirmation,
  downloadedCsv,
  gridOf,
  openFromMenu,
  pressUntilFocused,
  recordWrites,
  rowIndexes,
  rowNames,
  seriousViolations,
  totalOf,
} from './support/list-screen';
import { signIn, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Service Plans (issue 15): the list and the item form of a Service Area, driven as an
// administrator drives them. Each test has its own browser context, so its demo edits (kept in
// the tab's sessionStorage) start from the seed data.
const LIST = `${CONSOLE}/setup/service-plans/manage`;
const PLURAL = 'Service Plans';
const UNSAVED = 'You have unsaved changes. Leave and lose them?';
const WRITE_REFUSED = 'The demo refuses every change in the write-errors scenario.';
const PRICE_OR_LIMIT = 'A plan needs a price or at least one limit (time, data or speed).';
// A page load signs the console in again and loads the org list before any screen: on a busy
// 2-core machine that takes as long as signing in (support/session.ts), a wait, not a budget.
const PAGE_LOAD = { timeout: 30_000 };

/** Signs in, selects the demo's first Service Area and opens Setup > Service Plans. */
async function openServicePlans(page: Page): Promise<FoundOrg> {
  await signIn(page);
  const area = await firstOrgOfType(page, 'ServiceArea');
  await selectOrg(page, area);
  await openFromMenu(page, 'Setup', 'Service Plans');
  await expect(page).toHaveURL(/\/setup\/service-plans\/manage$/);
  await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
  return area;
}

/** Loads a console address in full (what a bookmark, a reload or `?scenario=` does). */
async function load(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible(PAGE_LOAD);
}

/** The plan form's text field by its label. */
function field(page: Page, label: string) {
  return page.getByRole('form').getByRole('textbox', { name: label, exact: true });
}

/** Narrows the list with its Filter box and waits for the address and the rows to follow. */
async function filterList(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(text);
  await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
}

const prices = async (page: Page) =>
  (await columnTexts(gridOf(page, PLURAL), 3)).map((text) => Number.parseFloat(text));
const ordered = (values: number[], direction: 1 | -1) =>
  values.every(
    (value, index) => index === 0 || (value - (values[index - 1] ?? 0)) * direction >= 0,
  );

test.describe('Service Plans', () => {
  // Each journey signs in and loads the demo's lists and forms several times: on a busy 2-core
  // machine that is more than the 60 s a journey gets by default.
  test.slow();

  test('the list sorts by a column and narrows with the filter', async ({ page }) => {
    await openServicePlans(page);
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
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('Price');
    await expect.poll(async () => ordered(await prices(page), 1)).toBe(true);
    expect(await rowNames(grid)).not.toEqual(before);

    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('-Price');
    await expect.poll(async () => ordered(await prices(page), -1)).toBe(true);
    const highest = await prices(page);
    expect(highest[0]).toBeGreaterThan(highest.at(-1) ?? 0);

    // A plan's whole name narrows the list to the plans that carry it.
    const wanted = (await rowNames(grid))[1] ?? '';
    await filterList(page, wanted);
    await expect.poll(() => totalOf(grid)).toBeLessThan(total);
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
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBeNull();
    await expect.poll(() => totalOf(grid)).toBe(total);
  });

  test('the list passes axe', async ({ page }) => {
    await openServicePlans(page);
    await expect(page.getByText(/^1–\d+ of \d+ Service Plans$/)).toBeVisible();
    // PRODUCT BUG (ui/list/data-grid.tsx): axe finds `scrollable-region-focusable` (serious) on
    // the grid's scrolling body (`.gn-grid-body`): while the grid's one tab stop is in the header
    // row, which is where it starts, the scrolling body holds no element that Tab can reach.
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('pages with Next and Previous, row indexes continuing, and Rows per page', async ({
    page,
  }) => {
    await openServicePlans(page);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    expect(total, 'the demo org has more than two pages of 5 plans').toBeGreaterThan(10);

    await load(page, `${LIST}?pageSize=5`);
    await expect(bodyRows(grid)).toHaveCount(5);
    await expect(page.getByText(`Page 1 of ${Math.ceil(total / 5)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await rowIndexes(grid)).toEqual([2, 3, 4, 5, 6]);
    const first = await rowNames(grid);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => rowIndexes(grid)).toEqual([7, 8, 9, 10, 11]);
    await expect(page.getByText(`6–10 of ${total} Service Plans`)).toBeVisible();
    const second = await rowNames(grid);
    expect(second.filter((plan) => first.includes(plan))).toEqual([]);
    await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => rowIndexes(grid)).toEqual([2, 3, 4, 5, 6]);
    expect(await rowNames(grid)).toEqual(first);

    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBeNull();
    await expect(
      page.getByText(`1–${Math.min(25, total)} of ${total} Service Plans`),
    ).toBeVisible();
    expect((await rowIndexes(grid))[0]).toBe(2);
  });

  test('an item opens by its address in a new browser', async ({ page, browser }) => {
    const area = await openServicePlans(page);
    const link = bodyRows(gridOf(page, PLURAL)).nth(2).getByRole('link');
    const name = (await link.textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/setup\/service-plans\/item\/\d+$/);

    const other = await browser.newContext();
    try {
      const fresh = await other.newPage();
      await signIn(fresh);
      // The address names the plan, not its org (SPEC.md §2: every screen works on the selected
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

  test('creating refuses invalid input without a call, then saves and lists the plan', async ({
    page,
  }) => {
    await openServicePlans(page);
    const taken = (await rowNames(gridOf(page, PLURAL)))[0] ?? '';
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    await expect(page).toHaveURL(/\/setup\/service-plans\/item$/);
    const form = page.getByRole('form', { name: 'New Service Plan' });
    await expect(form).toBeVisible();

    // Each field with a rule it breaks, and the spec's message for it (SPEC.md §5, the schema).
    await field(page, 'Price').fill('12.345');
    await field(page, 'Currency').fill('US');
    await field(page, 'Tax (%)').fill('101');
    await field(page, 'Down (kbps)').fill('fast');
    await field(page, 'Devices at once').fill('0');
    await field(page, 'Idle timeout (min)').fill('20000');
    await field(page, 'PMS service code').fill('12a');
    await form.getByRole('button', { name: 'Save' }).click();
    const expected: [string, string][] = [
      ['Name', 'Required'],
      ['Price', 'Invalid Price'],
      ['Currency', 'Invalid Currency'],
      ['Tax (%)', 'Must be 100 or less'],
      ['Down (kbps)', 'Must be a number'],
      ['Devices at once', 'Must be 1 or greater'],
      ['Idle timeout (min)', 'Must be 10080 or less'],
      ['PMS service code', 'Must contain only digits'],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label), label).toHaveAccessibleDescription(message);
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A name another plan has, in other letters' case; a free plan with no limit.
    await field(page, 'Name').fill(taken.toUpperCase());
    await field(page, 'Price').fill('0');
    for (const label of ['Currency', 'Tax (%)', 'Down (kbps)', 'PMS service code']) {
      await field(page, label).clear();
    }
    await field(page, 'Currency').fill('eur');
    await field(page, 'Devices at once').fill('2');
    await field(page, 'Idle timeout (min)').fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Must be unique');
    await expect(field(page, 'Price')).toHaveAccessibleDescription(PRICE_OR_LIMIT);
    await expect(field(page, 'Currency')).not.toHaveAttribute('aria-invalid', 'true');
    expect(writes, 'no save is sent while the form is invalid').toEqual([]);
    await expect(page).toHaveURL(/\/setup\/service-plans\/item$/);

    await field(page, 'Name').fill('E2E Harbour Pass');
    await field(page, 'Price').fill('6.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Service Plan “E2E Harbour Pass”');
    expect(writes).toEqual(['SaveServicePlan']);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await filterList(page, 'E2E Harbour Pass');
    const row = bodyRows(gridOf(page, PLURAL)).filter({ hasText: 'E2E Harbour Pass' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('6.50 EUR');
  });

  test('editing a plan saves it and the list shows the change', async ({ page }) => {
    await openServicePlans(page);
    const grid = gridOf(page, PLURAL);
    const name = (await rowNames(grid))[0] ?? '';
    await bodyRows(grid).first().getByRole('link').click();
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(field(page, 'Currency')).toHaveValue(/^[A-Z]{3}$/);
    const currency = await field(page, 'Currency').inputValue();

    await field(page, 'Price').fill('123.45');
    await field(page, 'Description').fill('Edited by the journey.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText(`Saved Service Plan “${name}”`);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    const row = bodyRows(grid).filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByRole('gridcell').nth(2)).toHaveText(`123.45 ${currency}`);

    await row.getByRole('link').click();
    await expect(field(page, 'Description')).toHaveValue('Edited by the journey.');
    await expect(field(page, 'Price')).toHaveValue('123.45');
  });

  test('deletes one plan from its form, after the confirmation', async ({ page }) => {
    await openServicePlans(page);
    const grid = gridOf(page, PLURAL);
    const total = await totalOf(grid);
    const name = (await rowNames(grid))[1] ?? '';
    await bodyRows(grid).nth(1).getByRole('link').click();
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(field(page, 'Name')).toHaveValue(name);

    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(`Delete Service Plan “${name}”? This cannot be undone.`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Name')).toHaveValue(name);

    await form.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText(`Deleted Service Plan “${name}”`);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await expect.poll(() => totalOf(grid)).toBe(total - 1);
    await expect(grid.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('bulk delete: Cancel keeps the checked rows, Confirm removes them', async ({ page }) => {
    await openServicePlans(page);
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
    await expect.poll(() => totalOf(grid)).toBe(total - 2);
    await expect(grid.getByRole('link', { name: first, exact: true })).toHaveCount(0);
    await expect(grid.getByRole('link', { name: second, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  });

  test('Export CSV downloads the rows of the filtered list', async ({ page }) => {
    await openServicePlans(page);
    const grid = gridOf(page, PLURAL);
    // A tier word every demo org uses in several names (`Premium 1 Day`, `Premium 7 Days`, …).
    const tier = ((await rowNames(grid))[0] ?? '').split(' ')[0] ?? '';
    await filterList(page, tier);
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
    await openServicePlans(page);
    // The `slow` scenario answers each call after 2.5 s of page time: fast-forwarded while the
    // list loads, then the clock stops, so the export's first read stays pending under its dialog.
    await page.goto(`${LIST}?scenario=slow`);
    const firstRow = bodyRows(gridOf(page, PLURAL)).first();
    await expect(async () => {
      await page.clock.fastForward(2_500);
      await expect(firstRow).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Service Plans' });
    await expect(dialog.getByRole('progressbar', { name: 'Reading rows' })).toBeVisible();
    await expect(dialog).toContainText('The file downloads when every row is read.');
    // Its open transition waits on page timers: let a little page time pass until it shows.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return dialog.evaluate((element) => element.checkVisibility({ opacityProperty: true }));
        },
        { intervals: [500] },
      )
      .toBe(true);
    // axe waits on page timers too: let the page clock run in small steps while it audits, well
    // short of the 2.5 s the pending read waits for.
    let audited = false;
    const audit = seriousViolations(page, '[role="dialog"]').finally(() => {
      audited = true;
    });
    while (!audited) await page.clock.runFor(10);
    expect(await audit).toEqual([]);
    await expect(dialog.getByRole('progressbar', { name: 'Reading rows' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The cancelled read's answer comes and goes: nothing is saved, nothing is said.
    await page.clock.runFor(5_000);
    expect(downloads).toEqual([]);
    await expect(snackbar(page)).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(dialog).toBeVisible();
    await page.clock.runFor(3_000);
    expect((await download).suggestedFilename()).toMatch(/^service-plans-GN-[\d-]+\.csv$/);
    await expect(dialog).toBeHidden();
  });

  test('unsaved changes: leaving by a menu link asks first', async ({ page }) => {
    await openServicePlans(page);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    await field(page, 'Name').fill('Half-typed plan');
    await field(page, 'Price').fill('3.75');
    await field(page, 'Description').fill('Not saved yet');

    await openFromMenu(page, 'Setup', 'Edit Org');
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/setup\/service-plans\/item$/);
    await expect(field(page, 'Name')).toHaveValue('Half-typed plan');
    await expect(field(page, 'Price')).toHaveValue('3.75');
    await expect(field(page, 'Description')).toHaveValue('Not saved yet');

    await openFromMenu(page, 'Setup', 'Edit Org');
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/setup\/organization$/);
    await expect(page.getByRole('form', { name: 'New Service Plan' })).toHaveCount(0);
  });

  test('unsaved changes: choosing another org asks first', async ({ page }) => {
    const area = await openServicePlans(page);
    const other = (await orgsOfType(page, 'ServiceArea')).find((org) => org.number !== area.number);
    if (!other) throw new Error('The demo tree has one active ServiceArea only');
    await bodyRows(gridOf(page, PLURAL)).first().getByRole('link').click();
    await expect(page.getByRole('form', { name: 'Edit Service Plan' })).toBeVisible();
    await field(page, 'Description').fill('Typed before the org change');

    const search = page.getByRole('combobox', { name: 'Search for Org' });
    const choose = async () => {
      await search.fill(other.number);
      await expect(page.getByTestId('org-search-header')).toHaveText('Results (1 match)');
      await page.getByRole('option', { name: other.name, exact: true }).click();
    };
    await choose();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      area.number,
    );
    await expect(field(page, 'Description')).toHaveValue('Typed before the org change');

    await choose();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'data-org-number',
      other.number,
    );
    // PRODUCT BUG (ui/form/entity-form-screen.tsx, reported in issue 15's journey notes): the
    // plan belongs to the org it was opened in, so the new org's list should show. Instead the
    // address stays at item/{id} and the form shows the NEW org's plan that has the same id:
    // the screen gate re-verifies the new org and remounts the form, whose `openedIn` ref then
    // starts at the new org, so the guard that should go back to the list never fires.
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
  });

  test('a refused save keeps every typed value (write-errors)', async ({ page }) => {
    await openServicePlans(page);
    await load(page, `${CONSOLE}/setup/service-plans/item?scenario=write-errors`);
    const form = page.getByRole('form', { name: 'New Service Plan' });
    await expect(form).toBeVisible();
    const typed: [string, string][] = [
      ['Name', 'Refused plan'],
      ['Description', 'Every field typed, then refused'],
      ['Price', '8.25'],
      ['Currency', 'GBP'],
      ['Tax (%)', '20'],
      ['PMS service code', '4711'],
      ['Down (kbps)', '10240'],
      ['Up (kbps)', '2048'],
      ['Time limit (min)', '1440'],
      ['Valid for', '3'],
      ['Data limit (MB)', '5000'],
      ['Upload limit (MB)', '1000'],
      ['Download limit (MB)', '4000'],
      ['Devices at once', '4'],
      ['Idle timeout (min)', '45'],
    ];
    for (const [label, value] of typed) await field(page, label).fill(value);
    await form.getByRole('switch', { name: 'Featured' }).click();
    await form.getByRole('switch', { name: 'Active' }).click();
    await form.getByRole('button', { name: /Purchase limit/ }).click();
    await page.getByRole('option', { name: 'Once a week' }).click();
    await form.getByRole('button', { name: /Validity unit/ }).click();
    await page.getByRole('option', { name: 'Hours' }).click();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/setup\/service-plans\/item\b/);
    for (const [label, value] of typed) await expect(field(page, label), label).toHaveValue(value);
    await expect(form.getByRole('switch', { name: 'Featured' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(form.getByRole('button', { name: /Purchase limit/ })).toContainText('Once a week');
    await expect(form.getByRole('button', { name: /Validity unit/ })).toContainText('Hours');
    // Nothing was stored: the list has no such plan.
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Refused plan');
    await expect(
      page.getByRole('heading', { name: 'No Service Plans match “Refused plan”' }),
    ).toBeVisible();
  });

  test('a refused delete keeps the plans (write-errors)', async ({ page }) => {
    await openServicePlans(page);
    await load(page, `${LIST}?scenario=write-errors`);
    const grid = gridOf(page, PLURAL);
    await expect(bodyRows(grid).first()).toBeVisible();
    const total = await totalOf(grid);
    const [first = '', second = ''] = await rowNames(grid);
    await grid.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
    await grid.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `Unable to delete 2 Service Plans: ${WRITE_REFUSED}`,
    );
    expect(await totalOf(grid)).toBe(total);
    await expect(grid.getByRole('link', { name: first, exact: true })).toBeVisible();
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

    await grid.getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('form').getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(first);
  });

  test('demo edits survive a reload until Reset demo data', async ({ page }) => {
    await openServicePlans(page);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    await field(page, 'Name').fill('E2E Kept Across Reload');
    await field(page, 'Price').fill('2');
    await page.getByRole('form').getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Service Plan “E2E Kept Across Reload”');
    await filterList(page, 'E2E Kept Across Reload');
    const grid = gridOf(page, PLURAL);
    await expect(grid.getByRole('link', { name: 'E2E Kept Across Reload' })).toBeVisible();

    await page.reload();
    await expect(grid.getByRole('link', { name: 'E2E Kept Across Reload' })).toBeVisible(PAGE_LOAD);

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText('Restore the demo');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page)).toContainText('Demo data restored.');
    await expect(
      page.getByRole('heading', { name: 'No Service Plans match “E2E Kept Across Reload”' }),
    ).toBeVisible();
  });

  test('from the Setup menu to a saved plan with the keyboard alone', async ({ page }) => {
    await signIn(page);
    await selectOrg(page, await firstOrgOfType(page, 'ServiceArea'));

    await page.getByRole('button', { name: 'Setup', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Org' })).toBeFocused();
    const item = page.getByRole('menuitem', { name: 'Service Plans' });
    await pressUntilFocused(page, item, 'ArrowDown', 12);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage$/);
    const grid = gridOf(page, PLURAL);
    await expect(bodyRows(grid).first()).toBeVisible();

    // Into the grid (one tab stop), down to the first plan's link, and open it.
    const firstLink = bodyRows(grid).first().getByRole('link');
    const name = (await firstLink.textContent()) ?? '';
    await pressUntilFocused(
      page,
      grid.getByRole('columnheader', { name: 'Name', exact: true }).getByRole('button'),
    );
    await page.keyboard.press('ArrowDown');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit Service Plan' });
    await expect(form.getByRole('heading', { name, level: 3 })).toBeVisible();

    await pressUntilFocused(page, field(page, 'Description'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Typed with the keyboard');
    await pressUntilFocused(page, form.getByRole('switch', { name: 'Featured' }));
    const featured = await form.getByRole('switch', { name: 'Featured' }).isChecked();
    await page.keyboard.press('Space');
    await expect(form.getByRole('switch', { name: 'Featured' })).toBeChecked({
      checked: !featured,
    });
    await pressUntilFocused(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(snackbar(page)).toContainText(`Saved Service Plan “${name}”`);
    await expect(page).toHaveURL(/\/setup\/service-plans\/manage/);
  });
});

test.describe('visual: Service Plans', () => {
  useVisualViewport();
  test.slow();

  test('the list', async ({ page }) => {
    await openServicePlans(page);
    await expect(page.getByText(/^1–\d+ of \d+ Service Plans$/)).toBeVisible();
    await expectScreen(page, 'service-plans-list.png');
  });

  test('the new plan form with its messages', async ({ page }) => {
    await openServicePlans(page);
    await page.getByRole('button', { name: 'Add Service Plan' }).click();
    const form = page.getByRole('form', { name: 'New Service Plan' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Required');
    // The form's top, where its first message is (Save scrolled the page to the bottom).
    await form.getByRole('heading', { name: 'New Service Plan' }).scrollIntoViewIfNeeded();
    await expectScreen(page, 'service-plan-form.png');
  });
});
