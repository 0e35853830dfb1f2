import type { AnyRoute } from '@tanstack/react-router';
import { manageRoutes } from './manage-routes';
import { orgLinkRoute } from './org-link';
import { reportRoutes } from './report-routes';
import { setupRoutes } from './setup-routes';
import { supportRoutes } from './support-routes';

/**
 * The route table of SPEC.md §2 (Setup, Manage, Report, Support and their sub-routes) and the
 * org deep link, as children of the root layout. The router adds them after the index redirect.
 */
export const routeTable: AnyRoute[] = [
  ...setupRoutes,
  ...manageRoutes,
  ...reportRoutes,
  ...supportRoutes,
  orgLinkRoute,
];
