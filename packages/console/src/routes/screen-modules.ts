import type { ComponentType } from 'react';

/** Loads a native screen's component, as its own chunk. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The built native screens, by their path in the screens table (lib/screens/screen-table.ts),
 * a sub-route's in the spec's notation (`/setup/service-plans/item/{id?}`). A native screen
 * missing here shows that it is not built yet. A test keeps every key a native path of the table.
 */
export const SCREEN_MODULES: Readonly<Record<string, ScreenModule>> = {
  '/setup/organization': () => import('../features/org-edit/edit-org'),
  '/setup/add-org/org': () => import('../features/org-edit/add-org'),
  '/setup/add-org/new-site-wizard': () => import('../features/new-site-wizard/new-site-wizard'),
  '/setup/service-plans/manage': () => import('../features/service-plans/service-plans-list'),
  '/setup/service-plans/item/{id?}': () => import('../features/service-plans/service-plan-item'),
  '/setup/devices/manage': () => import('../features/devices/devices-list'),
  '/setup/devices/item/{type}/{id?}': () => import('../features/devices/device-item'),
  '/setup/payment-gateway/manage': () =>
    import('../features/payment-gateways/payment-gateways-list'),
  '/setup/payment-gateway/item/{category}/{type}/{number?}': () =>
    import('../features/payment-gateways/payment-gateway-item'),
  '/setup/mikrotik-manager/manage': () =>
    import('../features/mikrotik-manager/mikrotik-routers-list'),
  '/setup/mikrotik-manager/item/{id?}': () =>
    import('../features/mikrotik-manager/mikrotik-router-item'),
  '/setup/pan-mapping': () => import('../features/pan-mapping/pan-mapping'),
  '/setup/images': () => import('../features/images/images-screen'),
  '/setup/portal': () => import('../features/portal/portal-screen'),
  '/setup/connection-profiles/manage': () =>
    import('../features/connection-profiles/connection-profiles-list'),
  '/setup/connection-profiles/item/{route}/{type}': () =>
    import('../features/connection-profiles/connection-profile-item'),
  '/manage/access-codes/manage': () => import('../features/access-codes/access-code-batches'),
  '/manage/access-codes/batch/{id}': () => import('../features/access-codes/access-code-batch'),
  '/manage/promotions/manage': () => import('../features/promotions/promotions-list'),
  '/manage/promotions/item/{type}/{id?}': () => import('../features/promotions/promotion-item'),
  '/manage/conference/manage': () => import('../features/conferences/conferences-list'),
  '/manage/conference/item/{id?}': () => import('../features/conferences/conference-item'),
  '/setup/advanced-conference': () => import('../features/conferences/advanced-conference'),
  '/manage/role-templates/manage': () => import('../features/role-templates/role-templates-list'),
  '/manage/role-templates/item/{type}/{id?}': () =>
    import('../features/role-templates/role-template-item'),
  // One chunk for both: each route takes its own screen of it.
  '/manage/bulk-change': () =>
    import('../features/bulk-change/bulk-change-screens').then(({ BulkChange }) => ({
      default: BulkChange,
    })),
  '/manage/bulk-change/history': () =>
    import('../features/bulk-change/bulk-change-screens').then(({ ChangeSetsHistory }) => ({
      default: ChangeSetsHistory,
    })),
  '/report/overview': () => import('../features/overview/overview-screen'),
  '/report/revenue': () => import('../features/reports/revenue-summary'),
  '/report/pms': () => import('../features/reports/pms-transactions'),
  '/report/cc': () => import('../features/reports/card-transactions'),
  '/report/group': () => import('../features/reports/group-sales'),
  '/report/user': () => import('../features/reports/user-sales'),
  '/support/radius': () => import('../features/reports/radius-activity'),
  '/support/loyalty': () => import('../features/reports/loyalty-activity'),
  '/support/account': () => import('../features/find-accounts/find-accounts'),
  '/support/org-search': () => import('../features/adv-org-search/adv-org-search'),
  '/support/admin-history': () => import('../features/admin-history/admin-history-list'),
};
