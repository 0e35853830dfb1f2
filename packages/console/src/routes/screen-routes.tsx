import { type AnyRoute, createRoute, Outlet, redirect } from '@tanstack/react-router';
import { LegacyPage } from '../features/legacy-page/legacy-page';
import { OrgScreen } from '../features/org-selection/org-screen';
import { ScreenPending } from '../features/org-selection/screen-pending';
import { rootRoute } from './root';

/** A native screen of the route table; its content is later work (SPEC.md §2). */
export function nativeScreenRoute(path: string, title: string, parent: AnyRoute = rootRoute) {
  return createRoute({
    getParentRoute: () => parent,
    path,
    component: () => (
      <OrgScreen title={title}>
        <ScreenPending title={title} />
      </OrgScreen>
    ),
  });
}

/** An embedded legacy screen, framed by the page wrapper (SPEC.md §2). */
export function legacyScreenRoute(route: string, title: string, parent: AnyRoute = rootRoute) {
  const path = parent === rootRoute ? route : (route.split('/').at(-1) ?? route);
  return createRoute({
    getParentRoute: () => parent,
    path,
    component: () => (
      <OrgScreen title={title}>
        <LegacyPage route={route} title={title} />
      </OrgScreen>
    ),
  });
}

/**
 * A screen with sub-routes (SPEC.md §2 "Sub-routes"): its bare path redirects to the default
 * sub-route (`manage` for lists; docs/decisions/route-table-sub-routes.md), each sub-route is a
 * native screen with its parameters.
 */
export function sectionRoute(
  path: string,
  title: string,
  defaultChild: string,
  children: readonly { path: string; title: string }[],
  extra: (section: AnyRoute) => AnyRoute[] = () => [],
) {
  const section = createRoute({ getParentRoute: () => rootRoute, path, component: Outlet });
  const index = createRoute({
    getParentRoute: () => section,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: `${path}/${defaultChild}`, replace: true });
    },
  });
  return section.addChildren([
    index,
    ...children.map((child) => nativeScreenRoute(child.path, `${title}: ${child.title}`, section)),
    ...extra(section),
  ]);
}
