import { createRouter } from '@tanstack/react-router';
import { CONSOLE_BASEPATH } from './lib/platform/paths';
import { setLoading } from './lib/session/app-state';
import { indexRoute } from './routes/index';
import { rootRoute } from './routes/root';
import { routeTable } from './routes/route-table';

const routeTree = rootRoute.addChildren([indexRoute, ...routeTable]);

/**
 * Creates the console's router under /admin-ui/admin. Route changes turn the global loading flag
 * on and off (docs/product/states.md "Page authorization").
 */
export function createConsoleRouter(
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  const router = createRouter({
    routeTree,
    basepath: CONSOLE_BASEPATH,
    ...(options.history ? { history: options.history } : {}),
  });
  router.subscribe('onBeforeNavigate', () => setLoading(true));
  router.subscribe('onResolved', () => setLoading(false));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
  /** What a navigation hands the next screen outside its address. */
  interface HistoryState {
    /** Role Templates: the template a new one starts as a copy of (its id). */
    copyOf?: number;
  }
}
