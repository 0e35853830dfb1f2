import { legacyScreenRoute, nativeScreenRoute } from './screen-routes';

/** The Support screens of SPEC.md §2. */
export const supportRoutes = [
  legacyScreenRoute('/support/account', 'Find Accounts'),
  legacyScreenRoute('/support/radius', 'Radius Activity'),
  legacyScreenRoute('/support/loyalty', 'Loyalty PMS Activity'),
  nativeScreenRoute('/support/org-search', 'Adv Org Search'),
  nativeScreenRoute('/support/admin-history', 'Admin History'),
];
