import { expect, type Page, test } from '@playwright/test';
import { firstOrgOfType, selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  chooseOption,
  gridOf,
  openFromMenu,
  PAGE_LOAD,
  searchParam,
  seriousViolations,
} from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { savedOrgOfType, signIn } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Support > Find Accounts: support finds a caller's account by room and opens it. The clock is fixed so the demo's guests (and the
// baselines) are the same on every run. Each field, the switch, the short-text message, Enter,
// the account's rows and the links to their reports and the address round trip are proved in the component test
// (features/find-accounts/find-accounts.test.tsx); this journey keeps what needs the browser:
// axe, the pictures and the dialog at phone width.
const NOW = new Date('2026-11-25T15:20:00Z');
const GRID = 'Accounts found';

const accountDialog = (page: Page) => page.getByRole('dialog');

test.describe('Find Accounts', () => {
  test.slow();
  test.use({ timezoneId: 'UTC' });
  useVisualViewport();

  test('finds a guest by room, opens the account; at phone width too', async ({ page }) => {
    await page.clock.install({ time: NOW });
    await page.clock.resume();
    // The demo's first active site, opened at the screen's address (the tree's own journeys
    // select orgs by hand).
    const site = savedOrgOfType('Site');
    await signIn(page, undefined, site ? { at: 'support/account', org: site.number } : {});
    if (!site) {
      await selectOrg(page, await firstOrgOfType(page, 'Site'));
      await openFromMenu(page, 'Support', 'Find Accounts');
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Find Accounts' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByRole('heading', { name: 'Find a guest account' })).toBeVisible();

    // A guest the site has: the room of the first account whose name has "an".
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('an');
    const grid = gridOf(page, GRID);
    await expect(bodyRows(grid).first()).toBeVisible(PAGE_LOAD);
    const room =
      (await bodyRows(grid)
        .locator('[aria-colindex="4"]')
        .allTextContents()
        .then((rooms) => rooms.find((text) => text.trim() !== ''))) ?? '';
    expect(room).not.toBe('');

    // The caller says their room: search it in Room, Enter without waiting.
    await chooseOption(page.getByRole('button', { name: /Search in/ }), 'Room');
    await box.fill(room);
    await box.press('Enter');
    await expect.poll(() => searchParam(page, 'field'), POLL_OFTEN).toBe('room');
    await expect.poll(() => searchParam(page, 'q'), POLL_OFTEN).toBe(room);
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    for (const text of await bodyRows(grid).locator('[aria-colindex="4"]').allTextContents()) {
      expect(text).toContain(room);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'find-accounts.png');

    // The account, one click away, with its address.
    await bodyRows(grid).first().getByRole('link').click();
    const dialog = accountDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Recent payments' })).toBeVisible(PAGE_LOAD);
    const account = searchParam(page, 'account');
    expect(account).toMatch(/^[A-Za-z0-9-]+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await expectScreen(page, 'find-accounts-account.png');

    // At phone width the account reads down the screen, each session and payment a block of its
    // values under their headers. The dialog scrolls: its sessions are reached below its facts.
    await page.setViewportSize({ width: 390, height: 844 });
    const sessions = dialog.getByRole('region', { name: 'Recent sessions' });
    const firstSession = sessions.getByRole('listitem').first();
    await firstSession.scrollIntoViewIfNeeded();
    await expect(firstSession).toBeInViewport();
    await expectScreen(page, 'find-accounts-account-phone.png');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
