import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { type FoundOrg, firstOrgOfType, selectOrg } from './demo-orgs';
import { POLL_OFTEN } from './poll';
import { restoreSignedIn, type SignInOptions, savedOrgOfType, signIn } from './session';

// The native list and item screens (console ui/list and ui/form), as their journeys
// drive them: by role and accessible name.

export const CONSOLE = '/admin-ui/admin';

/**
 * How long a full page load may take: it signs the console in again and loads the org list before
 * any screen, which on a busy 2-core machine takes as long as signing in (support/session.ts). A
 * wait, not a budget.
 */
export const PAGE_LOAD = { timeout: 30_000 };

/** What the unsaved-changes guard asks (docs/product/states.md, ui/form/unsaved-changes.tsx). */
export const UNSAVED_CHANGES = 'You have unsaved changes. Leave and lose them?';

/** The one message of every save and delete in the mocks' `write-errors` scenario. */
export const WRITE_REFUSED = 'The demo refuses every change in the write-errors scenario.';

/** The shared confirmation dialog (docs/product/screens.md): title `Confirmation`, `Cancel` and `Confirm`. */
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

/** A search parameter of the page's address, or `null`. */
export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** A screen as a journey opens it. */
export interface ListScreenPlace {
  /** Its sub-header menu and link, e.g. `Setup` and `Devices` (the grid has the link's name). */
  tab: string;
  link: string;
  /** The type of org it is opened on: the demo's first active one. */
  orgType: string;
  /** Its address under the console, e.g. `setup/devices/manage`, with a query if need be. */
  path?: string;
}

/**
 * Signs in (answered from `scenario` when given) on the demo's first active org of `orgType` and
 * opens the screen. Returns the org. With a `path` and the org the setup project found, one load
 * opens the screen's address on a tab the session has put on that org, as a new tab of the
 * console starts (docs/decisions/test-command-time.md); otherwise the org is selected from the
 * header search and the screen opened from its sub-header menu. The tab keeps the scenario, so
 * it is chosen before the org is.
 */
export async function openScreen(
  page: Page,
  screen: ListScreenPlace,
  { scenario }: SignInOptions = {},
): Promise<FoundOrg> {
  const saved = screen.path ? savedOrgOfType(screen.orgType) : undefined;
  const withScenario = scenario ? { scenario } : {};
  if (saved && screen.path) {
    await signIn(page, undefined, { ...withScenario, at: screen.path, org: saved.number });
    return saved;
  }
  await signIn(page, undefined, withScenario);
  const org = await firstOrgOfType(page, screen.orgType);
  await selectOrg(page, org);
  await openFromMenu(page, screen.tab, screen.link);
  return org;
}

/**
 * Opens a console address (with its query, or one that redirects or is refused) with the
 * session on the demo's first active org of `type`: one page load from the saved sign-in, as a
 * new tab of a session on that org starts (`restoreSignedIn`), waiting until the tree has the
 * org selected. Without a saved sign-in it signs in and selects the org from the header search
 * first. Returns the org.
 */
export async function openAddressOnOrg(page: Page, type: string, path: string): Promise<FoundOrg> {
  const saved = savedOrgOfType(type);
  let org: FoundOrg;
  if (saved && (await restoreSignedIn(page, { org: saved.number }))) {
    org = saved;
    await page.goto(`${CONSOLE}/${path}`);
  } else {
    await signIn(page);
    org = await firstOrgOfType(page, type);
    await selectOrg(page, org);
    await page.goto(`${CONSOLE}/${path}`);
  }
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute(
    'data-org-number',
    org.number,
    PAGE_LOAD,
  );
  return org;
}

/** {@link openScreen} for a list screen: waits for its first row. */
export async function openList(
  page: Page,
  screen: ListScreenPlace,
  options: SignInOptions = {},
): Promise<FoundOrg> {
  const org = await openScreen(page, screen, options);
  await expect(bodyRows(gridOf(page, screen.link)).first()).toBeVisible();
  return org;
}

/** Loads a console address in full (a bookmark, a reload, `?scenario=`) and waits for its screen. */
export async function loadScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible(PAGE_LOAD);
}

/** A text field of the page's item form, by its exact label. */
export function formField(page: Page, label: string): Locator {
  return page.getByRole('form').getByRole('textbox', { name: label, exact: true });
}

/** Narrows a list with its Filter box; waits for the address and for a matching row. */
export async function filterList(page: Page, plural: string, text: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(text);
  await expect.poll(() => searchParam(page, 'filter'), POLL_OFTEN).toBe(text);
  // Until the filtered answer comes, the grid still shows the unfiltered rows, `aria-busy`.
  await expect(gridOf(page, plural)).not.toHaveAttribute('aria-busy', 'true');
  await expect(bodyRows(gridOf(page, plural)).first()).toBeVisible();
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
 * Opens a Spectrum picker and chooses one of its options by name as a keyboard user does: types
 * the name (a long list is windowed, so the option may not be rendered yet), then Enter. A mouse
 * click on an option, made while the list is still settling on a busy machine, was sometimes
 * lost, the list staying open on "Select…"; the journeys that are about the mouse click their
 * options themselves.
 */
export async function chooseOption(trigger: Locator, option: string) {
  const page = trigger.page();
  await trigger.click();
  const listbox = page.getByRole('listbox');
  // Typed keys go to the list once it has the focus (itself, or its first or selected option).
  await expect
    .poll(() => listbox.evaluate((list) => list.contains(document.activeElement)), {
      message: 'the open list has the focus',
      ...POLL_OFTEN,
    })
    .toBe(true);
  await page.keyboard.type(option);
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
  // The list closes with a transition: the next picker's list must not meet this one.
  await expect(listbox).toHaveCount(0);
}

/**
 * The serious and critical axe violations of the page (or of `include`), once what is audited has
 * finished appearing, as `id: targets` lines. A dialog or popover mounts transparent and fades in
 * once its transition starts, a timer later: on a busy machine axe could otherwise read its text
 * half-transparent, or before the fade has even begun.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await expect
    .poll(
      () =>
        page.evaluate((selector) => {
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState !== 'finished' &&
                animation.playState !== 'idle' &&
                animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            );
          if (moving) return false;
          const roots = selector ? [...document.querySelectorAll(selector)] : [];
          return roots.every((root) => {
            // An open Spectrum popover rests at 0.9999, which keeps it on its own layer.
            for (let node: Element | null = root; node; node = node.parentElement) {
              if (Number(getComputedStyle(node).opacity) < 0.99) return false;
            }
            return true;
          });
        }, include ?? null),
      { message: 'what axe audits has finished appearing', ...POLL_OFTEN },
    )
    .toBe(true);
  const violations = await axeViolations(page, include ? [include] : undefined);
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
