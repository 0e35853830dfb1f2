import { BULK_WRITE_REFUSED_MESSAGE, type ScenarioName } from '@guestnet/mocks';
import type { OrgTreeNode } from '@guestnet/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { handTargets } from '../../lib/org/bulk-targets';
import BulkChange from './bulk-change';
import { LEAVE_WHILE_RUNNING } from './run-panel';

giveGridItsStyledHeight();

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

  it('applies with progress, shows the failed orgs with the server message, and Retry failed finishes them', async () => {
    const { areas, user } = renderBulkChange('write-errors');
    await screen.findByText(/target orgs$/, {}, { timeout: 5000 });
    await choose(user, 'Type', 'Service Area');
    await screen.findByText(`${areas.length} target orgs`);
    await choose(user, 'What to change', 'Portal');
    await user.type(screen.getByRole('textbox', { name: 'New value' }), 'Welcome, guests');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const apply = await within(preview).findByRole('button', {
      name: `Apply to ${areas.length} orgs`,
    });
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
