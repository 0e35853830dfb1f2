import { expect, type Locator, type Page, test } from '@playwright/test';
import { bodyRows, gridOf, openList } from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { signIn } from './support/session';

// Text that is longer than its place: what only a browser lays out. The profile's Email, the
// tree's long names, the grid's pinned cells and the echo of a long filter
// (docs/decisions/small-screens.md, docs/decisions/saved-views.md).
const NO_ORG = 'Please select an organization from the list to your left.';
const SCREEN = {
  tab: 'Setup',
  link: 'Service Plans',
  orgType: 'ServiceArea',
  path: 'setup/service-plans/manage',
};

/** The right edge of an element, and whether its text is cut inside its own box. */
const fit = (locator: Locator) =>
  locator.evaluate((element) => ({
    right: element.getBoundingClientRect().right,
    cut: element.scrollWidth > element.clientWidth,
  }));

/** The tree's names the drawer cuts: each cut with an ellipsis, its whole text in its title. */
async function cutNames(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="treeitem"] [title]')]
      .filter((name) => name.scrollWidth > name.clientWidth)
      .map((name) => {
        const drawer = name.closest('aside')?.getBoundingClientRect().right ?? 0;
        return {
          title: name.title,
          text: name.textContent,
          label: name.closest('[role="treeitem"]')?.getAttribute('aria-label'),
          ellipsis: getComputedStyle(name).textOverflow,
          inside: name.getBoundingClientRect().right <= drawer,
        };
      }),
  );
}

test.describe('long text and the hidden tree on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test.slow();

  // The no-org alert's `Open org tree` button, the row that takes the focus and Escape are
  // checked without a browser: test/org-screen-phone.test.tsx.
  test('the profile wraps its email', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('alert').filter({ hasText: NO_ORG })).toBeVisible();
    await page.getByRole('button', { name: 'View Profile/Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guestnet Admin Profile' });
    const email = dialog.getByRole('definition').filter({ hasText: '@' });
    await expect(email).toBeVisible();
    const box = await dialog.boundingBox();
    const shown = await fit(email);
    expect(shown.cut).toBe(false);
    expect(shown.right).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
  });

  test('a pinned cell hides the whole height of what scrolls under it, and a long filter’s echo wraps', async ({
    page,
  }) => {
    await openList(page, SCREEN);
    const grid = gridOf(page, SCREEN.link);
    const scroller = grid.locator('.gn-grid-scroll');
    await scroller.evaluate((element) => element.scrollTo({ left: 160 }));
    await expect(grid).toHaveAttribute('data-scrolled-x', 'true');
    // Just inside the first row's top and bottom edges, over the pinned name: the pinned cell.
    const row = await bodyRows(grid).first().boundingBox();
    const pinned = bodyRows(grid).first().locator('.gn-grid-pin-first');
    const x = ((await pinned.boundingBox())?.x ?? 0) + 4;
    for (const y of [(row?.y ?? 0) + 3, (row?.y ?? 0) + (row?.height ?? 0) - 4]) {
      const hit = await page.evaluate(
        ([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('.gn-grid-pin-first')),
        [x, y] as const,
      );
      expect(hit, `the pinned cell at y=${y}`).toBe(true);
    }

    await page.getByRole('searchbox', { name: 'Filter' }).fill('x'.repeat(200));
    const heading = page.getByRole('heading', { name: /^No Service Plans match/ });
    await expect(heading).toBeVisible();
    expect((await fit(heading)).right).toBeLessThanOrEqual(390);
  });
});

test.describe('long names in the tree', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  test.slow();

  test('a name the drawer cuts ends in an ellipsis, whole in its title and its accessible name', async ({
    page,
  }) => {
    await signIn(page);
    const drawer = page.getByRole('complementary', { name: 'Organization tree' });
    await expect(drawer.getByRole('treeitem').first()).toBeVisible();
    // The narrowest drawer, and the top orgs' children open under it.
    const edge = page.getByRole('separator', { name: 'Resize organization tree' });
    await edge.focus();
    for (let i = 0; i < 3; i += 1) await edge.press('Shift+ArrowLeft');
    await expect(edge).toHaveAttribute('aria-valuenow', '180');
    const rows = drawer.getByRole('treeitem', { expanded: false });
    for (let i = 0; i < 3; i += 1) {
      const before = await drawer.getByRole('treeitem').count();
      await rows.nth(i).locator('.org-tree-toggle').click();
      await expect
        .poll(() => drawer.getByRole('treeitem').count(), POLL_OFTEN)
        .toBeGreaterThan(before);
    }
    const cut = await cutNames(page);
    expect(cut.length).toBeGreaterThan(0);
    for (const name of cut) {
      expect(name).toEqual({
        title: name.text,
        text: name.text,
        label: name.text,
        ellipsis: 'ellipsis',
        inside: true,
      });
    }
  });
});
