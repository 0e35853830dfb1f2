import { legacyScreenRoute, nativeScreenRoute, sectionRoute } from './screen-routes';

/** The Manage screens of SPEC.md §2 with their sub-routes. */
export const manageRoutes = [
  legacyScreenRoute('/manage/promo-codes', 'Promo Codes'),
  legacyScreenRoute('/manage/rotating-password', 'Rotating Password'),
  sectionRoute('/manage/access-codes', 'Access Codes', 'manage', [
    { path: 'manage', title: 'Batches' },
    { path: 'batch/$id', title: 'Batch' },
  ]),
  legacyScreenRoute('/manage/users', 'Users'),
  legacyScreenRoute('/manage/groups', 'Groups'),
  nativeScreenRoute('/manage/conference', 'Conferences'),
  legacyScreenRoute('/manage/admins', 'Admins'),
  sectionRoute('/manage/role-templates', 'Role Templates', 'manage', [
    { path: 'manage', title: 'Role Templates' },
    { path: 'item/$type/{-$id}', title: 'Role Template' },
  ]),
  sectionRoute('/manage/promotions', 'Promotions', 'manage', [
    { path: 'manage', title: 'Promotions' },
    { path: 'item/$type/{-$id}', title: 'Promotion' },
  ]),
];
