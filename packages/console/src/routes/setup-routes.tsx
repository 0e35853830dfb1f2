import { legacyScreenRoute, nativeScreenRoute, sectionRoute } from './screen-routes';

/** The Setup screens of SPEC.md §2 with their sub-routes. */
export const setupRoutes = [
  nativeScreenRoute('/setup/organization', 'Edit Org'),
  sectionRoute('/setup/add-org', 'Add Org', 'org', [
    { path: 'org', title: 'Add Organization' },
    { path: 'new-site-wizard', title: 'New Site Wizard' },
  ]),
  sectionRoute('/setup/devices', 'Devices', 'manage', [
    { path: 'manage', title: 'Devices' },
    { path: 'item/$type/{-$id}', title: 'Device' },
  ]),
  sectionRoute(
    '/setup/payment-gateway',
    'Payment Gateway',
    'manage',
    [
      { path: 'manage', title: 'Gateways' },
      { path: 'item/$category/$type/{-$number}', title: 'Gateway' },
    ],
    // SPEC.md §2: the legacy payment screen at the payment path plus /legacy.
    (section) => [legacyScreenRoute('/setup/payment-gateway/legacy', 'Payment Gateway', section)],
  ),
  sectionRoute('/setup/service-plans', 'Service Plans', 'manage', [
    { path: 'manage', title: 'Service Plans' },
    { path: 'item/{-$id}', title: 'Service Plan' },
  ]),
  nativeScreenRoute('/setup/portal', 'Portal'),
  nativeScreenRoute('/setup/images', 'Images'),
  nativeScreenRoute('/setup/pan-mapping', 'PAN Mapping'),
  sectionRoute('/setup/connection-profiles', 'Connection Profiles', 'manage', [
    { path: 'manage', title: 'Connection Profiles' },
    { path: 'item/$route/$type', title: 'Connection Profile' },
  ]),
  nativeScreenRoute('/setup/advanced-conference', 'Advanced Conference'),
  nativeScreenRoute('/setup/mikrotik-manager', 'Mikrotik Manager'),
];
