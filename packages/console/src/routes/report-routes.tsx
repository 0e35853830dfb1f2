import { legacyScreenRoute } from './screen-routes';

/** The Report screens of SPEC.md §2: embedded legacy query pages. */
export const reportRoutes = [
  legacyScreenRoute('/report/revenue', 'Revenue Summary'),
  legacyScreenRoute('/report/pms', 'PMS Transactions'),
  legacyScreenRoute('/report/cc', 'Credit Card Transactions'),
  legacyScreenRoute('/report/group', 'Group Sales'),
  legacyScreenRoute('/report/user', 'User Sales'),
];
