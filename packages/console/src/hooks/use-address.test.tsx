import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_ADDRESS } from '../lib/screens/screen-address';
import { useAddress, useScreenParams, useSetAddress } from './use-address';

afterEach(cleanup);

function renderAt(path: string, at: string, Screen: () => ReactNode) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path, component: Screen }),
    ]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

function DeviceParams() {
  return <output>{JSON.stringify(useScreenParams('/setup/devices/item/{type}/{id?}'))}</output>;
}

function ListState() {
  const state = useAddress(LIST_ADDRESS);
  const setAddress = useSetAddress(LIST_ADDRESS);
  return (
    <button type="button" onClick={() => setAddress({ ...state, page: state.page + 1 })}>
      {JSON.stringify(state)}
    </button>
  );
}

describe('useScreenParams', () => {
  it('reads the parameters its table path names, an optional one only when given', async () => {
    renderAt('/setup/devices/item/$type/{-$id}', '/setup/devices/item/mikrotik', DeviceParams);
    expect((await screen.findByRole('status')).textContent).toBe('{"type":"mikrotik"}');
    cleanup();
    renderAt('/setup/devices/item/$type/{-$id}', '/setup/devices/item/mikrotik/7', DeviceParams);
    expect((await screen.findByRole('status')).textContent).toBe('{"type":"mikrotik","id":"7"}');
  });
});

describe('useAddress and useSetAddress', () => {
  it('read a malformed parameter as its default and write only what differs from the defaults', async () => {
    const router = renderAt('/list', '/list?page=abc&sort=-Name&pageSize=9999', ListState);
    const button = await screen.findByRole('button');
    expect(JSON.parse(button.textContent ?? '')).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-Name',
      filter: '',
    });
    await act(async () => button.click());
    expect(router.state.location.search).toEqual({ page: 2, sort: '-Name' });
    expect(JSON.parse(button.textContent ?? '')).toMatchObject({ page: 2, sort: '-Name' });
  });
});
