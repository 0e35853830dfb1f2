import { expect, type Locator, type Page, test } from '@playwright/test';
import { selectByNumber } from './support/demo-orgs';
import {
  bodyRows,
  chooseOption,
  filterList,
  formField,
  gridOf,
  openFromMenu,
  PAGE_LOAD,
  recordWrites,
  seriousViolations,
  WRITE_REFUSED,
} from './support/list-screen';
import { signIn, snackbar } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Manage > Conferences and Setup > Advanced Conference, for a Site of the demo, whose service areas are its meeting rooms. Each test has its own browser context, so its
// demo edits start from the seed data. The journeys' conferences are in 2028, after every seeded
// one (docs/decisions/conferences.md).
const PLURAL = 'Conferences';
// A site of the demo tree with four service areas (Business Center, Executive Lounge, …).
const SITE = 'GN-1003';

/**
 * Opens a screen of the site by its address, in one load, on a tab whose session is on the site
 * (support/session.ts `signIn`); answered from `scenario` when given.
 */
async function openOnSite(page: Page, at: string, scenario?: string) {
  await signIn(page, undefined, { at, org: SITE, ...(scenario ? { scenario } : {}) });
}

/** Opens Manage > Conferences on the site by its address and waits for its rows. */
async function openConferencesOfSite(page: Page, scenario?: string) {
  await openOnSite(page, 'manage/conference/manage', scenario);
  await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible(PAGE_LOAD);
}

/** Opens Manage > Conferences from its menu and waits for its rows. */
async function openConferences(page: Page) {
  await openFromMenu(page, 'Manage', 'Conferences');
  await expect(bodyRows(gridOf(page, PLURAL)).first()).toBeVisible();
}

async function addConference(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Conference' }).click();
  const form = page.getByRole('form', { name: 'New Conference' });
  await expect(form).toBeVisible();
  return form;
}

/** Types a day into a date field, segment by segment (`03102028`). */
async function typeDate(page: Page, label: string, monthDayYear: string) {
  await page
    .getByRole('form')
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton', { name: /^month/ })
    .click();
  await page.keyboard.type(monthDayYear);
}

/** Chooses an option of a Spectrum Picker of the form. */
const choose = (form: Locator, label: string, option: string) =>
  chooseOption(form.getByRole('button', { name: new RegExp(label) }), option);

/** Fills a whole conference: name, the first room, 10 March 2028 09:00-17:00, code, devices. */
async function fillConference(page: Page, form: Locator, name: string, code: string) {
  await formField(page, 'Name').fill(name);
  const room = form
    .getByRole('group', { name: /^Meeting rooms/ })
    .getByRole('checkbox')
    .first();
  await room.check();
  await typeDate(page, 'Start day', '03102028');
  await typeDate(page, 'End day', '03102028');
  await choose(form, 'End time', '17:00');
  await formField(page, 'Shared code').fill(code);
  await formField(page, 'Max devices').fill('120');
}

test.describe('Conferences', () => {
  test.slow();

  test('a conference in a room another holds at the time is refused, naming both; an end before the start is refused with the spec words', async ({
    page,
  }) => {
    await openConferencesOfSite(page);
    expect(await seriousViolations(page)).toEqual([]);
    const writes = recordWrites(page);
    let form = await addConference(page);
    await fillConference(page, form, 'Harbour summit', 'HARB-2028');
    await formField(page, 'Organizer email').fill('events@example');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Organizer email')).toHaveAccessibleDescription('Invalid Email');
    expect(writes).toEqual([]);
    await formField(page, 'Organizer email').fill('events@example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Conference “Harbour summit”');
    expect(writes).toEqual(['SaveConference']);

    // A second one in the same room, from 15:00 to 18:00 the same day.
    form = await addConference(page);
    await fillConference(page, form, 'Late workshop', 'LATE-2028');
    await choose(form, 'Start time', '15:00');
    await choose(form, 'End time', '18:00');
    await form.getByRole('button', { name: 'Save' }).click();
    const overlap = form.getByText(/^“Late workshop” overlaps “Harbour summit” in \S/);
    await expect(overlap).toBeVisible();
    expect(writes, 'the overlap is refused before any call').toEqual(['SaveConference']);
    // From 17:00 it no longer overlaps.
    await choose(form, 'Start time', '17:00');
    await expect(overlap).toBeHidden();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Conference “Late workshop”');
    await filterList(page, PLURAL, 'Late workshop');
    await expect(bodyRows(gridOf(page, PLURAL)).filter({ hasText: 'Late workshop' })).toContainText(
      '2028-03-10 17:00',
    );

    await test.step('the end must come after the start, with the spec words', async () => {
      const backwards = await addConference(page);
      await fillConference(page, backwards, 'Backwards', 'BACK-2028');
      await typeDate(page, 'End day', '03092028');
      await backwards.getByRole('button', { name: 'Save' }).click();
      await expect(backwards.getByText('Please select an earlier date')).toBeVisible();
      await expect(backwards.getByText('Please select a later date')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(writes, 'nothing more is sent').toEqual(['SaveConference', 'SaveConference']);
    });
  });

  test('a new conference starts from the saved Advanced Conference defaults', async ({ page }) => {
    await openOnSite(page, 'setup/advanced-conference');
    const defaults = page.getByRole('form', { name: 'Advanced Conference' });
    await expect(defaults).toBeVisible(PAGE_LOAD);
    expect(await seriousViolations(page)).toEqual([]);
    await choose(defaults, 'Code format', 'Digits');
    await formField(page, 'Code length').fill('3');
    await defaults.getByRole('button', { name: 'Save' }).click();
    await expect(formField(page, 'Code length')).toHaveAccessibleDescription(
      /Must be 4 or greater/,
    );
    await formField(page, 'Code length').fill('6');
    await formField(page, 'Default group bandwidth cap (kbps)').fill('20000');
    await choose(defaults, 'Default billing', 'PMS folio');
    await defaults.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toContainText('Saved Advanced Conference');

    await openConferences(page);
    const form = await addConference(page);
    await expect(formField(page, 'Shared code')).toHaveValue(/^\d{6}$/);
    await expect(formField(page, 'Group bandwidth cap (kbps)')).toHaveValue('20000');
    await expect(form.getByRole('button', { name: /Billing/ })).toContainText('PMS folio');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a refused save keeps every value (write-errors)', async ({ page }) => {
    await openConferencesOfSite(page, 'write-errors');
    const form = await addConference(page);
    await fillConference(page, form, 'Refused gala', 'GALA-2028');
    await formField(page, 'Group bandwidth cap (kbps)').fill('50000');
    await choose(form, 'Billing', 'Master account');
    await formField(page, 'Organizer email').fill('gala@example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRITE_REFUSED })).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/conference\/item$/);
    for (const [label, value] of [
      ['Name', 'Refused gala'],
      ['Shared code', 'GALA-2028'],
      ['Max devices', '120'],
      ['Group bandwidth cap (kbps)', '50000'],
      ['Organizer email', 'gala@example.com'],
    ]) {
      await expect(formField(page, label as string), label).toHaveValue(value as string);
    }
    await expect(
      form
        .getByRole('group', { name: /^Meeting rooms/ })
        .getByRole('checkbox')
        .first(),
    ).toBeChecked();
    await expect(form.getByRole('button', { name: /End time/ })).toContainText('17:00');
    await expect(form.getByRole('button', { name: /Billing/ })).toContainText('Master account');
    const start = form.getByRole('group', { name: 'Start day', exact: true });
    await expect(start.getByRole('spinbutton', { name: /^year/ })).toHaveText('2028');
  });
});

test.describe('visual: Conferences', () => {
  useVisualViewport();
  test.slow();

  test('the list, a new conference, Advanced Conference', async ({ page }) => {
    // Chosen from the search, as a user does, so the site's details (its time zone, which the
    // times are shown in) are in before the list is pictured.
    await signIn(page);
    await expect(page.getByRole('tree', { name: 'Organizations' })).toBeVisible(PAGE_LOAD);
    await selectByNumber(page, SITE);
    await openConferences(page);
    await expect(page.getByText(/^1–\d+ of \d+ Conferences$/)).toBeVisible();
    // The status follows today's date.
    const status = bodyRows(gridOf(page, PLURAL)).locator('[role="gridcell"]:nth-child(3)');
    await expectScreen(page, 'conferences-list.png', [status]);
    await addConference(page);
    await expectScreen(page, 'conference-new.png', [formField(page, 'Shared code')]);
    await openFromMenu(page, 'Setup', 'Advanced Conference');
    await expect(page.getByRole('form', { name: 'Advanced Conference' })).toBeVisible();
    await expectScreen(page, 'advanced-conference.png');
  });
});
