import type { OrgTreeNode } from '@guestnet/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import ChangeSetsHistory from './change-sets-history';
import { LEAVE_WHILE_RUNNING } from './use-bulk-run';

giveGridItsStyledHeight();

describe('Change set history', { timeout: 20_000 }, () => {
  it('undoes a set made lower in the tree from above, and the set stays listed where it was made, marked undone', async () => {
    const mocks = demoFetch();
    const tree = mocks.state.orgTree('default', 1);
    const site = tree.orgs.find(
      (org) => org.type === 'Site' && tree.childrenOf(org.number ?? '').length >= 2,
    ) as OrgTreeNode;
    const parent = tree.orgs.find((org) => org.number === site.parentNumber) as OrgTreeNode;
    const area = tree.childrenOf(site.number ?? '')[0] as OrgTreeNode;
    const siteNumber = site.number ?? '';
    const areaNumber = area.number ?? '';
    const saves: { Id?: number; OrgNumber?: string; UndoneBy?: number }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/dbo/SaveChangeSet')) saves.push((await request.clone().json())[1]);
      return mocks.fetch(request);
    };
    const bed = consoleTestbed({ fetch, token: mocks.token });
    const was = area.status === 'Active' ? 'Active' : 'Disabled';
    const now = was === 'Active' ? 'Disabled' : 'Active';
    const stored = await bed.clients.dbo.call('GetOrg', { OrgNumber: areaNumber });
    await bed.clients.dbo.call('SaveOrg', { ...stored, Status: now });
    const set = await bed.clients.dbo.call('SaveChangeSet', {
      OrgNumber: siteNumber,
      Kind: 'org',
      Field: 'Status',
      PlanName: null,
      Value: now,
      Summary: `Org status to ${now}`,
      UndoOf: null,
      State: 'done',
      Results: [
        {
          OrgNumber: areaNumber,
          OrgName: area.name,
          DisplayPath: area.name,
          RecordId: null,
          Before: was,
          After: now,
          Outcome: 'changed',
          Message: null,
        },
      ],
    });

    renderScreen(ChangeSetsHistory, bed, { route: '/', at: `/?set=${set.Id}`, org: parent });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: new RegExp(`^Change set ${set.Id}:`) });
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo' }),
    );
    await screen.findByText('1 of 1', {}, { timeout: 5000 });

    await waitFor(async () => {
      const atSite = await bed.clients.dbo.call('ListChangeSets', { OrgNumber: siteNumber });
      const undone = atSite.Items.find((item) => item.Id === set.Id);
      expect(undone?.UndoneBy).toEqual(expect.any(Number));
      expect(undone?.OrgNumber).toBe(siteNumber);
    });
    // The undone set is re-recorded as made where it was made, not where it was undone from.
    expect(saves.find((save) => save.Id === set.Id)).toMatchObject({
      OrgNumber: siteNumber,
      UndoneBy: expect.any(Number),
    });
    const back = await bed.clients.dbo.call('GetOrg', { OrgNumber: areaNumber });
    expect((back as { Status: string }).Status).toBe(was);
  });

  it('asks before an org change leaves an undo, and leaving cancels the orgs not reached', async () => {
    const mocks = demoFetch();
    const tree = mocks.state.orgTree('default', 1);
    const parent = tree.orgs.find(
      (org) => tree.childrenOf(org.number ?? '').length >= 6,
    ) as OrgTreeNode;
    const areas = tree.childrenOf(parent.number ?? '').slice(0, 6);
    let holding = false;
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (holding && request.url.endsWith('/dbo/SaveOrg')) await held;
      return mocks.fetch(request);
    };
    const bed = consoleTestbed({ fetch, token: mocks.token });
    const statusOf = async (area: OrgTreeNode) => {
      const stored = await bed.clients.dbo.call('GetOrg', { OrgNumber: area.number ?? '' });
      return (stored as { Status: string }).Status;
    };
    const results = [];
    for (const area of areas) {
      const stored = await bed.clients.dbo.call('GetOrg', { OrgNumber: area.number ?? '' });
      const was = (stored as { Status: string }).Status;
      const now = was === 'Active' ? 'Disabled' : 'Active';
      await bed.clients.dbo.call('SaveOrg', { ...stored, Status: now });
      results.push({
        OrgNumber: area.number ?? '',
        OrgName: area.name,
        DisplayPath: area.name,
        RecordId: null,
        Before: was,
        After: now,
        Outcome: 'changed' as const,
        Message: null,
      });
    }
    const set = await bed.clients.dbo.call('SaveChangeSet', {
      OrgNumber: parent.number ?? '',
      Kind: 'org',
      Field: 'Status',
      PlanName: null,
      Value: null,
      Summary: 'Org status flipped',
      UndoOf: null,
      State: 'done',
      Results: results,
    });

    renderScreen(ChangeSetsHistory, bed, { route: '/', at: `/?set=${set.Id}`, org: parent });
    const user = userEvent.setup();
    const panel = await screen.findByRole(
      'region',
      { name: new RegExp(`^Change set ${set.Id}:`) },
      { timeout: 5000 },
    );
    holding = true;
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo' }),
    );
    const run = await screen.findByRole('region', { name: /^Undo \(change set \d+\)$/ });
    await within(run).findByRole('button', { name: 'Pause' });

    const leaving = bed.session.select(areas[0] as OrgTreeNode);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain(LEAVE_WHILE_RUNNING);
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await leaving).toBe(true);
    // The writes under way finish; the orgs not reached keep the set's value, and the run is gone.
    release();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Undo \(change set/ })).toBeNull(),
    );
    await waitFor(async () => {
      const sets = await bed.clients.dbo.call('ListChangeSets', { OrgNumber: parent.number ?? '' });
      expect(sets.Items.find((item) => item.UndoOf === set.Id)?.State).toBe('cancelled');
    });
    const after = await Promise.all(areas.map(statusOf));
    expect(after.slice(4)).toEqual(results.slice(4).map((result) => result.After));
  });

  it('pages through every change set, and a set on a later page opens from its link', async () => {
    const mocks = demoFetch();
    const tree = mocks.state.orgTree('default', 1);
    const site = tree.orgs.find((org) => org.type === 'Site') as OrgTreeNode;
    const bed = consoleTestbed({ fetch: mocks.fetch, token: mocks.token });
    for (let n = 1; n <= 30; n++) {
      await bed.clients.dbo.call('SaveChangeSet', {
        OrgNumber: site.number ?? '',
        Kind: 'org',
        Field: 'Status',
        PlanName: null,
        Value: 'Active',
        Summary: `Change number ${n}`,
        UndoOf: null,
        State: 'done',
        Results: [],
      });
    }
    renderScreen(ChangeSetsHistory, bed, { route: '/', at: '/', org: site });
    const user = userEvent.setup();
    expect(await screen.findByText('1–25 of 30 Change Sets', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–30 of 30 Change Sets')).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: 'Change number 1' }));
    expect(
      await screen.findByRole('heading', { name: /^Change set \d+: Change number 1$/ }),
    ).toBeTruthy();
  });

  it('says so when the set in the address cannot be read, and offers Retry', async () => {
    const mocks = demoFetch();
    const site = mocks.state
      .orgTree('default', 1)
      .orgs.find((org) => org.type === 'Site') as OrgTreeNode;
    const bed = consoleTestbed({ fetch: mocks.fetch, token: mocks.token });
    renderScreen(ChangeSetsHistory, bed, { route: '/', at: '/?set=424242', org: site });
    expect(await screen.findByText('Change set 424242 could not be read')).toBeTruthy();
    expect(screen.getByText('Not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
