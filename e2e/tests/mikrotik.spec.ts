import { expect, test } from '@playwright/test';
import { openRouter, openRouters, PATH, PLURAL } from './mikrotik-support';
import { bodyRows, columnTexts, gridOf, rowNames, seriousViolations } from './support/list-screen';
import { POLL_OFTEN } from './support/poll';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Mikrotik Manager, the list and its Site-only gate; the router's form,
// connection test and hotspot profiles are in mikrotik-form.spec.ts. Each test has its own
// browser context, so its demo edits start from the seed data.
const HEADERS = ['Name', 'Address', 'Status', 'Reason', 'Last attempt (UTC)'];

test.describe('Mikrotik Manager: the list', () => {
  test.slow();

  test('deletes a router from its form, after the confirmation', async ({ page }) => {
    await openRouters(page);
    const form = await openRouter(page, 'Pool bar router');
    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect(dialog).toContainText('Delete Router “Pool bar router”? This cannot be undone.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}/manage`));
    const grid = gridOf(page, PLURAL);
    await expect.poll(() => rowNames(grid), POLL_OFTEN).toEqual(['Main router', 'Annex router']);
  });
});

test.describe('visual: Mikrotik Manager list', () => {
  useVisualViewport();
  test.slow();

  // The list's checks and its picture in one journey: one console load.
  test('the routers of a Site, with their connection status, passing axe', async ({ page }) => {
    await openRouters(page);
    await expect(bodyRows(gridOf(page, PLURAL))).toHaveCount(3);
    await expectScreen(page, 'mikrotik-list.png');
    await expect(page).toHaveURL(new RegExp(`${PATH}/manage`));
    const grid = gridOf(page, PLURAL);
    const headers = grid.getByRole('columnheader').filter({ hasNot: page.getByRole('checkbox') });
    await expect(headers).toHaveText(HEADERS);
    expect(await rowNames(grid)).toEqual(['Main router', 'Annex router', 'Pool bar router']);
    expect(await columnTexts(grid, 4)).toEqual(['Working', 'Failing', 'Not tested']);
    const reasons = await columnTexts(grid, 5);
    expect(reasons[0]).toBe('');
    expect(reasons[1]).toMatch(/^No answer from 192\.0\.2\.\d+:8728 within 10 s\.$/);
    const attempts = await columnTexts(grid, 6);
    expect(attempts.slice(0, 2).every((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text))).toBe(
      true,
    );
    expect(attempts[2]).toBe('Never');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
