import type { AnyRoute } from '@tanstack/react-router';
import { SCREENS } from '../lib/screens/screen-table';
import { orgLinkRoute } from './org-link';
import { routesOfScreen } from './screen-routes';

/**
 * The routes of every console screen of the screens table (lib/screens/screen-table.ts; the
 * external links open elsewhere) and the org deep link, as children of the root layout. The
 * router adds them after the index redirect.
 */
export const routeTable: AnyRoute[] = [
  ...SCREENS.filter((screen) => screen.kind !== 'external').map(routesOfScreen),
  orgLinkRoute,
];
