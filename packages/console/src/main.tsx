import { lightTheme, Provider } from '@adobe/react-spectrum';
import { flushQueries } from '@guestnet/sdk';
import { GuestnetClientsProvider } from '@guestnet/sdk/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBrand } from './features/branding/apply-brand';
import { preloadOrgTreePanel } from './features/org-tree/org-drawer';
import { OrgSessionProvider } from './hooks/org-session';
import { createConsoleClients } from './lib/api/api';
import { createOrgCalls } from './lib/api/org-calls';
import { prefetchFirstScreen } from './lib/api/prefetch-first-screen';
import { installErrorLogging } from './lib/logging/install-error-logging';
import { log, logOrgFrom } from './lib/logging/logger';
import { OrgSession } from './lib/org/org-session';
import { startMocksIfWanted } from './lib/platform/demo';
import { nextTask } from './lib/platform/next-task';
import { consoleRoutePath } from './lib/platform/paths';
import { toggleRefresh } from './lib/session/app-state';
import { readToken, rememberTabToken } from './lib/session/token';
import { createConsoleQueryClient } from './query-client';
import { createConsoleRouter } from './router';
import { notify } from './ui/snackbar';
import './ui/base.css';

// The page renders at once; only its API calls wait for the demo's mock worker
// (docs/decisions/demo-startup.md).
void startMocksIfWanted();
applyBrand();
installErrorLogging('console');
const queryClient = createConsoleQueryClient({
  show: (message) => notify(message, 'error'),
  record: (error) =>
    log({
      level: 'error',
      component: 'console',
      message: error instanceof Error ? error.message : String(error),
      error,
    }),
});

// The tree's code loads while the session is checked, not after (docs/decisions/demo-startup.md).
preloadOrgTreePanel();

// One set of clients, one QueryClient and one org session for the page, provided below.
const clients = createConsoleClients();
const session = new OrgSession({
  calls: createOrgCalls(clients, queryClient),
  // docs/product/states.md "Org selection": after setOrgComplete, SetOrg.aspx may have issued a new token,
  // which becomes this tab's own (so the org-change warning does not fire for our own change);
  // answers for the previous org are stale, and embedded pages reload for the new org.
  onOrgSet: () => {
    rememberTabToken();
    void flushQueries(queryClient);
    toggleRefresh();
  },
});
logOrgFrom(() => session.selected.get().number ?? undefined);
// The org list is asked for beside IsLoginValid, not after it (docs/decisions/demo-startup.md).
session.prefetchList();
// And what its first screen reads once the login is valid: the org's grants and, on Edit Org,
// its details (docs/decisions/demo-startup.md, "Round 8").
prefetchFirstScreen({
  queryClient,
  clients,
  orgNumber: session.startingOrgNumber(),
  path: consoleRoutePath(window.location.pathname),
  signedIn: readToken() !== null,
});

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element.');
const reactRoot = createRoot(root);
// The router and the first render start a task after the calls above have gone out: the page's
// modules run in one long task, which need not hold the router's setup too.
await nextTask();
const router = createConsoleRouter();
// The first render at transition priority, which React cuts into short tasks, so the page stays
// responsive while the shell mounts (docs/decisions/demo-startup.md, "Round 10").
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <Provider theme={lightTheme} colorScheme="light" minHeight="100vh">
        <GuestnetClientsProvider clients={clients}>
          <QueryClientProvider client={queryClient}>
            <OrgSessionProvider session={session}>
              <RouterProvider router={router} />
            </OrgSessionProvider>
          </QueryClientProvider>
        </GuestnetClientsProvider>
      </Provider>
    </StrictMode>,
  ),
);
