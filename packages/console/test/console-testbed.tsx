import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { createHandlers, DEMO_ADMIN, type MockOptions, MockState } from '@guestnet/mocks';
import { createGuestnetClients, ResponseCache } from '@guestnet/sdk';
import { GuestnetClientsProvider } from '@guestnet/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { OrgSessionProvider } from '../src/hooks/org-session';
import { createOrgCalls } from '../src/lib/api/org-calls';
import type { OrgNode } from '../src/lib/org/org-node';
import { OrgSession, type OrgSessionOptions } from '../src/lib/org/org-session';
import { selectedOrgFromNode } from '../src/lib/org/selected-org';

/** What a component test gives the console's providers: a fetch, and session options. */
export interface TestbedOptions {
  /** Answers every API call; by default each call fails as if offline. */
  fetch?: typeof globalThis.fetch;
  session?: Partial<OrgSessionOptions>;
  /** The access token the clients send; `test-token` by default (`demoFetch` gives the demo's). */
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
    // Like the QueryClient's `retry: false`: a failure shows at once (the SDK's own retries have
    // unit tests of their own, in packages/sdk).
    retries: 0,
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

/**
 * A fetch answered by the demo's own mocks (`@guestnet/mocks`, the same answers as demo mode),
 * over a state of its own (or the one given) so each test starts from the seeded data, with the
 * demo administrator's token for the testbed; `calls` records each dbo procedure with its
 * payload, in order, and `state` is the mocks' (its org tree, its stored records).
 */
export function demoFetch(options: MockOptions = {}) {
  const state = options.state ?? new MockState();
  const handlers = createHandlers({ slowMs: 0, ...options, state });
  const calls: { procedure: string; payload: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.includes('/dbo/') && request.method === 'POST') {
      const [, payload] = (await request.clone().json()) as [string, Record<string, unknown>];
      calls.push({ procedure: path.split('/').pop() ?? '', payload });
    }
    const response = await getResponse(handlers, request);
    return response ?? Response.json({ Error: `No mock answers ${path}` }, { status: 404 });
  };
  return { fetch, calls, state, token: DEMO_ADMIN.token };
}

/** Where {@link renderScreen} opens a screen. */
export interface ScreenPlace {
  /** The screen's route, e.g. `/setup/devices/item/$type`. */
  route: string;
  /** The address it opens at, e.g. `/setup/devices/item/meraki`. */
  at: string;
  /** The selected org. */
  org: OrgNode;
}

/**
 * Renders one screen as the console shows it: Spectrum's provider, the testbed's clients and
 * session with `org` selected, and a router holding the screen's route; any other address (where
 * a save or a Cancel goes) shows `Left for {path}`.
 */
export function renderScreen(
  Screen: () => ReactNode,
  bed: ReturnType<typeof consoleTestbed>,
  { route, at, org }: ScreenPlace,
) {
  bed.session.tree.setRoots([org]);
  bed.session.selected.set(selectedOrgFromNode(org));
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: route, component: Screen }),
      createRoute({
        getParentRoute: () => root,
        path: '$',
        component: function Elsewhere() {
          return `Left for ${useLocation().pathname}`;
        },
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  renderRouter(bed, router);
  return router;
}

/**
 * Renders a router as the console does: inside Spectrum's provider and the testbed's clients,
 * query client and org session.
 */
export function renderRouter(
  bed: ReturnType<typeof consoleTestbed>,
  router: Parameters<typeof RouterProvider>[0]['router'],
) {
  return render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <RouterProvider router={router} />
      </bed.wrapper>
    </Provider>,
  );
}
