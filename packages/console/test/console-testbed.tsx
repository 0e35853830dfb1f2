import { createGuestnetClients, ResponseCache } from '@guestnet/sdk';
import { GuestnetClientsProvider } from '@guestnet/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrgSessionProvider } from '../src/hooks/org-session';
import { createOrgCalls } from '../src/lib/api/org-calls';
import { OrgSession, type OrgSessionOptions } from '../src/lib/org/org-session';

/** What a component test gives the console's providers: a fetch, and session options. */
export interface TestbedOptions {
  /** Answers every API call; by default each call fails as if offline. */
  fetch?: typeof globalThis.fetch;
  session?: Partial<OrgSessionOptions>;
  /** The access token the clients send; `test-token` by default (the mocks want a demo one). */
  token?: string;
}

const offline: typeof globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * The providers main.tsx sets up (clients, QueryClient, org session), over an injected fetch
 * instead of the network: component tests render inside `wrapper` and drive `session`.
 */
export function consoleTestbed(options: TestbedOptions = {}) {
  const clients = createGuestnetClients({
    baseUrl: 'http://console.test',
    fetch: options.fetch ?? offline,
    getToken: () => options.token ?? 'test-token',
    cache: new ResponseCache({ keep: false }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = new OrgSession({
    calls: createOrgCalls(clients, queryClient),
    sessionStorage: undefined,
    localStorage: window.localStorage,
    search: '',
    devRoot: false,
    readCookie: () => null,
    writeCookie: () => {},
    ...options.session,
  });
  function wrapper({ children }: { children?: ReactNode }) {
    return (
      <GuestnetClientsProvider clients={clients}>
        <QueryClientProvider client={queryClient}>
          <OrgSessionProvider session={session}>{children}</OrgSessionProvider>
        </QueryClientProvider>
      </GuestnetClientsProvider>
    );
  }
  return { clients, queryClient, session, wrapper };
}
