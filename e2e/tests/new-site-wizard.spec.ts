import { expect, type Page, test } from '@playwright/test';
import { type FoundOrg, selectOrg } from './support/demo-orgs';
import {
  bodyRows,
  confirmation,
  gridOf,
  openFromMenu,
  openScreen,
  PAGE_LOAD,
  pressUntilFocused,
  seriousViolations,
  UNSAVED_CHANGES,
  WRITE_REFUSED,
} from './support/list-screen';
import type { SignInOptions } from './support/session';
import { expectScreen, useVisualViewport } from './support/visual';

// Setup > Add Org > New Site Wizard (docs/decisions/new-site-wizard.md): a Site, its
// service areas and a first plan created in one AddSite call. Each test has its own browser
// context, so its demo edits start from the seed data.
const WIZARD_PATH = 'setup/add-org/new-site-wizard';

const wizard = (page: Page) => page.getByRole('form', { name: 'New Site Wizard' });
const textbox = (page: Page, name: string) =>
  wizard(page).getByRole('textbox', { name, exact: true });
const stepHeading = (page: Page, text: string) =>
  wizard(page).getByRole('heading', { name: text, level: 3 });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next' }).click();

/**
 * Opens the wizard by its address on the demo's first ServiceProvider, in one page load (with the
 * scenario when given): support/list-screen.ts `openScreen`. Add Org's link to the wizard is
 * followed in add-org.spec.ts.
 */
async function openWizard(page: Page, options: SignInOptions = {}): Promise<FoundOrg> {
  const provider = await openScreen(
    page,
    { tab: 'Setup', link: 'Add Org', orgType: 'ServiceProvider', path: WIZARD_PATH },
    options,
  );
  if (!page.url().includes(WIZARD_PATH)) {
    await page.getByRole('link', { name: 'Open the New Site Wizard' }).click();
  }
  await expect(page).toHaveURL(/\/setup\/add-org\/new-site-wizard(\?|$)/);
  // The screen's gate and its chunk come after the console's first load: on a busy 2-core
  // machine that takes as long as a page load.
  await expect(stepHeading(page, 'Step 1 of 4: Site')).toBeVisible(PAGE_LOAD);
  return provider;
}

/** Records every AddSite request's payload the page sends from now on. */
function recordAddSite(page: Page): Record<string, unknown>[] {
  const payloads: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/dbo\/AddSite$/.test(request.url())) {
      payloads.push((request.postDataJSON() as [string, Record<string, unknown>])[1]);
    }
  });
  return payloads;
}

const SITE = 'E2E Marina Hostel';
const AREAS = ['Lobby', 'Guest Rooms', 'Sky Deck'];
const PLAN = 'E2E Day Pass';

/** Fills the four steps: a site in Lisbon, Lobby and Guest Rooms picked, Sky Deck typed with a
 * VLAN id, and a plan; stops on Review. */
async function fillEveryStep(page: Page, audit = false) {
  const axe = async (step: string) => {
    if (audit) expect(await seriousViolations(page, 'main'), step).toEqual([]);
  };
  await axe('Site');
  await textbox(page, 'Site name').fill(SITE);
  const zone = wizard(page).getByRole('combobox', { name: /Time zone/ });
  await zone.fill('Lisbon');
  await page.getByRole('option', { name: 'Europe/Lisbon' }).click();
  await wizard(page).getByRole('switch', { name: 'Trial mode' }).click();
  await textbox(page, 'Contact email').fill('it@marina.example');
  await next(page);

  await expect(stepHeading(page, 'Step 2 of 4: Service areas')).toBeVisible();
  await axe('Service areas');
  await wizard(page).getByRole('checkbox', { name: 'Lobby' }).check();
  await wizard(page).getByRole('checkbox', { name: 'Guest Rooms' }).check();
  await wizard(page).getByRole('button', { name: 'Add service area' }).click();
  await expect(textbox(page, 'Area 3 name')).toBeFocused();
  await textbox(page, 'Area 3 name').fill('Sky Deck');
  await textbox(page, 'Area 3 VLAN id').fill('300');
  await next(page);

  await expect(stepHeading(page, 'Step 3 of 4: First service plan')).toBeVisible();
  await axe('First service plan');
  await wizard(page).getByRole('radio', { name: 'Create a plan in each new service area' }).check();
  await textbox(page, 'Plan name').fill(PLAN);
  await textbox(page, 'Price').fill('4.5');
  await textbox(page, 'Time limit (min)').fill('1440');
  await next(page);

  await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeVisible();
  await axe('Review');
}

test.describe('New Site Wizard', () => {
  // Signing in, loading the org list and four steps take more than the default minute on a busy
  // 2-core machine.
  test.slow();

  test('creates a Site with three service areas and a plan in one AddSite call', async ({
    page,
  }) => {
    const provider = await openWizard(page);
    const payloads = recordAddSite(page);
    await fillEveryStep(page, true);
    const review = wizard(page);
    await expect(review).toContainText(SITE);
    await expect(review).toContainText('Europe/Lisbon');
    for (const area of AREAS) await expect(review).toContainText(area);
    await expect(review).toContainText('VLAN 300');
    await expect(review).toContainText(PLAN);

    const answer = page.waitForResponse(/\/dbo\/AddSite$/);
    await review.getByRole('button', { name: 'Create' }).click();
    const result = (await (await answer).json()) as {
      Site: { OrgNumber: string; Name: string };
      ServiceAreas: { OrgNumber: string; Name: string }[];
    };
    await expect(page).toHaveURL(/\/setup\/organization$/);

    // Exactly one call, carrying the site, the three areas and the plan.
    expect(payloads).toHaveLength(1);
    const [sent] = payloads;
    expect(sent?.Site).toMatchObject({
      Name: SITE,
      Type: 'Site',
      ParentNumber: provider.number,
      TimeZone: 'Europe/Lisbon',
      IsTrialMode: true,
      ContactEmail: 'it@marina.example',
    });
    expect(sent?.ServiceAreas).toEqual([
      { Name: 'Lobby', VlanId: null },
      { Name: 'Guest Rooms', VlanId: null },
      { Name: 'Sky Deck', VlanId: 300 },
    ]);
    expect(sent?.ServicePlan).toMatchObject({
      Name: PLAN,
      Price: 4.5,
      TimeLimitMinutes: 1440,
      OrgNumber: provider.number,
    });
    expect(result.ServiceAreas.map((area) => area.Name)).toEqual(AREAS);

    // The new site is in the tree under its parent, selected.
    const selected = page.getByRole('treeitem', { selected: true });
    await expect(selected).toHaveAttribute('data-org-number', result.Site.OrgNumber);
    await expect(selected).toContainText(SITE);
    const parentRow = page.locator(`[role="treeitem"][data-org-number="${provider.number}"]`);
    await expect(parentRow).toHaveAttribute('aria-expanded', 'true');

    // A new area's Service Plans list shows the plan.
    const skyDeck = result.ServiceAreas.find((area) => area.Name === 'Sky Deck');
    if (!skyDeck) throw new Error('AddSite answered no Sky Deck');
    await selectOrg(page, { name: skyDeck.Name, number: skyDeck.OrgNumber });
    await openFromMenu(page, 'Setup', 'Service Plans');
    const grid = gridOf(page, 'Service Plans');
    await expect(bodyRows(grid)).toHaveCount(1);
    await expect(grid.getByRole('link', { name: PLAN, exact: true })).toBeVisible();
  });

  test('each step refuses invalid input before Next, focusing the first invalid field', async ({
    page,
  }) => {
    await openWizard(page);
    const payloads = recordAddSite(page);
    await textbox(page, 'Site name').fill('Bay/Marina');
    await textbox(page, 'Contact email').fill('it@');
    await next(page);
    await expect(stepHeading(page, 'Step 1 of 4: Site')).toBeVisible();
    await expect(textbox(page, 'Site name')).toHaveAccessibleDescription(
      /Cannot contain special characters\./,
    );
    await expect(textbox(page, 'Site name')).toBeFocused();
    await expect(textbox(page, 'Contact email')).toHaveAccessibleDescription('Invalid Email');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await textbox(page, 'Site name').fill('x'.repeat(129));
    await expect(textbox(page, 'Site name')).toHaveAccessibleDescription(
      /Must be no more than 128 characters/,
    );
    await textbox(page, 'Site name').fill(SITE);
    await textbox(page, 'Contact email').clear();
    // An address given in part needs its line 1, city and country.
    await textbox(page, 'Postal code').fill('1000-001');
    await next(page);
    await expect(textbox(page, 'Address line 1')).toHaveAccessibleDescription('Required');
    await expect(textbox(page, 'Address line 1')).toBeFocused();
    await expect(textbox(page, 'City')).toHaveAccessibleDescription('Required');
    await expect(textbox(page, 'Country')).toHaveAccessibleDescription(/Required/);
    await textbox(page, 'Postal code').clear();
    await next(page);

    await expect(stepHeading(page, 'Step 2 of 4: Service areas')).toBeVisible();
    await next(page);
    const lobby = wizard(page).getByRole('checkbox', { name: 'Lobby' });
    await expect(lobby).toHaveAccessibleDescription(/Add at least one service area/);
    await expect(lobby).toBeFocused();
    await lobby.check();
    await wizard(page).getByRole('button', { name: 'Add service area' }).click();
    await textbox(page, 'Area 2 name').fill(' LOBBY ');
    await textbox(page, 'Area 2 VLAN id').fill('4095');
    await next(page);
    await expect(textbox(page, 'Area 2 name')).toHaveAccessibleDescription('Must be unique');
    await expect(textbox(page, 'Area 2 name')).toBeFocused();
    await expect(textbox(page, 'Area 2 VLAN id')).toHaveAccessibleDescription(
      /Vlan must be between 1 and 4094/,
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await textbox(page, 'Area 2 name').fill('Pool;');
    await expect(textbox(page, 'Area 2 name')).toHaveAccessibleDescription(
      'Cannot contain special characters.',
    );
    await textbox(page, 'Area 2 name').fill('Rooftop');
    await textbox(page, 'Area 2 VLAN id').fill('42');
    await next(page);

    await expect(stepHeading(page, 'Step 3 of 4: First service plan')).toBeVisible();
    await wizard(page)
      .getByRole('radio', { name: 'Create a plan in each new service area' })
      .check();
    await textbox(page, 'Currency').fill('US');
    await next(page);
    await expect(textbox(page, 'Plan name')).toHaveAccessibleDescription(/Required/);
    await expect(textbox(page, 'Plan name')).toBeFocused();
    await expect(textbox(page, 'Price')).toHaveAccessibleDescription('Required');
    await expect(textbox(page, 'Currency')).toHaveAccessibleDescription(/Invalid Currency/);
    await textbox(page, 'Plan name').fill(PLAN);
    await textbox(page, 'Price').fill('0');
    await textbox(page, 'Currency').fill('EUR');
    await next(page);
    await expect(textbox(page, 'Price')).toHaveAccessibleDescription(
      'A plan needs a price or at least one limit (time, data or speed).',
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
    // Skipping the plan needs none of its fields.
    await wizard(page)
      .getByRole('radio', { name: /No plan now/ })
      .check();
    await next(page);
    await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeVisible();
    await expect(wizard(page)).toContainText('No plan');
    expect(payloads, 'nothing is sent before Create').toEqual([]);
  });

  test('a refused AddSite keeps every step and says what failed (write-errors)', async ({
    page,
  }) => {
    await openWizard(page, { scenario: 'write-errors' });
    const payloads = recordAddSite(page);
    await fillEveryStep(page);
    await wizard(page).getByRole('button', { name: 'Create' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Unable to create the site' });
    await expect(failure).toContainText(WRITE_REFUSED);
    await expect(failure).toContainText('Nothing was created');
    expect(payloads).toHaveLength(1);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await expect(page).toHaveURL(/\/setup\/add-org\/new-site-wizard/);

    // Every step's values are kept.
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Step 3 of 4: First service plan')).toBeVisible();
    await expect(textbox(page, 'Plan name')).toHaveValue(PLAN);
    await expect(textbox(page, 'Price')).toHaveValue('4.5');
    await expect(textbox(page, 'Time limit (min)')).toHaveValue('1440');
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Step 2 of 4: Service areas')).toBeVisible();
    await expect(textbox(page, 'Area 1 name')).toHaveValue('Lobby');
    await expect(textbox(page, 'Area 2 name')).toHaveValue('Guest Rooms');
    await expect(textbox(page, 'Area 3 name')).toHaveValue('Sky Deck');
    await expect(textbox(page, 'Area 3 VLAN id')).toHaveValue('300');
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Step 1 of 4: Site')).toBeVisible();
    await expect(textbox(page, 'Site name')).toHaveValue(SITE);
    await expect(wizard(page).getByRole('combobox', { name: /Time zone/ })).toHaveValue(
      'Europe/Lisbon',
    );
    await expect(wizard(page).getByRole('switch', { name: 'Trial mode' })).toBeChecked();
    await expect(textbox(page, 'Contact email')).toHaveValue('it@marina.example');
    // Nothing was created: the parent holds no such site.
    await expect(page.getByRole('treeitem', { name: new RegExp(SITE) })).toHaveCount(0);
  });

  test('leaving half-way asks first', async ({ page }) => {
    await openWizard(page);
    await textbox(page, 'Site name').fill('Half-made site');
    await next(page);
    await wizard(page).getByRole('checkbox', { name: 'Pool' }).check();

    await openFromMenu(page, 'Setup', 'Edit Org');
    const dialog = confirmation(page);
    await expect(dialog).toContainText(UNSAVED_CHANGES);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/setup\/add-org\/new-site-wizard$/);
    await expect(stepHeading(page, 'Step 2 of 4: Service areas')).toBeVisible();
    await expect(textbox(page, 'Area 1 name')).toHaveValue('Pool');

    await openFromMenu(page, 'Setup', 'Edit Org');
    await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/setup\/organization$/);
    await expect(wizard(page)).toHaveCount(0);
  });

  test('from the first field to a created site with the keyboard alone', async ({ page }) => {
    await openWizard(page);
    const payloads = recordAddSite(page);
    await pressUntilFocused(page, textbox(page, 'Site name'));
    await page.keyboard.type('Keyboard Lodge');
    // Enter in a text field is Next.
    await page.keyboard.press('Enter');
    const areasHeading = stepHeading(page, 'Step 2 of 4: Service areas');
    await expect(areasHeading).toBeFocused();
    await pressUntilFocused(page, wizard(page).getByRole('checkbox', { name: 'Lobby' }));
    await page.keyboard.press('Space');
    await pressUntilFocused(page, wizard(page).getByRole('button', { name: 'Add service area' }));
    await page.keyboard.press('Enter');
    await expect(textbox(page, 'Area 2 name')).toBeFocused();
    await page.keyboard.type('Garden');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 3 of 4: First service plan')).toBeFocused();
    await pressUntilFocused(page, wizard(page).getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeFocused();
    await pressUntilFocused(page, wizard(page).getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setup\/organization$/);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]?.ServiceAreas).toEqual([
      { Name: 'Lobby', VlanId: null },
      { Name: 'Garden', VlanId: null },
    ]);
    expect(payloads[0]?.ServicePlan).toBeNull();
    await expect(page.getByRole('treeitem', { selected: true })).toContainText('Keyboard Lodge');
  });
});

test.describe('visual: New Site Wizard', () => {
  useVisualViewport();
  test.slow();

  test('each step', async ({ page }) => {
    await openWizard(page);
    const top = () => page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
    await next(page);
    await expect(textbox(page, 'Site name')).toHaveAccessibleDescription('Required');
    await top();
    await expectScreen(page, 'new-site-wizard-1-site.png');
    await textbox(page, 'Site name').fill(SITE);
    await next(page);
    await expect(stepHeading(page, 'Step 2 of 4: Service areas')).toBeVisible();
    await wizard(page).getByRole('checkbox', { name: 'Lobby' }).check();
    await wizard(page).getByRole('checkbox', { name: 'Guest Rooms' }).check();
    await wizard(page).getByRole('button', { name: 'Add service area' }).click();
    await textbox(page, 'Area 3 name').fill('Sky Deck');
    await textbox(page, 'Area 3 VLAN id').fill('300');
    await top();
    await expectScreen(page, 'new-site-wizard-2-areas.png');
    await next(page);
    await wizard(page)
      .getByRole('radio', { name: 'Create a plan in each new service area' })
      .check();
    await textbox(page, 'Plan name').fill(PLAN);
    await textbox(page, 'Price').fill('4.5');
    await top();
    await expectScreen(page, 'new-site-wizard-3-plan.png');
    await next(page);
    await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeVisible();
    await top();
    await expectScreen(page, 'new-site-wizard-4-review.png');
  });
});
