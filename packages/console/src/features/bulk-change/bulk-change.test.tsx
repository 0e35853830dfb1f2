import { BULK_WRITE_REFUSED_MESSAGE, type ScenarioName } from '@guestnet/mocks';
import type { DboClient, DboPayload, OrgTreeNode } from '@guestnet/sdk';
import { PLAN_NEEDS_PRICE_OR_LIMIT, REQUIRED_MESSAGE } from '@guestnet/validators';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { dayPassAt } from '../../../test/service-plan-fixture';
import { handTargets } from '../../lib/org/bulk-targets';
import BulkChange from './bulk-change';
import ChangeSetsHistory from './change-sets-history';
import { alreadyThere, DIFFERS } from './plan-copy';
import { sourceOutside } from './source-org-field';
import { LEAVE_WHILE_RUNNING } from './use-bulk-run';

giveGridItsStyledHeight();
// Every wait of this file for what the mocks answer (a count, a preview, a run's progress) is
// given 5 s, as most of its waits already were: the testing library's 1 s default ran out on a
// loaded 2-core machine while the preview still read "Previewing 0 of 4 orgs…". A wait, not a
// speed budget.
configure({ asyncUtilTimeout: 5000 });

/** The screen for a demo site with three or more service areas, over the stateful mocks. */
function renderBulkChange(
  scenario: ScenarioName = 'default',
  address = '/',
  before?: (url: string) => Promise<void>,
) {
  const mocks = demoFetch({ scenario });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    await before?.(input instanceof Request ? input.url : String(input));
    return mocks.fetch(input, init);
  };
  const tree = mocks.state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number).length >= 3,
  ) as OrgTreeNode;
  const bed = consoleTestbed({ fetch, token: mocks.token });
  renderScreen(BulkChange, bed, { route: '/', at: address, org: site });
  const areas = tree.childrenOf(site.number ?? '');
  return { mocks, site, areas, bed, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(` ${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Puts `text` in a text field in one paste, as `previewCopy` does: typed key by key, each key
 * rendered the whole screen again (a dozen Spectrum renders a word, seconds of a test), and no test
 * but the search box's pause is about the keys themselves.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

// Each test drives the whole screen over the mocks (several picker choices, a preview, writes).
describe('Bulk Change', { timeout: 20_000 }, () => {
  it('counts the targets, asks for the plan name first, and names N in Apply and its confirmation', async () => {
    const { areas, user, site, mocks } = renderBulkChange();
    const all = mocks.state.orgTree('default', 1);
    const under = 1 + areas.length + areas.flatMap((a) => all.childrenOf(a.number)).length;
    expect(await screen.findByText(`${under} target orgs`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(`${site.name} and the orgs under it`)).toBeTruthy();
    await choose(user, 'Type', 'Service Area');
    expect(await screen.findByText(`${areas.length} target orgs`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('textbox', { name: /Plan name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();

    await choose(user, 'What to change', 'Org');
    await choose(user, 'Field', 'Trial mode');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const willChange = areas.filter((area) => !area.isTrialMode).length;
    const apply = await within(preview).findByRole('button', {
      name: `Apply to ${willChange} ${willChange === 1 ? 'org' : 'orgs'}`,
    });
    await user.click(apply);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`Apply to ${willChange} orgs?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('narrows the targets by name or number after a pause, and Clear brings them all back', async () => {
    const { areas, user, site, mocks } = renderBulkChange();
    const all = mocks.state.orgTree('default', 1);
    const under = [site, ...areas, ...areas.flatMap((area) => all.childrenOf(area.number))];
    await screen.findByText(`${under.length} target orgs`, {}, { timeout: 5000 });
    const box = screen.getByRole('searchbox', { name: 'Name or number' });
    const typed = (areas[1] as OrgTreeNode).number ?? '';
    const found = under.filter(
      (org) =>
        org.name.toLowerCase().includes(typed.toLowerCase()) ||
        org.displayPath.toLowerCase().includes(typed.toLowerCase()) ||
        (org.number ?? '').toLowerCase().includes(typed.toLowerCase()),
    );
    await user.type(box, typed);
    // What is typed shows at once; the targets are asked for after the pause.
    expect((box as HTMLInputElement).value).toBe(typed);
    expect(screen.getByText(`${under.length} target orgs`)).toBeTruthy();
    expect(
      await screen.findByText(`${found.length} target ${found.length === 1 ? 'org' : 'orgs'}`),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(await screen.findByText(`${under.length} target orgs`)).toBeTruthy();
  });

  it('applies with progress, shows the failed orgs with the server message, and Retry failed finishes them', async () => {
    const { areas, user } = renderBulkChange('write-errors');
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'What to change', 'Portal');
    await fill(user, screen.getByRole('textbox', { name: 'New value' }), 'Welcome, guests');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    // The preview reads each org first: on a loaded machine that takes more than a second.
    const apply = await within(preview).findByRole(
      'button',
      { name: `Apply to ${areas.length} orgs` },
      { timeout: 5000 },
    );
    await user.click(apply);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }),
    );
    const run = await screen.findByRole('region', { name: /^Apply \(change set \d+\)$/ });
    expect(
      await within(run).findByText(`${areas.length} of ${areas.length}`, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await within(run).findByText(/^Changed \d+ · Failed \d+$/)).toBeTruthy();
    expect(within(run).getAllByText(BULK_WRITE_REFUSED_MESSAGE).length).toBeGreaterThan(0);
    await user.click(within(run).getByRole('button', { name: 'Retry failed' }));
    expect(await within(run).findByText(`Changed ${areas.length}`)).toBeTruthy();
    expect(within(run).queryByRole('button', { name: 'Retry failed' })).toBeNull();

    // A new change starts from no preview: the one before the run is out of date.
    await user.click(screen.getByRole('button', { name: 'New change' }));
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Apply to / })).toBeNull();
  });

  it('starts one run for one confirmation: a double click on Apply records one change set', async () => {
    const { areas, user, site, bed } = renderBulkChange();
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'What to change', 'Portal');
    await fill(user, screen.getByRole('textbox', { name: 'New value' }), 'Twice');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await user.click(
      await within(preview).findByRole(
        'button',
        { name: `Apply to ${areas.length} orgs` },
        { timeout: 5000 },
      ),
    );
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Apply',
    });
    await user.dblClick(confirm);
    const run = await screen.findByRole('region', { name: /^Apply \(change set \d+\)$/ });
    expect(
      await within(run).findByText(`Changed ${areas.length}`, {}, { timeout: 5000 }),
    ).toBeTruthy();
    const sets = await bed.clients.dbo.call('ListChangeSets', { OrgNumber: site.number ?? '' });
    expect(sets.Items.map((set) => set.Summary)).toEqual(['Portal: Welcome message to Twice']);
    const history = await bed.clients.dbo.call('ListAdminHistory', {
      OrgNumber: site.number ?? '',
      ChangeSetId: sets.Items[0]?.Id,
    });
    expect(history.Total).toBe(areas.length);
  });

  it('keeps a run in sight while its change set is recorded: no New change, leaving asks, and leaving writes nothing', async () => {
    let holding = true;
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const { areas, user, bed, site } = renderBulkChange('default', '/', async (url) => {
      if (holding && url.endsWith('/SaveChangeSet')) await held;
    });
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'What to change', 'Portal');
    await fill(user, screen.getByRole('textbox', { name: 'New value' }), 'Unseen');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await user.click(
      await within(preview).findByRole(
        'button',
        { name: `Apply to ${areas.length} orgs` },
        { timeout: 5000 },
      ),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }),
    );
    const run = await screen.findByRole('region', { name: 'Apply' });
    expect(within(run).getByText('Recording the change set…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'New change' })).toBeNull();
    expect(within(run).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    const leaving = bed.session.select(areas[0] as OrgTreeNode);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain(LEAVE_WHILE_RUNNING);
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await leaving).toBe(true);
    holding = false;
    release();
    await waitFor(async () => {
      const sets = await bed.clients.dbo.call('ListChangeSets', { OrgNumber: site.number ?? '' });
      expect(sets.Items.map((set) => set.State)).toEqual(['cancelled']);
    });
    const history = await bed.clients.dbo.call('ListAdminHistory', {
      OrgNumber: site.number ?? '',
      PageSize: 500,
    });
    expect(history.Items.filter((entry) => entry.ChangeSetId !== undefined)).toEqual([]);
  });

  it("takes Adv Org Search's results as its targets until asked for the org and those under it", async () => {
    const mocks = demoFetch();
    const tree = mocks.state.orgTree('default', 1);
    const picked = tree.orgs.filter((org) => org.type === 'Site').slice(0, 2);
    handTargets(picked.map((org) => org.number));
    const { user } = renderBulkChange('default', '/?from=search');
    expect(
      await screen.findByText('The 2 orgs found by Adv Org Search.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('2 target orgs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /and the orgs under it instead$/ }));
    expect(await screen.findByText(/and the orgs under it$/)).toBeTruthy();
    expect(screen.queryByText('2 target orgs')).toBeNull();
  });

  it('asks before an org change leaves a run, and Pause and Resume hold and go on', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const { areas, user, bed } = renderBulkChange('default', '/', async (url) => {
      if (url.endsWith('/SaveOrg')) await held;
    });
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'What to change', 'Org');
    await choose(user, 'New value', 'Disabled');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await user.click(await within(preview).findByRole('button', { name: /^Apply to \d+ orgs?$/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }),
    );
    const run = await screen.findByRole('region', { name: /^Apply \(change set \d+\)$/ });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(within(run).getByRole('button', { name: 'Pause' }));
    expect(within(run).getByRole('button', { name: 'Resume' })).toBeTruthy();

    const before = bed.session.selected.get().number;
    const leaving = bed.session.select(areas[0] as OrgTreeNode);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain(LEAVE_WHILE_RUNNING);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await leaving).toBe(false);
    expect(bed.session.selected.get().number).toBe(before);

    release();
    await user.click(within(run).getByRole('button', { name: 'Resume' }));
    expect(await within(run).findByText(/^Changed \d+$/, {}, { timeout: 5000 })).toBeTruthy();
  });
});

const PASS = 'Harbour Day Pass';

/** The currency and tax of an area's plans: a copy there takes them (plan-copy.ts). */
async function moneyAt(dbo: DboClient, area: OrgTreeNode) {
  const [plan] = (await dbo.call('ListServicePlans', { OrgNumber: area.number ?? '', PageSize: 1 }))
    .Items;
  return { Currency: plan?.Currency ?? 'USD', TaxPercent: plan?.TaxPercent ?? undefined };
}

/**
 * Saves a plan named `PASS` (or `Name`) at an area through the mocks, as the Service Plans screen
 * does, in the currency and tax of the area's plans.
 */
async function savePlan(
  dbo: DboClient,
  area: OrgTreeNode,
  values: Partial<DboPayload<'SaveServicePlan'>> = {},
) {
  const money = await moneyAt(dbo, area);
  return dbo.call('SaveServicePlan', dayPassAt(area.number ?? '', { ...money, ...values }));
}

const plansNamed = async (dbo: DboClient, area: OrgTreeNode, name = PASS) =>
  (
    await dbo.call('ListServicePlans', { OrgNumber: area.number ?? '', PageSize: 500 })
  ).Items.filter((plan) => plan.Name === name);

/** The grid's cells of one org's row: org, outcome, before, after, message, display path. */
function cellsOf(region: HTMLElement, orgName: string): (string | null)[] {
  const row = within(region)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('gridcell')[0]?.textContent === orgName);
  if (!row) throw new Error(`no row for ${orgName}`);
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
}

/**
 * `Copy from`: the source's number typed, then its option picked from the search (jsdom has no
 * screen width, so Spectrum's combo box opens as on a phone: a button, then a tray to search in).
 */
async function pickSource(user: ReturnType<typeof userEvent.setup>, source: OrgTreeNode) {
  const change = screen.getByRole('region', { name: 'Change' });
  await user.click(within(change).getByRole('button', { name: /Copy from/ }));
  const tray = await screen.findByRole('dialog');
  await user.click(within(tray).getByRole('searchbox', { name: 'Copy from' }));
  await user.paste(source.number ?? '');
  await user.click(
    await within(tray).findByRole(
      'option',
      { name: `${source.name} (${source.number})` },
      { timeout: 5000 },
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Service plans, `Add a copy` of `planName` from `source`, previewed over the service areas. */
async function previewCopy(
  user: ReturnType<typeof userEvent.setup>,
  areas: readonly OrgTreeNode[],
  source: OrgTreeNode,
  planName = PASS,
) {
  await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
  await choose(user, 'Type', 'Service Area');
  await screen.findByText(`${areas.length} target orgs`);
  await choose(user, 'Field', 'Add a copy');
  await user.click(screen.getByRole('textbox', { name: /Plan name/ }));
  await user.paste(planName);
  await pickSource(user, source);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  // Each target is read (its plans, and their money where none has the name) before it shows.
  return screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 });
}

describe('Bulk Change: add a copy of a plan', { timeout: 30_000 }, () => {
  it('previews each area: will change where missing, no change where the same, refused where a different plan has the name', async () => {
    const { areas, user, bed } = renderBulkChange();
    const [source, missing, different] = areas as [OrgTreeNode, OrgTreeNode, OrgTreeNode];
    await savePlan(bed.clients.dbo, source);
    await savePlan(bed.clients.dbo, different, { Price: 12.5 });
    const preview = await previewCopy(user, areas, source);
    const willChange = areas.length - 2;
    expect(
      await within(preview).findByText(
        `${willChange} ${willChange === 1 ? 'org' : 'orgs'} will change. Nothing is written until you apply.`,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const { Currency: currency } = await moneyAt(bed.clients.dbo, source);
    const summary = `${PASS} · 9.99 ${currency}`;
    expect(cellsOf(preview, source.name).slice(1, 5)).toEqual(['No change', summary, summary, '']);
    expect(cellsOf(preview, missing.name).slice(1, 5)).toEqual(['Will change', '—', summary, '']);
    expect(cellsOf(preview, different.name).slice(1, 5)).toEqual([
      'Refused',
      `${PASS} · 12.5 ${currency} · ${DIFFERS}`,
      '—',
      alreadyThere(PASS),
    ]);
  });

  it('refuses a copy the Service Plan form refuses, with its message, and says when the source has no such plan', async () => {
    const { areas, user, bed } = renderBulkChange();
    const source = areas[0] as OrgTreeNode;
    await savePlan(bed.clients.dbo, source, {
      Name: 'Free Lobby Pass',
      Price: 0,
      DownKbps: null,
      UpKbps: null,
      Validity: null,
    });
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'Field', 'Add a copy');
    await fill(user, screen.getByRole('textbox', { name: /Plan name/ }), 'Free Lobby Pass');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const change = screen.getByRole('region', { name: 'Change' });
    expect(within(change).getByText(REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();

    await pickSource(user, source);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 });
    expect(
      await within(preview).findByText(
        '0 orgs will change. Nothing is written until you apply.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    for (const area of areas.slice(1)) {
      expect(cellsOf(preview, area.name).slice(1, 2)).toEqual(['Refused']);
      expect(cellsOf(preview, area.name)[4]).toBe(PLAN_NEEDS_PRICE_OR_LIMIT);
    }

    const name = screen.getByRole('textbox', { name: /Plan name/ });
    await user.clear(name);
    await user.paste('No Such Plan');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const none = await screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 });
    expect(
      await within(none).findByText(
        `No plan named No Such Plan at ${source.number}`,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(within(none).queryByRole('button', { name: /^Apply to / })).toBeNull();
  });

  it('refuses a Copy from org number typed from outside the selected org, naming the rule', async () => {
    const { areas, user, bed, site, mocks } = renderBulkChange();
    const tree = mocks.state.orgTree('default', 1);
    const elsewhere = tree.orgs.find(
      (org) => org.type === 'ServiceArea' && org.parentNumber !== site.number,
    ) as OrgTreeNode;
    await savePlan(bed.clients.dbo, elsewhere);
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'Field', 'Add a copy');
    await fill(user, screen.getByRole('textbox', { name: /Plan name/ }), PASS);
    const change = screen.getByRole('region', { name: 'Change' });
    await user.click(within(change).getByRole('button', { name: /Copy from/ }));
    const tray = await screen.findByRole('dialog');
    await user.click(within(tray).getByRole('searchbox', { name: 'Copy from' }));
    await user.paste(elsewhere.number ?? '');
    await user.click(within(tray).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await within(change).findByText(sourceOutside(site.name), {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('adds the plan at each area through the Service Plans save, and the undo deletes each copy still as added', async () => {
    const { areas, user, bed, site } = renderBulkChange();
    const [source, edited] = areas.slice(0, 2) as [OrgTreeNode, OrgTreeNode];
    const plan = await savePlan(bed.clients.dbo, source);
    const preview = await previewCopy(user, areas, source);
    const added = areas.length - 1;
    await user.click(
      await within(preview).findByRole(
        'button',
        { name: `Apply to ${added} orgs` },
        { timeout: 5000 },
      ),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }),
    );
    const run = await screen.findByRole('region', { name: /^Apply \(change set \d+\)$/ });
    expect(await within(run).findByText(`Changed ${added}`, {}, { timeout: 5000 })).toBeTruthy();
    const setId = Number(
      /change set (\d+)/.exec(within(run).getByRole('heading').textContent ?? '')?.[1],
    );
    for (const area of areas.slice(1)) {
      const [copy] = await plansNamed(bed.clients.dbo, area);
      expect(copy).toMatchObject({
        Price: plan.Price,
        Currency: plan.Currency,
        Description: plan.Description,
        AvailableServiceAreas: [area.number],
      });
    }
    const history = await bed.clients.dbo.call('ListAdminHistory', {
      OrgNumber: site.number ?? '',
      ChangeSetId: setId,
    });
    expect(history.Total).toBe(added);

    // One copy is edited after the apply: the undo leaves it, and deletes the others.
    const [copy] = await plansNamed(bed.clients.dbo, edited);
    await bed.clients.dbo.call('SaveServicePlan', {
      ...(copy as NonNullable<typeof copy>),
      Price: 11,
    });
    cleanup();
    renderScreen(ChangeSetsHistory, bed, { route: '/', at: `/?set=${setId}`, org: site });
    const panel = await screen.findByRole(
      'region',
      { name: new RegExp(`^Change set ${setId}:`) },
      { timeout: 5000 },
    );
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo' }),
    );
    const undo = await screen.findByRole('region', { name: /^Undo \(change set \d+\)$/ });
    expect(
      await within(undo).findByText(`Changed ${added - 1} · Conflict 1`, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await plansNamed(bed.clients.dbo, edited)).toHaveLength(1);
    for (const area of areas.slice(2)) expect(await plansNamed(bed.clients.dbo, area)).toEqual([]);
    expect(await plansNamed(bed.clients.dbo, source)).toHaveLength(1);
  });
});
