import { Heading } from '@adobe/react-spectrum';
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const setupOrganizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup/organization',
  component: () => <Heading level={2}>Edit Org</Heading>,
});
