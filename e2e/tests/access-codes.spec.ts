import { expect, type Page, test } from '@playwright/test';
import {
  bodyRows,
  chooseOption,
  columnTexts,
  confirmation,
  downloadedCsv,
  filterList,
  gridOf,
  openScreen,
  PAGE_LOAD,
  recordWrites,
  searchParam,
  seriousViolations,
  totalOf,
  WRITE_REFUSED,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Manage > Access Codes: the batches, `Add Batch` (batch/new), a batch's codes and its
// print view, for the demo's first Service Area (whose service plans the batches are on). Each
// test has its own browser context, so its demo edits start from the seed data.
const BATCHES = 'Batches';
const CONGRESS = 'Autumn congress';
/** One of the demo Service Area's plans. */
const PLAN = 'Basic 1 Hour';

/** Signs in, selects the first Service Area and opens Manage > Access Codes. */
async function openBatches(page: Page) {
  await openScreen(page, {
    tab: 'Manage',
    link: 'Access Codes',
    orgType: 'ServiceArea',
    path: 'manage/access-codes/manage',
  });
  await expect(bodyRows(gridOf(page, BATCHES)).first()).toBeVisible();
}

/** Opens a batch from the list by its name and waits for its codes. */
async function openBatch(page: Page, name: string) {
  await gridOf(page, BATCHES).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(bodyRows(gridOf(page, `Codes of ${name}`)).first()).toBeVisible();
}

/** The batch form's field by label. */
const field = (page: Page, label: string) =>
  page.getByRole('form').getByRole('textbox', { name: label, exact: true });

/** Chooses an option of one of the form's pickers. */
const pick = (page: Page, label: RegExp, option: string) =>
  chooseOption(page.getByRole('form').getByRole('button', { name: label }), option);

test.describe('Access Codes', () => {
  // Each journey signs in, loads the demo's lists and waits for a batch to be generated.
  test.slow();

  test('a batch of 500 codes is generated with its progress, then filtered, revoked, exported and printed', async ({
    page,
  }) => {
    // The demo's batch goes from pending (1 s) through processing (4.5 s for 500 codes) by the
    // page's clock: stopped from the save on, each state is seen however slow the machine.
    await page.clock.install();
    await openBatches(page);
    await page.getByRole('button', { name: 'Add Batch' }).click();
    await expect(page.getByRole('form', { name: 'New Batch' })).toBeVisible();
    await field(page, 'Name').fill('E2E Gala dinner');
    await field(page, 'Count').fill('500');
    await pick(page, /Plan \(required\)$/, PLAN);
    await field(page, 'Note').fill('Enjoy the evening. One code per guest.');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Batch “E2E Gala dinner”');

    // Back on the list, the new batch's generation shows its progress until it completes.
    const progress = page.getByRole('progressbar', { name: 'Generating “E2E Gala dinner”' });
    await expect(progress).toBeVisible();
    // Pending: a bar with no value yet, so its name says so (Spectrum's indeterminate bar has no value text).
    await expect(progress).toHaveAccessibleName('Generating “E2E Gala dinner” · Pending');
    // Past the pending second, polled once a second; then the page's own zero-delay timers (the
    // query's updates) run, 10 ms of page time a step, far inside the 4.5 s of processing.
    await page.clock.runFor(2_000);
    await expect(async () => {
      await page.clock.runFor(10);
      await expect(progress).toHaveAttribute('aria-valuetext', /^Processing [1-9]\d* of 500$/, {
        timeout: 250,
      });
    }).toPass({ timeout: 30_000, intervals: [50] });
    // The rest of the processing (4.5 s from its start, 2 s of it passed) in one jump of page
    // time, then the clock runs again: the next poll finds the batch completed, not 4 s later.
    await page.clock.fastForward(5_000);
    await page.clock.resume();
    await expect(progress).toBeHidden({ timeout: 30_000 });
    const grid = gridOf(page, BATCHES);
    const row = bodyRows(grid).filter({ hasText: 'E2E Gala dinner' });
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('500');

    await openBatch(page, 'E2E Gala dinner');
    const codes = gridOf(page, 'Codes of E2E Gala dinner');
    await expect(page.getByText('1–25 of 500 Codes')).toBeVisible();
    expect(await totalOf(codes)).toBe(500);

    // A code typed in the Filter box narrows the list to it.
    const [first = '', second = '', third = ''] = await columnTexts(codes, 2);
    await page.getByRole('searchbox', { name: 'Filter' }).fill(third);
    await expect.poll(() => searchParam(page, 'filter'), POLL_OFTEN).toBe(third);
    await expect.poll(() => totalOf(codes), POLL_OFTEN).toBe(1);
    await page.getByRole('searchbox', { name: 'Filter' }).clear();
    await expect.poll(() => totalOf(codes), POLL_OFTEN).toBe(500);

    // Revoke two, after the confirmation.
    await codes.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
    await codes.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
    await page.getByRole('button', { name: 'Revoke (2)' }).click();
    await expect(confirmation(page)).toContainText(
      'Revoke 2 Codes? Guests can no longer sign in with them.',
    );
    await confirmation(page).getByRole('button', { name: 'Revoke' }).click();
    await expect(snackbar(page)).toContainText('Revoked 2 Codes');
    await expect(bodyRows(codes).filter({ hasText: first })).toContainText('Revoked');
    await expect(bodyRows(codes).filter({ hasText: second })).toContainText('Revoked');

    // Export CSV: every code of the batch, the two revoked marked.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await downloadedCsv(await download);
    expect(csv[0]).toEqual(['Code', 'State', 'Activated', 'Expires', 'First MAC']);
    expect(csv).toHaveLength(501);
    const revoked = csv.slice(1).filter((line) => line[1] === 'Revoked');
    expect(revoked.map((line) => line[0]).sort()).toEqual([first, second].sort());
    expect(new Set(csv.slice(1).map((line) => line[0])).size).toBe(500);

    // The print view: a card per unused code with the plan and the note.
    await page.getByRole('button', { name: 'Print view' }).click();
    await expect.poll(() => searchParam(page, 'print'), POLL_OFTEN).toBe('1');
    const sheet = page.getByRole('region', { name: 'Codes of E2E Gala dinner to print' });
    await expect(sheet.getByRole('listitem')).toHaveCount(498);
    await expect(sheet.getByRole('listitem').first()).toContainText(
      'Enjoy the evening. One code per guest.',
    );
    await expect(sheet.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Back to the codes' }).click();
    await expect(codes).toBeVisible();
  });

  test('the batch of 10,000 codes opens, pages and filters', async ({ page }) => {
    await openBatches(page);
    await openBatch(page, CONGRESS);
    const codes = gridOf(page, `Codes of ${CONGRESS}`);
    await expect(page.getByText('1–25 of 10,000 Codes')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('26–50 of 10,000 Codes')).toBeVisible();
    const wanted = (await columnTexts(codes, 2))[4] ?? '';
    expect(wanted).toMatch(/^AUT-[A-Z0-9]{6}$/);
    await filterList(page, `Codes of ${CONGRESS}`, wanted);
    await expect.poll(() => totalOf(codes), POLL_OFTEN).toBe(1);
    expect(await columnTexts(codes, 2)).toEqual([wanted]);
    // A state narrows it to thousands.
    await filterList(page, `Codes of ${CONGRESS}`, 'revoked');
    const revoked = await totalOf(codes);
    expect(revoked).toBeGreaterThan(100);
    expect(revoked).toBeLessThan(1000);
    expect(new Set(await columnTexts(codes, 3))).toEqual(new Set(['Revoked']));
  });

  test('invalid input shows the messages and sends nothing', async ({ page }) => {
    await openBatches(page);
    await page.getByRole('button', { name: 'Add Batch' }).click();
    const writes = recordWrites(page);
    await field(page, 'Name').fill('Refused batch');
    await field(page, 'Count').fill('0');
    await field(page, 'Code length').fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    const form = page.getByRole('form', { name: 'New Batch' });
    await expect(form.getByText('Must be 1 or greater')).toBeVisible();
    await expect(form.getByText('Must be 4 or greater')).toBeVisible();
    await expect(form.getByText('Required')).toBeVisible();
    await expect(field(page, 'Count')).toBeFocused();
    // A name the org already has is refused too.
    await field(page, 'Name').fill('front desk codes');
    await expect(form.getByText('Must be unique')).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('a refused save keeps every typed value (write-errors)', async ({ page }) => {
    await openScreen(
      page,
      {
        tab: 'Manage',
        link: 'Access Codes',
        orgType: 'ServiceArea',
        path: 'manage/access-codes/batch/new',
      },
      { scenario: 'write-errors' },
    );
    const form = page.getByRole('form', { name: 'New Batch' });
    await expect(form).toBeVisible(PAGE_LOAD);
    await pick(page, /Codes \(required\)$/, 'Prefix and random part');
    const typed: [string, string][] = [
      ['Name', 'Refused conference'],
      ['Count', '750'],
      ['Prefix', 'CONF-'],
      ['Code length', '6'],
      ['Uses per code', '0'],
      ['Valid after first use', '3'],
      ['Note', 'Every field typed, then refused'],
    ];
    for (const [label, value] of typed) await field(page, label).fill(value);
    await pick(page, /Plan \(required\)$/, PLAN);
    const plan = await form.getByRole('button', { name: /Plan \(required\)$/ }).textContent();
    await pick(page, /Unit$/, 'Days');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/access-codes\/batch\/new\b/);
    for (const [label, value] of typed) await expect(field(page, label)).toHaveValue(value);
    await expect(form.getByRole('button', { name: /Codes \(required\)$/ })).toContainText(
      'Prefix and random part',
    );
    await expect(form.getByRole('button', { name: /Plan \(required\)$/ })).toHaveText(plan ?? '');
    await expect(form.getByRole('button', { name: /Unit$/ })).toContainText('Days');
  });
});

test.describe('Access Codes: visual baselines', () => {
  useVisualViewport();
  test.slow();

  // One journey pictures each screen state and runs axe on it (each state once).
  test('the batches, the form, a batch and its print view, each passing axe', async ({ page }) => {
    await openBatches(page);
    await expect(page.getByText(/^1–4 of 4 Batches$/)).toBeVisible();
    await expectScreen(page, 'access-code-batches.png');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Add Batch' }).click();
    await expect(field(page, 'Count')).toHaveValue('100');
    await expectScreen(page, 'access-code-batch-form.png');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Cancel on the untouched form goes back to the list, as a user leaves it.
    await page.getByRole('form').getByRole('button', { name: 'Cancel' }).click();
    await expect(bodyRows(gridOf(page, BATCHES)).first()).toBeVisible();
    await openBatch(page, 'Event day passes');
    await expect(page.getByText('1–25 of 500 Codes')).toBeVisible();
    await expectScreen(page, 'access-code-batch.png');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Print view' }).click();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectScreen(page, 'access-code-print-view.png');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // As the print dialog lays it out: the sheet alone, black on white, cards in rows.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveScreenshot('access-code-print-media.png', {
      animations: 'disabled',
      caret: 'hide',
    });
  });
});
