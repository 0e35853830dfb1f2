import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import AdminHistoryList from './admin-history-list';
import type { HistoryEntry } from './admin-history-screen';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

// Entries as the contract describes them (AdminHistoryEntry of openapi/dbo.yaml), newest first.
const ENTRIES: HistoryEntry[] = [
  {
    Id: 3,
    When: '2026-11-22T09:30:00Z',
    Admin: 'demo',
    OrgNumber: 'GN-1042',
    OrgName: 'Harbour Hotel',
    Action: 'update',
    EntityType: 'Org',
    EntityId: 'GN-1042',
    Summary: 'Renamed Harbour to Harbour Hotel',
    ChangeSetId: 7,
    Changes: [
      { Field: 'Name', Before: 'Harbour', After: 'Harbour Hotel' },
      { Field: 'Notes', Before: null, After: 'VIP floor' },
      { Field: 'ContactPhone', Before: '+1 555 0100', After: null },
      { Field: 'RadiusSecret', Before: '********', After: '********' },
    ],
  },
  {
    Id: 2,
    When: '2026-11-21T08:00:00Z',
    Admin: 'dana.reyes',
    OrgNumber: 'GN-1042',
    OrgName: 'Harbour Hotel',
    Action: 'create',
    EntityType: 'ServicePlan',
    EntityId: '12',
    Summary: 'Added 24 hours premium',
    Changes: [],
  },
];

function historyFetch(calls: { procedure: string; payload: Record<string, unknown> }[]) {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push({ procedure, payload });
    if (procedure === 'GetAdminHistoryEntry') {
      return Response.json(ENTRIES.find((entry) => entry.Id === payload.Id));
    }
    return Response.json({ Items: ENTRIES, Total: ENTRIES.length });
  };
  return fetch;
}

function renderHistory(address: string) {
  const calls: { procedure: string; payload: Record<string, unknown> }[] = [];
  const bed = consoleTestbed({ fetch: historyFetch(calls) });
  bed.session.tree.setRoots([site]);
  bed.session.selected.set(selectedOrgFromNode(site));
  const router = createRouter({
    routeTree: createRootRoute({ component: AdminHistoryList }),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  renderRouter(bed, router);
  return { calls, router };
}

giveGridItsStyledHeight();

describe('Admin History', () => {
  it('lists the entries newest first, asking with the filters of the address', async () => {
    const { calls } = renderHistory('/?admin=demo&entity=Org&action=update&from=2026-11-01');
    const grid = await screen.findByRole('grid', { name: 'Admin History' }, { timeout: 5000 });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Renamed Harbour to Harbour Hotel', 'Added 24 hours premium']);
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    expect(grid.textContent).toContain('Harbour Hotel (GN-1042)');
    expect(calls[0]).toEqual({
      procedure: 'ListAdminHistory',
      payload: {
        OrgNumber: 'GN-1042',
        Page: 1,
        PageSize: 25,
        Sort: '-When',
        Admin: 'demo',
        EntityType: 'Org',
        Action: 'update',
        From: '2026-11-01T00:00:00Z',
      },
    });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('shows a deep-linked entry before and after, marked, a secret only as changed', async () => {
    renderHistory('/?entry=3');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const table = await within(dialog).findByRole('table', { name: 'Changed fields' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Changed', 'Harbour', 'Harbour Hotel'],
      ['Notes', 'Added', 'none', 'VIP floor'],
      ['ContactPhone', 'Removed', '+1 555 0100', 'none'],
      ['RadiusSecret', 'Changed', 'Secret value, not shown'],
    ]);
    expect(dialog.textContent).not.toContain('********');
  });

  it("lists a bulk change set's entries only, says so, and the entry names its set", async () => {
    const { calls } = renderHistory('/?changeSet=7&entry=3');
    expect(
      await screen.findByText('Only the entries of bulk change set 7.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.procedure === 'ListAdminHistory')?.payload.ChangeSetId).toBe(
        7,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bulk change set').nextSibling?.textContent).toBe('7');
  });

  it('a From after To says so on both dates and keeps the list as it was', async () => {
    const { calls } = renderHistory('/?from=2026-11-10&to=2026-11-01');
    await screen.findByRole('grid', { name: 'Admin History' }, { timeout: 5000 });
    await waitFor(() => {
      expect(screen.getByText('Please select an earlier date')).toBeTruthy();
      expect(screen.getByText('Please select a later date')).toBeTruthy();
    });
    // A range in the wrong order from the address is not sent.
    expect(calls[0]?.payload.From).toBeUndefined();
    expect(calls[0]?.payload.To).toBeUndefined();
  });
});
