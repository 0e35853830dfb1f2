import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { indexRoute } from './routes/index';
import { rootRoute } from './routes/root';
import { routeTable } from './routes/route-table';

const routeTree = rootRoute.addChildren([indexRoute, ...routeTable]);

/** Creates the console's router under /admin-ui/admin. */
export function createConsoleRouter() {
  return createRouter({ routeTree, basepath: '/admin-ui/admin' });
}

/** Creates the console's query client. */
export function createConsoleQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
