import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';

// docs/product/screens.md: the console's root path redirects to the Edit Org setup screen, keeping the query
// (`?org=`, docs/product/README.md's switches), as a bookmark of the bare console address carries it.
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/setup/organization', search: true });
  },
});
