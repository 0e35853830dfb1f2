import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListSearch } from './list-search';
import { LIST_CODEC, type ListAddressCodec, useListAddress } from './use-list-address';

interface TabbedState {
  list: ListSearch;
  tab: string;
}

/** A screen whose address holds its list and a tab of its own. */
const TABBED: ListAddressCodec<TabbedState> = {
  read: (raw) => ({
    ...LIST_CODEC.read(raw),
    tab: typeof raw.tab === 'string' ? raw.tab : 'all',
  }),
  write: (state) => ({
    ...LIST_CODEC.write(state),
    ...(state.tab === 'all' ? {} : { tab: state.tab }),
  }),
};

const seen = new Set<unknown>();
let address:
  | ReturnType<typeof useListAddress<TabbedState, Readonly<Record<string, unknown>>>>
  | undefined;

function Screen() {
  const raw: Readonly<Record<string, unknown>> = useSearch({ strict: false });
  address = useListAddress(raw, TABBED);
  seen.add(address.setList);
  return <output aria-label="state">{JSON.stringify(address.state)}</output>;
}

function renderAt(at: string) {
  seen.clear();
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');

describe('useListAddress', () => {
  it('reads what it can of a hand-edited address and defaults the rest', async () => {
    renderAt('/?page=x&pageSize=50&sort=1;drop&filter=wifi&tab=open');
    expect(await screen.findByLabelText('state')).toBeTruthy();
    expect(shown()).toEqual({
      list: { page: 1, pageSize: 50, sort: '', filter: 'wifi' },
      tab: 'open',
    });
  });

  it('pushes a page for Back to return to, but replaces the entry while the filter is typed', async () => {
    const router = renderAt('/?pageSize=5');
    await screen.findByLabelText('state');
    await act(async () => address?.setList({ page: 3 }));
    expect(router.state.location.search).toEqual({ page: 3, pageSize: 5 });
    await act(async () => address?.setList({ filter: 'wifi', page: 1 }));
    expect(router.state.location.search).toEqual({ pageSize: 5, filter: 'wifi' });
    // The filter took page 3's place in the history: Back goes to where the list started.
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ pageSize: 5 }));
  });

  it("merges a change into the latest state, keeping the screen's own parameters", async () => {
    const router = renderAt('/?tab=open&sort=-Name');
    await screen.findByLabelText('state');
    await act(async () => address?.go((state) => ({ list: { ...state.list, page: 2 } })));
    expect(router.state.location.search).toEqual({ tab: 'open', sort: '-Name', page: 2 });
    await act(async () => address?.go({ tab: 'all' }));
    expect(router.state.location.search).toEqual({ sort: '-Name', page: 2 });
    // The setter stayed the same across those renders: a pause it started is not restarted.
    expect(seen.size).toBe(1);
  });
});
