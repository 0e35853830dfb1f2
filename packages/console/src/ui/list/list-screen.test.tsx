import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { screenActions } from '../../lib/screens/screen-actions';
import { snackbarQueue } from '../snackbar-queue';
import { FilterBox, ListScreen } from './list-screen';

interface PlanRow {
  Id: number;
  Name: string;
}

const area = buildOrgNode({ name: 'Lobby', number: 'GN-1042-1', type: 'ServiceArea' });
const PLANS: PlanRow[] = Array.from({ length: 12 }, (_, i) => ({
  Id: i + 1,
  Name: `Plan ${i + 1}`,
}));

/** ListServicePlans over 12 plans; the answer for page 2 waits until `release` is called. */
function listFetch() {
  let release = () => {};
  const secondPage = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const [, payload] = (await new Request(input, init).json()) as [
      string,
      { Page?: number; PageSize?: number },
    ];
    const page = payload.Page ?? 1;
    const size = payload.PageSize ?? 25;
    if (page === 2) await secondPage;
    return Response.json({ Items: PLANS.slice((page - 1) * size, page * size), Total: 12 });
  };
  return { fetch, release };
}

/** Renders `component` at `address` in the console's providers over `fetch`, the area selected. */
function renderRoute(fetch: typeof globalThis.fetch, component: () => ReactNode, address: string) {
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([area]);
  bed.session.selected.set(selectedOrgFromNode(area));
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  renderRouter(bed, router);
  return router;
}

async function renderList() {
  const { fetch, release } = listFetch();
  const router = renderRoute(
    fetch,
    () => (
      <ListScreen<PlanRow>
        entity={{ singular: 'Service Plan', plural: 'Service Plans' }}
        list="ListServicePlans"
        remove="DeleteServicePlan"
        columns={[{ field: 'Name', header: 'Name' }]}
        itemPath={(plan) => `/plans/item/${plan.Id}`}
        addPath="/plans/item"
        exportName="plans"
      />
    ),
    '/?pageSize=5',
  );
  await screen.findByText('1–5 of 12 Service Plans');
  return { release, router };
}

const shownRows = () =>
  within(screen.getByRole('grid', { name: 'Service Plans' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.getAttribute('aria-rowindex'), within(row).getByRole('link').textContent]);

giveGridItsStyledHeight();

describe('ListScreen paging', () => {
  it("keeps the shown rows' own indexes and range while the next page loads", async () => {
    const { release, router } = await renderList();
    const firstPage = shownRows();
    expect(firstPage[0]).toEqual(['2', 'Plan 1']);

    await act(() => router.navigate({ to: '/', search: { page: 2, pageSize: 5 } as never }));
    // Page 2's answer has not come: page 1's rows are still shown, under page 1's numbers.
    expect(shownRows()).toEqual(firstPage);
    expect(screen.getByText('1–5 of 12 Service Plans')).toBeTruthy();
    // ...and the grid tells assistive technology (and a test) they are about to change.
    const grid = screen.getByRole('grid', { name: 'Service Plans' });
    expect(grid.getAttribute('aria-busy')).toBe('true');

    await act(async () => release());
    await screen.findByText('6–10 of 12 Service Plans');
    expect(shownRows()[0]).toEqual(['7', 'Plan 6']);
    expect(screen.getByRole('grid', { name: 'Service Plans' }).hasAttribute('aria-busy')).toBe(
      false,
    );
  });
});

describe('ListScreen actions for the Go to… palette', () => {
  it('offers its Export CSV and Add to the palette, which run as its buttons do', async () => {
    const { router } = await renderList();
    await waitFor(() =>
      expect(screenActions.get().map((action) => action.label)).toEqual([
        'Export CSV',
        'Add Service Plan',
      ]),
    );
    act(() => screenActions.get()[1]?.run());
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/item'));
    act(() => screenActions.get()[0]?.run());
    expect(await screen.findByRole('dialog', { name: 'Export Service Plans' })).toBeTruthy();
  });
});

interface CodeRow {
  Id: number;
  Code: string;
  State: string;
}

/** A batch's codes, listed with its `BatchId`; each call's procedure and payload recorded. */
async function renderCodes() {
  const codes: CodeRow[] = [
    { Id: 1, Code: 'K7Q2-M4XP', State: 'unused' },
    { Id: 2, Code: 'B9TR-2WQZ', State: 'unused' },
  ];
  const calls: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push({ procedure, ...payload });
    if (procedure === 'SaveAccessCode') {
      const code = codes.find((row) => row.Id === payload.Id);
      if (code) code.State = String(payload.State);
      return Response.json(code);
    }
    return Response.json({ Items: codes, Total: codes.length });
  };
  renderRoute(
    fetch,
    () => (
      <ListScreen<CodeRow>
        entity={{ singular: 'Code', plural: 'Codes' }}
        list="ListAccessCodes"
        payload={{ BatchId: 7 }}
        selectionAction={{
          label: 'Revoke',
          done: 'Revoked',
          confirmLabel: 'Revoke',
          procedure: 'SaveAccessCode',
          payload: { State: 'revoked' },
          question: (count) => `Revoke ${count}?`,
        }}
        columns={[
          { field: 'Code', header: 'Code', link: true },
          { field: 'State', header: 'State' },
        ]}
        label="Codes of Gala dinner"
        renderLink={(_row, text, tabIndex) => (
          <span data-focus tabIndex={tabIndex}>
            {text}
          </span>
        )}
        emptyContent="This batch has no codes."
        actions={({ total }) => <button type="button">Print {total}</button>}
        exportName={(org) => `codes-${org}-batch-7`}
      />
    ),
    '/',
  );
  await screen.findByRole('grid', { name: 'Codes of Gala dinner' });
  return { calls };
}

describe('ListScreen for a sub-list with its own action', () => {
  afterEach(() => snackbarQueue.set([]));

  it('lists with the extra payload, offers no Add, and runs the action on the selected rows after asking', async () => {
    const { calls } = await renderCodes();
    expect(calls[0]).toMatchObject({ procedure: 'ListAccessCodes', BatchId: 7 });
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print 2' })).toBeTruthy();
    // The link column shows the code as text, not as a link to an item.
    expect(screen.queryByRole('link', { name: 'K7Q2-M4XP' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select K7Q2-M4XP' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke (1)' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke 1?')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' })));

    await waitFor(() =>
      expect(snackbarQueue.get()[0]).toMatchObject({ message: 'Revoked 1 Code', kind: 'success' }),
    );
    expect(calls).toContainEqual({
      procedure: 'SaveAccessCode',
      OrgNumber: 'GN-1042-1',
      Id: 1,
      State: 'revoked',
    });
    // The list is read again, still with its payload.
    expect(calls.at(-1)).toMatchObject({ procedure: 'ListAccessCodes', BatchId: 7 });
  });
});

describe('FilterBox', () => {
  it('tells a screen reader what the box filters, and takes the longest filter a list takes', () => {
    render(<FilterBox value="" onChange={() => {}} plural="Service Plans" />);
    const box = screen.getByRole('searchbox', {
      name: 'Filter',
      description: 'Shows the Service Plans whose text contains what you type',
    });
    expect(box.getAttribute('maxlength')).toBe('200');
  });
});
