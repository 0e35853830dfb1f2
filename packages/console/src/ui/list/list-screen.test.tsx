import { defaultTheme, Provider } from '@adobe/react-spectrum';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { ListScreen } from './list-screen';

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

async function renderList() {
  const { fetch, release } = listFetch();
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([area]);
  bed.session.selected.set(selectedOrgFromNode(area));
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
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
    }),
    history: createMemoryHistory({ initialEntries: ['/?pageSize=5'] }),
  });
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <RouterProvider router={router} />
      </bed.wrapper>
    </Provider>,
  );
  await screen.findByText('1–5 of 12 Service Plans');
  return { release, router };
}

const shownRows = () =>
  within(screen.getByRole('grid', { name: 'Service Plans' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.getAttribute('aria-rowindex'), within(row).getByRole('link').textContent]);

// jsdom has no layout: give the grid's scrolling body the height it is styled with, so the
// windowed rows render as in a browser.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('gn-grid-body') ? Number.parseInt(this.style.height, 10) : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

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
