import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  openScreen,
  PAGE_LOAD,
  recordWrites,
  seriousViolations,
  WRITE_REFUSED,
} from './support/list-screen';
import { snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > PAN Mapping, for the demo's first Site: the rooms table edited in place, the
// range generator (a preview of what it creates and what collides, before saving) and the CSV
// import (every rejected row with its line and reason, nothing saved before Import). Each test has
// its own browser context, so it starts from the seed data.
const VLAN_MESSAGE = 'Vlan must be between 1 and 4094';
// A range or an import is one save per room, 4 at a time; the demo answers each in the page's
// mock worker, which on a busy 2-core machine takes a second or more per save.
const BULK_SAVE = { timeout: 120_000 };

/** Signs in (with `?scenario=` when given), selects the first Site and opens the screen. */
async function openPanMapping(page: Page, scenario?: string) {
  await openScreen(
    page,
    { tab: 'Setup', link: 'PAN Mapping', orgType: 'Site', path: 'setup/pan-mapping' },
    scenario ? { scenario } : {},
  );
  await expect(mappedCount(page)).toBeVisible(PAGE_LOAD);
}

const mappedCount = (page: Page) => page.getByText(/^\d+ rooms? mapped for this site$/);
async function countOf(page: Page): Promise<number> {
  return Number.parseInt((await mappedCount(page).textContent()) ?? '', 10);
}
const table = (page: Page) => page.getByRole('form', { name: 'PAN mapping' });
/** A cell of the table: `Room, room 3`. */
const cell = (page: Page, label: string, row: number) =>
  table(page).getByRole('textbox', { name: `${label}, room ${row}`, exact: true });

async function openRange(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add range…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a range of rooms' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'From room' }).fill('101');
  await dialog.getByRole('textbox', { name: 'To room' }).fill('130');
  await dialog.getByRole('textbox', { name: 'First VLAN ID' }).fill('2101');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  return dialog;
}

/** A CSV file of 20 rooms (401–420 on VLANs 3401–3420) whose lines 5 and 12 are wrong. */
function importFile(): Buffer {
  const lines = ['RoomNumber,VlanId,IdentityPsk,RotateOn,DeviceLimit'];
  for (let room = 401; room <= 420; room += 1) {
    const line = lines.length + 1;
    if (line === 5) lines.push(`${room},5000,,checkout,4`);
    else if (line === 12) lines.push(`${room},${room + 3000},short,checkin,`);
    else lines.push(`${room},${room + 3000},"guest-${room}, key",checkout,4`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import rooms from a CSV file' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'rooms.csv',
    mimeType: 'text/csv',
    buffer: importFile(),
  });
  await expect(dialog.getByRole('status')).toHaveText('20 rows read: 18 valid, 2 rejected.');
  return dialog;
}

test.describe('PAN Mapping', () => {
  test.slow();

  test('a range 101–130 creates 30 rooms; run again, it reports the 30 collisions and creates none', async ({
    page,
  }) => {
    await openPanMapping(page);
    const before = await countOf(page);
    const writes = recordWrites(page);

    let dialog = await openRange(page);
    await expect(dialog.getByRole('status')).toHaveText('30 rooms will be created.');
    const preview = dialog.getByRole('region', { name: 'Rooms of the range' });
    await expect(preview.getByRole('row')).toHaveCount(31);
    await expect(preview.getByRole('row').nth(1)).toHaveText('1012101New');
    await expect(preview.getByRole('row').nth(30)).toHaveText('1302130New');
    expect(writes).toEqual([]);
    await dialog.getByRole('button', { name: 'Create 30 rooms' }).click();
    await expect(snackbar(page).filter({ hasText: 'Created 30 rooms' })).toBeVisible(BULK_SAVE);
    await expect(dialog).toBeHidden();
    expect(writes).toEqual(Array(30).fill('SavePanMapping'));
    await expect(mappedCount(page)).toHaveText(`${before + 30} rooms mapped for this site`);
    // The new rooms are in the table, editable in place.
    // The count and the rows come from two answers: wait for the rows as well.
    const rooms = table(page).getByRole('textbox', { name: /^Room, room \d+$/ });
    await expect
      .poll(async () => Promise.all((await rooms.all()).map((input) => input.inputValue())))
      .toEqual(expect.arrayContaining(['101', '115', '130']));

    dialog = await openRange(page);
    await expect(dialog.getByRole('status')).toHaveText(
      'None of the 30 rooms can be created: 30 collide or are refused.',
    );
    const again = dialog.getByRole('region', { name: 'Rooms of the range' });
    await expect(
      again.getByRole('row').filter({ hasText: 'Room: Must be unique; VLAN ID: Must be unique' }),
    ).toHaveCount(30);
    await expect(dialog.getByRole('button', { name: 'Create 0 rooms' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(writes).toHaveLength(30);
    await expect(mappedCount(page)).toHaveText(`${before + 30} rooms mapped for this site`);
  });

  test('a CSV file of 20 rows with 2 bad ones lists both by line and imports 18 on confirmation', async ({
    page,
  }) => {
    await openPanMapping(page);
    const before = await countOf(page);
    const writes = recordWrites(page);
    const dialog = await openImport(page);
    const rejected = dialog.getByRole('region', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row')).toHaveCount(3);
    await expect(rejected.getByRole('row').nth(1)).toHaveText(`54045000VLAN ID: ${VLAN_MESSAGE}`);
    await expect(rejected.getByRole('row').nth(2)).toHaveText(
      '124113411Identity PSK: Must be at least 8 characters',
    );
    // Nothing is saved before the user confirms.
    expect(writes).toEqual([]);
    await dialog.getByRole('button', { name: 'Import 18 rooms' }).click();
    await expect(snackbar(page).filter({ hasText: 'Imported 18 rooms' })).toBeVisible(BULK_SAVE);
    expect(writes).toEqual(Array(18).fill('SavePanMapping'));
    await expect(mappedCount(page)).toHaveText(`${before + 18} rooms mapped for this site`);
  });

  test("an invalid VLAN shows the spec's message in its cell and sends nothing", async ({
    page,
  }) => {
    await openPanMapping(page);
    const row = (await countOf(page)) + 1;
    const writes = recordWrites(page);
    await table(page).getByRole('button', { name: 'Add room' }).click();
    await expect(cell(page, 'Room', row)).toBeFocused();
    await cell(page, 'Room', row).fill('999');
    await cell(page, 'VLAN ID', row).fill('4095');
    await table(page).getByRole('button', { name: 'Save' }).click();
    await expect(cell(page, 'VLAN ID', row)).toHaveAccessibleDescription(VLAN_MESSAGE);
    await expect(cell(page, 'VLAN ID', row)).toBeFocused();
    expect(writes).toEqual([]);

    await cell(page, 'VLAN ID', row).fill('3999');
    await expect(cell(page, 'VLAN ID', row)).not.toHaveAccessibleDescription(VLAN_MESSAGE);
    await table(page).getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page).filter({ hasText: 'Saved 1 room' })).toBeVisible();
    expect(writes).toEqual(['SavePanMapping']);
  });

  test('a refused save keeps every typed value (write-errors)', async ({ page }) => {
    await openPanMapping(page, 'write-errors');
    const row = (await countOf(page)) + 1;
    await table(page).getByRole('button', { name: 'Add room' }).click();
    await cell(page, 'Room', row).fill('777');
    await cell(page, 'VLAN ID', row).fill('3777');
    await cell(page, 'Identity PSK', row).fill('refused-777-key');
    await cell(page, 'Device limit', row).fill('6');
    await table(page)
      .getByRole('button', { name: new RegExp(`Rotate on, room ${row}$`) })
      .click();
    await page.getByRole('option', { name: 'Manually' }).click();
    await table(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Room 777: ${WRITE_REFUSED}` }),
    ).toBeVisible();
    await expect(cell(page, 'Room', row)).toHaveValue('777');
    await expect(cell(page, 'VLAN ID', row)).toHaveValue('3777');
    await expect(cell(page, 'Identity PSK', row)).toHaveValue('refused-777-key');
    await expect(cell(page, 'Device limit', row)).toHaveValue('6');
    await expect(
      table(page).getByRole('button', { name: new RegExp(`Rotate on, room ${row}$`) }),
    ).toContainText('Manually');
    await expect(table(page).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

test.describe('visual: PAN Mapping', () => {
  useVisualViewport();
  test.slow();

  test('the screen, the range preview and the import report; axe finds nothing serious', async ({
    page,
  }) => {
    await openPanMapping(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await expectScreen(page, 'pan-mapping.png');

    const range = await openRange(page);
    await expect(range.getByRole('status')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await expectScreen(page, 'pan-mapping-range-preview.png');
    await range.getByRole('button', { name: 'Cancel' }).click();
    await expect(range).toBeHidden();

    const report = await openImport(page);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // The columns paragraph (inline code in a monospace font) lands 1 px higher or lower from
    // run to run (sub-pixel line boxes; seen in CI and here); it is masked, the report is not.
    await expectScreen(page, 'pan-mapping-import-report.png', [
      report.getByText('The first line names the columns', { exact: false }),
    ]);
    await report.getByRole('button', { name: 'Cancel' }).click();
  });
});
