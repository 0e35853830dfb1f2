import type { AnyRoute } from '@tanstack/react-router';
import { setupOrganizationRoute } from './setup-organization';

/**
 * The route table of SPEC.md §2 (Setup, Manage, Report, Support and their sub-routes), as
 * children of the root layout. The router adds them after the index redirect.
 */
export const routeTable: AnyRoute[] = [setupOrganizationRoute];
