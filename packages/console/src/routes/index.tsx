import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';

// SPEC.md §2: the console's root path redirects to the Edit Org setup screen.
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/setup/organization' });
  },
});
