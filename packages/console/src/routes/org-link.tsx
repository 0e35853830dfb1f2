import { createRoute } from '@tanstack/react-router';
import { OrgLink } from '../features/org-selection/org-link';
import { rootRoute } from './root';

/** The deep link to an org by its number (docs/decisions/org-deep-link.md). */
export const orgLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/org/$orgNumber',
  // `to`: the screen to open once the org is selected (a report from the Overview's top 10).
  validateSearch: (search: Record<string, unknown>): { to?: string } =>
    typeof search.to === 'string' ? { to: search.to } : {},
  component: function OrgLinkRoute() {
    const { orgNumber } = orgLinkRoute.useParams();
    const { to } = orgLinkRoute.useSearch();
    return <OrgLink orgNumber={orgNumber} to={to} />;
  },
});
