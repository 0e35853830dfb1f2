import { createRoute } from '@tanstack/react-router';
import { OrgLink } from '../features/org-selection/org-link';
import { rootRoute } from './root';

/** The deep link to an org by its number (docs/decisions/org-deep-link.md). */
export const orgLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/org/$orgNumber',
  component: function OrgLinkRoute() {
    const { orgNumber } = orgLinkRoute.useParams();
    return <OrgLink orgNumber={orgNumber} />;
  },
});
