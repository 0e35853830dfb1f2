import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import type { FoundOrg } from './support/demo-orgs';
import { openScreen, PAGE_LOAD, seriousViolations } from './support/list-screen';
import {
  CONSOLE_PATH,
  consoleAddress,
  DEMO_ADMIN,
  restoreSignedIn,
  savedOrgOfType,
  snackbar,
} from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Images for the demo's first ServiceArea: uploads through the SDK's upload
// queue (the demo's mock worker assembles the chunks), cancel, rename, delete and preview. Each
// test has its own browser context, so it starts from the seeded images.
const UPLOADS = { timeout: 60_000 };

let crcTable: number[] | undefined;
function crc32(bytes: Buffer): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG of one colour, padded to about `padTo` bytes with a private ancillary chunk (which
 * decoders skip), so a big file still draws a thumbnail.
 */
function png(width: number, height: number, rgb: [number, number, number], padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
  ];
  if (padTo > 0) parts.push(chunk('paDd', Buffer.alloc(padTo)));
  parts.push(chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

interface DropFile {
  name: string;
  type: string;
  base64?: string;
  /**
   * A file that says it has this many bytes: the queue refuses it by its size before reading a
   * byte, and a real 256 MB file would only cost the browser memory.
   */
  claimedSize?: number;
}

/** Drops files on the drop zone, as dragging them from the desktop does. */
async function dropFiles(page: Page, files: DropFile[]) {
  // Each distinct content crosses to the page once, however many files share it.
  const contents = [...new Set(files.map((file) => file.base64 ?? ''))];
  const transfer = await page.evaluateHandle(
    ({ list, shared }) => {
      const decoded = shared.map((text) => {
        const binary = atob(text);
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
        return bytes;
      });
      const data = new DataTransfer();
      for (const file of list) {
        const made = new File([decoded[file.content] as Uint8Array<ArrayBuffer>], file.name, {
          type: file.type,
        });
        if (file.claimedSize) Object.defineProperty(made, 'size', { value: file.claimedSize });
        data.items.add(made);
      }
      return data;
    },
    {
      shared: contents,
      list: files.map((file) => ({
        name: file.name,
        type: file.type,
        content: contents.indexOf(file.base64 ?? ''),
        claimedSize: file.claimedSize ?? 0,
      })),
    },
  );
  // Dropped on the zone's text, the events bubble to the zone as a drop on any of it would.
  const zone = page.getByText('Drop PNG, JPEG, SVG or WebP images here', { exact: false });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

const upload = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });
const tile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Images' }).getByRole('listitem', { name, exact: true });

const actionsOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true });
/** An item of an image's actions menu; the menu is named after the image, so one still closing
 * (another image's) is never taken for it. */
const actionOf = (page: Page, name: string, item: string) =>
  page.getByRole('menu', { name: `Actions for ${name}` }).getByRole('menuitem', { name: item });
const thumbOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Preview ${name}`, exact: true }).locator('img');

/** Opens Setup > Images on the demo's first Service Area by its address, in one load. */
async function openImages(page: Page) {
  const org = await openScreen(page, {
    tab: 'Setup',
    link: 'Images',
    orgType: 'ServiceArea',
    path: 'setup/images',
  });
  await expect(tile(page, 'harbour-logo.svg')).toBeVisible(PAGE_LOAD);
  return org;
}

/**
 * Opens Setup > Images under the `slow` scenario (every answer `slowMs` late) in one load of its
 * address, on a tab whose session is on the demo's first ServiceArea, and waits until the
 * console's start has been answered (the administrator's name in the header, the tree with the
 * org selected, the images), so the uploads begin with nothing else pending. The start's calls, a
 * dozen one after another from the login check on, are answered a `slowMs` step of the page clock
 * at a time instead of waiting out each delay; the clock then runs in real time again, so the
 * uploads that follow take their delays as before. Without the setup project's saved sign-in
 * the tab signs in and selects the org first (`openScreen`), its start then waited out.
 */
async function openImagesSlowly(page: Page, slowMs: number) {
  await page.clock.install();
  const path = `setup/images?slowMs=${slowMs}`;
  const saved = savedOrgOfType('ServiceArea');
  let org: FoundOrg;
  if (saved && (await restoreSignedIn(page, { org: saved.number }))) {
    org = saved;
    await page.goto(`${CONSOLE_PATH}${path}&scenario=slow`);
  } else {
    org = await openScreen(
      page,
      { tab: 'Setup', link: 'Images', orgType: 'ServiceArea', path },
      { scenario: 'slow' },
    );
  }
  await expect(page).toHaveURL(consoleAddress(path));
  const account = page.getByRole('button', { name: 'View Profile/Change Password' });
  const selected = page.getByRole('treeitem', { selected: true });
  // Each step answers the calls pending for a `slowMs` (far from the SDK's 30 s limit per call,
  // even for a call the mocks receive several steps after it was sent).
  await expect(async () => {
    await page.clock.fastForward(slowMs);
    await expect(account).toContainText(DEMO_ADMIN.displayName, { timeout: 250 });
    await expect(tile(page, 'harbour-logo.svg')).toBeVisible({ timeout: 250 });
    await expect(selected).toHaveAttribute('data-org-number', org.number, { timeout: 250 });
  }).toPass({ timeout: 60_000, intervals: [50] });
}

test.describe('Setup > Images', () => {
  useVisualViewport();
  // Uploads of several MB through the page's mock worker, on a busy 2-core machine.
  test.setTimeout(240_000);

  test('uploads three images at once: the one over 256 MB is refused, the others show in the grid', async ({
    page,
  }) => {
    await openImages(page);
    await expectScreen(page, 'images-grid.png');
    const big = png(64, 48, [20, 120, 200], 5_000_000);
    await dropFiles(page, [
      { name: 'sea-view.png', type: 'image/png', base64: big.toString('base64') },
      {
        name: 'tiny-icon.png',
        type: 'image/png',
        base64: png(24, 24, [220, 60, 40]).toString('base64'),
      },
      { name: 'huge-photo.png', type: 'image/png', claimedSize: 268_500_000 },
    ]);
    await expect(upload(page, 'huge-photo.png')).toContainText(
      'File is too big (256.06MiB). Max filesize: 256MiB.',
    );
    await expect(upload(page, 'huge-photo.png')).toContainText('Failed');
    await expect(upload(page, 'tiny-icon.png')).toContainText('Uploaded', UPLOADS);
    await expect(upload(page, 'sea-view.png')).toContainText('Uploaded', UPLOADS);
    // Both appear in the grid with their real size, dimensions and thumbnail.
    await expect(tile(page, 'sea-view.png')).toContainText('PNG · 5 MB · 64 × 48');
    await expect(tile(page, 'tiny-icon.png')).toContainText('24 × 24');
    await expect(thumbOf(page, 'sea-view.png')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,iVBORw0KGgo/,
    );
    const thumbnail = thumbOf(page, 'tiny-icon.png');
    await expect(thumbnail).toHaveJSProperty('naturalWidth', 24);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows each upload state, and cancels a file mid-upload', async ({ page }) => {
    // Every answer of the demo waits 1.5 s, so a 2.5 MB file (2 chunks) is seen uploading.
    await openImagesSlowly(page, 1500);
    const five = png(80, 60, [40, 160, 90], 2_500_000).toString('base64');
    await dropFiles(page, [
      { name: 'garden-a.png', type: 'image/png', base64: five },
      { name: 'garden-b.png', type: 'image/png', base64: five },
      { name: 'garden-c.png', type: 'image/png', base64: five },
      { name: 'notes.txt', type: 'text/plain', base64: btoa('not an image') },
    ]);
    // Two upload at once; the third waits its turn; the text file is refused.
    await expect(upload(page, 'garden-a.png')).toContainText('Uploading');
    await expect(upload(page, 'garden-b.png')).toContainText('Uploading');
    await expect(upload(page, 'garden-c.png')).toContainText('Queued');
    await expect(upload(page, 'notes.txt')).toContainText("You can't upload files of this type.");
    await expect(upload(page, 'garden-a.png').getByRole('progressbar')).toBeVisible();
    const progress = page.getByRole('progressbar');
    await expectScreen(page, 'images-uploads-in-progress.png', [progress]);
    await upload(page, 'garden-a.png').getByRole('button', { name: 'Cancel garden-a.png' }).click();
    await expect(upload(page, 'garden-a.png')).toContainText('Canceled');
    await expect(upload(page, 'garden-a.png')).toContainText('Upload canceled.');
    await expect(upload(page, 'garden-a.png').getByRole('button')).toHaveCount(0);
    // Its place goes to the queued file.
    await expect(upload(page, 'garden-c.png')).toContainText('Uploading');
    await expect(upload(page, 'garden-b.png')).toContainText('Uploaded', UPLOADS);
    await expect(upload(page, 'garden-c.png')).toContainText('Uploaded', UPLOADS);
    await expect(tile(page, 'garden-b.png')).toBeVisible();
    // The grid is masked: which finished upload lands first varies, and the list is the subject.
    await expectScreen(page, 'images-uploads-finished.png', [
      page.getByRole('list', { name: 'Images' }),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('refuses to delete the portal’s logo, naming where; deletes an unused image', async ({
    page,
  }) => {
    const org = await openImages(page);
    // The org's portal takes harbour-logo.svg as its logo (what Setup > Portal saves).
    await page.evaluate(async (orgNumber) => {
      const token = decodeURIComponent(/AccessToken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const images = (await (
        await fetch(`/AdminApi/assets/${orgNumber}/images`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as Array<{ Id: number; Name: string }>;
      const logo = images.find((image) => image.Name === 'harbour-logo.svg');
      const dbo = async (procedure: string, payload: unknown) =>
        (
          await fetch(`/GuestnetWS/DevApi/dbo/${procedure}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify([token, payload]),
          })
        ).json();
      const portal = await dbo('GetPortalSettings', { OrgNumber: orgNumber });
      await dbo('SavePortalSettings', { ...portal, LogoImageId: logo?.Id });
    }, org.number);
    await page.reload();
    const usedBy = `Portal of ${org.name} (logo)`;
    await expect(tile(page, 'harbour-logo.svg')).toContainText(`Used by ${usedBy}`, PAGE_LOAD);

    await actionsOf(page, 'harbour-logo.svg').click();
    await actionOf(page, 'harbour-logo.svg', 'Delete…').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toContainText(
      `harbour-logo.svg cannot be deleted: it is used by ${usedBy}. Choose another image there first.`,
    );
    await expect(tile(page, 'harbour-logo.svg')).toBeVisible();

    await actionsOf(page, 'pool-banner.png').click();
    await actionOf(page, 'pool-banner.png', 'Delete…').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete pool-banner.png? This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(tile(page, 'pool-banner.png')).toHaveCount(0);
    await expect(snackbar(page).last()).toContainText('pool-banner.png was deleted.');
  });

  test('renames an image and previews it larger, from the keyboard', async ({ page }) => {
    await openImages(page);
    const actions = actionsOf(page, 'lobby-tiles.png');
    await actions.focus();
    await page.keyboard.press('Enter');
    await actionOf(page, 'lobby-tiles.png', 'Rename…').click();
    const dialog = page.getByRole('dialog', { name: 'Rename image' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('   ');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toContainText('Enter a name.');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('lobby-floor.png');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(tile(page, 'lobby-floor.png')).toContainText('PNG · 12.4 KB · 64 × 64');
    await expect(tile(page, 'lobby-tiles.png')).toHaveCount(0);
    await expect(snackbar(page)).toContainText('Renamed to lobby-floor.png.');
    await snackbar(page).getByRole('button', { name: 'Close' }).click();
    await expect(snackbar(page)).toHaveCount(0);

    const thumb = page.getByRole('button', { name: 'Preview sunset-background.png' });
    await thumb.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: 'sunset-background.png' });
    await expect(preview.getByRole('img', { name: 'sunset-background.png' })).toBeVisible();
    await expect(preview).toContainText('PNG · 18.6 KB · 96 × 64');
    expect(await seriousViolations(page)).toEqual([]);
    // Close has the focus from the dialog's autofocus, whose ring came and went from run to run;
    // a blur makes the dialog's focus scope put the focus back, the same way every time.
    const close = preview.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await close.evaluate((button: HTMLElement) => button.blur());
    await expectScreen(page, 'images-preview.png');
    await close.focus();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});
