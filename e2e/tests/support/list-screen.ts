import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Locator, type Page } from '@playwright/test';

// The native list and item screens of issue 15 (console ui/list and ui/form), as their journeys
// drive them: by role and accessible name.

export const CONSOLE = '/admin-ui/admin';

/** The shared confirmation dialog (SPEC.md §2): title `Confirmation`, `Cancel` and `Confirm`. */
export function confirmation(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Confirmation' });
}

/** A list screen's grid, named after its entity's plural (`Service Plans`). */
export function gridOf(page: Page, plural: string): Locator {
  return page.getByRole('grid', { name: plural });
}

/** The body rows of a grid (the header row is the first `row`, in its own row group). */
export function bodyRows(grid: Locator): Locator {
  return grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell') });
}

/** The text of the linking cell (the item's name) of each rendered body row, top to bottom. */
export async function rowNames(grid: Locator): Promise<string[]> {
  return bodyRows(grid).getByRole('link').allTextContents();
}

/** The text of one column's cells in the rendered body rows (1-based `aria-colindex`). */
export async function columnTexts(grid: Locator, colIndex: number): Promise<string[]> {
  return bodyRows(grid).locator(`[aria-colindex="${colIndex}"]`).allTextContents();
}

/** How many rows match the list's filter on every page: `aria-rowcount` less the header row. */
export async function totalOf(grid: Locator): Promise<number> {
  await expect(grid).toHaveAttribute('aria-rowcount', /^\d+$/);
  return Number(await grid.getAttribute('aria-rowcount')) - 1;
}

/** The `aria-rowindex` of each rendered body row. */
export async function rowIndexes(grid: Locator): Promise<number[]> {
  const values = await bodyRows(grid).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('aria-rowindex')),
  );
  return values.map(Number);
}

/** Opens a link of a sub-header menu (`Setup`, `Manage`) with the mouse, as nav-gating does. */
export async function openFromMenu(page: Page, tab: string, link: string) {
  await page.getByRole('button', { name: tab, exact: true }).hover();
  const menu = page.getByRole('menu', { name: tab });
  await expect(menu.getByRole('menuitem', { name: link, exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: link, exact: true }).click();
}

/**
 * Records the dbo calls that change data (`Save*`, `Delete*`) the page sends from now on, by
 * procedure name: a form refused by its schema must send none. The demo's mock worker answers
 * them, and Playwright still sees each request the page makes.
 */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const procedure = /\/dbo\/((?:Save|Delete)\w+)/.exec(request.url())?.[1];
    if (procedure && request.method() === 'POST') writes.push(procedure);
  });
  return writes;
}

/** Presses `key` (Tab by default) until `target` has the focus; fails after `limit` presses. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/**
 * The serious and critical axe violations of the page (or of `include`), once transitions have
 * finished (a dialog fading in has half-transparent text), as `id: targets` lines.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** The records of a CSV document (RFC 4180: quoted cells, doubled quotes, CRLF), BOM dropped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** The rows of a downloaded CSV file, its heading row first. */
export async function downloadedCsv(download: Download): Promise<string[][]> {
  const path = await download.path();
  return parseCsv(await readFile(path, 'utf8'));
}
