// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createAdminApiClient } from '../client.js';
import { createDboClient } from '../dbo-client.js';
import { dboMutation } from '../dbo-query.js';
import { createGuestnetClients } from '../guestnet-clients.js';
import { GuestnetClientsProvider, useGuestnetClients } from './clients-context.js';
import { useAccount } from './use-account.js';
import { useDboQuery } from './use-dbo-query.js';
import { useGuestnetMutation } from './use-guestnet-query.js';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };

describe('React hooks', () => {
  it('reads the account', async () => {
    const { fetch } = fakeFetch(json({ Username: 'demo', IsSsoUser: false }));
    const api = createAdminApiClient({ ...base, fetch });
    const { result } = renderHook(() => useAccount(api), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.Username).toBe('demo');
  });

  it('exposes a failed dbo read as an ErrorEleven', async () => {
    const { fetch } = fakeFetch(json({ Error: 'Site only' }));
    const dbo = createDboClient({ ...base, fetch });
    const { result } = renderHook(
      () => useDboQuery(dbo, 'ListConferences', { OrgNumber: 'GN-1' }),
      {
        wrapper: wrapper(),
      },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ErrorEleven', message: 'Site only' });
  });

  it('does not call while disabled', async () => {
    const { fetch, sent } = fakeFetch(json({ Items: [], Total: 0 }));
    const dbo = createDboClient({ ...base, fetch });
    const { result } = renderHook(
      () => useDboQuery(dbo, 'ListDevices', { OrgNumber: 'GN-1' }, { enabled: false }),
      { wrapper: wrapper() },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('runs a dbo save as a mutation', async () => {
    const { fetch } = fakeFetch(json({ Id: 5 }));
    const dbo = createDboClient({ ...base, fetch });
    const { result } = renderHook(() => useGuestnetMutation(dboMutation(dbo, 'DeleteDevice')), {
      wrapper: wrapper(),
    });
    await expect(result.current.mutateAsync({ OrgNumber: 'GN-1', Id: 5 })).resolves.toEqual({
      Id: 5,
    });
  });

  it('gives every component the clients provided once', () => {
    const clients = createGuestnetClients(base);
    const { result } = renderHook(() => useGuestnetClients(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <GuestnetClientsProvider clients={clients}>{children}</GuestnetClientsProvider>
      ),
    });
    expect(result.current.adminApi).toBe(clients.adminApi);
  });

  it('says what is missing when no provider is above', () => {
    expect(() => renderHook(() => useGuestnetClients())).toThrow(
      'useGuestnetClients needs a GuestnetClientsProvider above it.',
    );
  });
});
