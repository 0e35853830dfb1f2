import type { OrgTreeNode } from '@guestnet/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { CHANGE_SETS_ADDRESS } from '../../lib/screens/linked-addresses';
import { readAddress } from '../../lib/screens/screen-address';
import ChangeSetsHistory from './change-sets-history';
import { LEAVE_WHILE_RUNNING } from './use-bulk-run';

giveGridItsStyledHeight();

/** Opens the history on `?set=id` at `org` and waits for that set's panel. */
async function openSet(bed: ReturnType<typeof consoleTestbed>, org: OrgTreeNode, id: number) {
  renderScreen(ChangeSetsHistory, bed, { route: '/', at: `/?set=${id}`, org });
  const user = userEvent.setup();
  const panel = await screen.findByRole(
    'region',
    { name: new RegExp(`^Change set ${id}:`) },
    { timeout: 5000 },
  );
  return { user, panel };
}

/** The demo's first Site and a testbed over the demo's mocks; `wrap` sees each request first. */
function atFirstSite(wrap?: (request: Request) => void) {
  const mocks = demoFetch();
  const site = mocks.state
    .orgTree('default', 1)
    .orgs.find((org) => org.type === 'Site') as OrgTreeNode;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    wrap?.(request);
    return mocks.fetch(request);
  };
  const bed = consoleTestbed({ fetch, token: mocks.token });
  /** Records a finished set of no results at the site, as a run would. */
  const recordSet = (Summary: string) =>
    bed.clients.dbo.call('SaveChangeSet', {
      OrgNumber: site.number ?? '',
      Kind: 'org',
      Field: 'Status',
      PlanName: null,
      Value: 'Active',
      Summary,
      UndoOf: null,
      State: 'done',
      Results: [],
    });
  return { site, bed, recordSet };
}

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

    const { user, panel } = await openSet(bed, parent, set.Id);
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

    const { user, panel } = await openSet(bed, parent, set.Id);
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
    const { site, bed, recordSet } = atFirstSite();
    for (let n = 1; n <= 30; n++) await recordSet(`Change number ${n}`);
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
    const { site, bed } = atFirstSite();
    renderScreen(ChangeSetsHistory, bed, { route: '/', at: '/?set=424242', org: site });
    expect(await screen.findByText('Change set 424242 could not be read')).toBeTruthy();
    expect(screen.getByText('Not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads a malformed set id as none: the list, no request, never another set', async () => {
    const reads: string[] = [];
    const { site, bed, recordSet } = atFirstSite((request) => {
      if (request.url.endsWith('/dbo/GetChangeSet')) reads.push(request.url);
    });
    const set = await recordSet('The only change');
    expect(set.Id).toBe(1);
    for (const id of ['-1', '1.5', 'Infinity', '0x1', '01', '1x', '']) {
      renderScreen(ChangeSetsHistory, bed, { route: '/', at: `/?set=${id}`, org: site });
      expect(await screen.findByText('1–1 of 1 Change Sets', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByText(/could not be read/)).toBeNull();
      expect(screen.queryByRole('heading', { name: /^Change set 1:/ })).toBeNull();
      cleanup();
    }
    expect(reads).toEqual([]);
    // As the router hands them over: `?set=12` a number, a number past the safe ones as text.
    const sets = [{ set: 12 }, { page: 2, set: 7 }, { set: '9007199254740993' }].map(
      (raw) => readAddress(CHANGE_SETS_ADDRESS, raw).set,
    );
    expect(sets).toEqual([12, 7, undefined]);
  });
});

/** Sets the status of each of `count` orgs under a parent the other way, outside any change set. */
async function flippedOrgs(count: number) {
  const mocks = demoFetch();
  const tree = mocks.state.orgTree('default', 1);
  const parent = tree.orgs.find(
    (org) => tree.childrenOf(org.number ?? '').length >= count,
  ) as OrgTreeNode;
  const orgs = tree.childrenOf(parent.number ?? '').slice(0, count);
  const bed = consoleTestbed({ fetch: mocks.fetch, token: mocks.token });
  const statusOf = async (org: OrgTreeNode) =>
    ((await bed.clients.dbo.call('GetOrg', { OrgNumber: org.number ?? '' })) as { Status: string })
      .Status;
  const results = await Promise.all(
    orgs.map(async (org) => {
      const was = await statusOf(org);
      return {
        OrgNumber: org.number ?? '',
        OrgName: org.name,
        DisplayPath: org.name,
        RecordId: null,
        Before: was,
        After: was === 'Active' ? 'Disabled' : 'Active',
        Outcome: 'pending' as const,
        Message: null,
      };
    }),
  );
  /** Writes one org's `After` (or `Before`) naming the change set, as a run does. */
  const write = async (index: number, changeSetId: number, back = false) => {
    const org = orgs[index] as OrgTreeNode;
    const stored = await bed.clients.dbo.call('GetOrg', { OrgNumber: org.number ?? '' });
    await bed.clients.dbo.call('SaveOrg', {
      ...stored,
      Status: (back ? results[index]?.Before : results[index]?.After) as 'Active',
      ChangeSetId: changeSetId,
    } as never);
  };
  const record = (state: 'running' | 'done', outcomes: ('pending' | 'changed')[]) =>
    bed.clients.dbo.call('SaveChangeSet', {
      OrgNumber: parent.number ?? '',
      Kind: 'org',
      Field: 'Status',
      PlanName: null,
      Value: null,
      Summary: 'Org status flipped',
      UndoOf: null,
      State: state,
      Results: results.map((result, index) => ({
        ...result,
        Outcome: outcomes[index] ?? 'pending',
      })),
    });
  return { bed, parent, orgs, results, statusOf, write, record };
}

describe('Change set history: what a set says stays true', { timeout: 20_000 }, () => {
  it('puts right a set its page left running, from its Admin History, and its Undo puts back exactly those orgs', async () => {
    const { bed, parent, orgs, results, statusOf, write, record } = await flippedOrgs(4);
    // The run recorded the set after one write, wrote two more, and its page was reloaded.
    const set = await record('running', ['pending', 'pending', 'pending', 'pending']);
    await write(0, set.Id);
    await write(1, set.Id);
    await write(2, set.Id);
    await bed.clients.dbo.call('SaveChangeSet', {
      ...set,
      Results: results.map((result, index) => ({
        ...result,
        Outcome: index === 0 ? ('changed' as const) : ('pending' as const),
      })),
    });

    const { user, panel } = await openSet(bed, parent, set.Id);
    expect(
      await within(panel).findByText(
        /Interrupted · Changed 3 · Not done 1$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const stored = await bed.clients.dbo.call('GetChangeSet', {
      OrgNumber: parent.number ?? '',
      Id: set.Id,
    });
    expect(stored.State).toBe('interrupted');
    expect(stored.Results.map((result) => result.Outcome)).toEqual([
      'changed',
      'changed',
      'changed',
      'skipped',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo' }),
    );
    const undo = await screen.findByRole('region', { name: /^Undo \(change set \d+\)$/ });
    expect(await within(undo).findByText('Changed 3', {}, { timeout: 5000 })).toBeTruthy();
    expect(await Promise.all(orgs.map(statusOf))).toEqual(results.map((result) => result.Before));
  });

  it('keeps an undone set from being undone again, and says why', async () => {
    const { bed, parent, statusOf, orgs, write, record } = await flippedOrgs(2);
    const set = await record('done', ['changed', 'changed']);
    await write(0, set.Id);
    await write(1, set.Id);
    const { user, panel } = await openSet(bed, parent, set.Id);
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await user.dblClick(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo' }),
    );
    const undo = await screen.findByRole('region', { name: /^Undo \(change set \d+\)$/ });
    expect(await within(undo).findByText('Changed 2', {}, { timeout: 5000 })).toBeTruthy();
    const undoId = Number(
      /change set (\d+)/.exec(within(undo).getByRole('heading').textContent ?? '')?.[1],
    );
    const sets = await bed.clients.dbo.call('ListChangeSets', { OrgNumber: parent.number ?? '' });
    expect(sets.Items.filter((item) => item.UndoOf === set.Id)).toHaveLength(1);
    // The same value is written again by hand: only the set's own record says it was undone.
    await write(0, undoId + 1000);
    await write(1, undoId + 1000);
    const flipped = await Promise.all(orgs.map(statusOf));

    cleanup();
    const { panel: again } = await openSet(bed, parent, set.Id);
    const button = within(again).getByRole('button', { name: 'Undo' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(again).getByText(`Undone by ${undoId}`)).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(
      within(again).getByText(`Undone by ${undoId}`).id,
    );
    expect(await Promise.all(orgs.map(statusOf))).toEqual(flipped);
  });

  it('leaves alone an org written again since, even back to the value the set wrote, and names who wrote it', async () => {
    const { bed, parent, statusOf, orgs, results, write, record } = await flippedOrgs(2);
    const set = await record('done', ['changed', 'changed']);
    await write(0, set.Id);
    await write(1, set.Id);
    // Later sets put org 1 back and then write the same value again: it reads as the set left it.
    const back = await record('done', ['pending', 'changed']);
    await write(1, back.Id, true);
    const again = await record('done', ['pending', 'changed']);
    await write(1, again.Id);

    const { user, panel } = await openSet(bed, parent, set.Id);
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo' }),
    );
    const undo = await screen.findByRole('region', { name: /^Undo \(change set \d+\)$/ });
    expect(
      await within(undo).findByText('Changed 1 · Conflict 1', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      within(undo).getByText(`Changed since by change set ${again.Id}; left alone`),
    ).toBeTruthy();
    expect(await Promise.all(orgs.map(statusOf))).toEqual([results[0]?.Before, results[1]?.After]);
  });
});
