import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { type AnyRoute, createRoute, Outlet, redirect } from '@tanstack/react-router';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { LegacyPage } from '../features/legacy-page/legacy-page';
import { LeaveItemOnOrgChange } from '../features/org-selection/leave-item-on-org-change';
import { OrgScreen } from '../features/org-selection/org-screen';
import { useStore } from '../hooks/use-store';
import { firstScreen } from '../lib/platform/first-screen';
import { type ModuleLoader, moduleLoader } from '../lib/platform/module-loader';
import { createStore } from '../lib/platform/store';
import {
  legacyPageRoute,
  type Screen,
  type SubRoute,
  subRoutePath,
} from '../lib/screens/screen-table';
import { rootRoute } from './root';
import { SCREEN_MODULES } from './screen-modules';

/** A path in the spec's notation as TanStack Router reads it: `{id}` → `$id`, `{id?}` → `{-$id}`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\?\}/g, '{-$$$1}').replace(/\{(\w+)\}/g, '$$$1');
}

// Unbuilt screens say so from their own chunk, so the first load does not carry the message.
const ScreenPending = lazy(() =>
  import('../features/org-selection/screen-pending').then(({ ScreenPending }) => ({
    default: ScreenPending,
  })),
);

// One loader per built screen, made once: each loads as its own chunk, starting when its route
// matches (so a deep link's screen loads alongside the org list). Once loaded, the screen renders
// in the same render; React.lazy, which would suspend once and be held back by React's fallback
// throttle, only covers a screen whose chunk has not arrived (docs/decisions/demo-startup.md).
type LoadedScreen = { loader: ModuleLoader<{ default: ComponentType }>; Lazy: ComponentType };
const LOADED_SCREENS = new Map<string, LoadedScreen>(
  Object.entries(SCREEN_MODULES).map(([path, load]) => {
    // A task after the click that opened the screen, so the click's task ends sooner.
    const loader = moduleLoader(load, { inNextTask: true });
    return [path, { loader, Lazy: lazy(() => loader.load()) }] as const;
  }),
);
// What a screen not built yet reads in place of a loader's module: never anything.
const NOT_BUILT = createStore<{ default: ComponentType } | undefined>(undefined);

// The screens' address schemas (routes/screen-addresses.ts), with valibot, as a chunk of their own
// that starts loading with the routes, so the first load carries neither. Until it has arrived
// (the first screen's chunk loads beside it) a route hands on the search as it is; the screen
// reads it through the same schema either way (docs/decisions/typed-addresses.md).
const ADDRESSES = moduleLoader(() => import('./screen-addresses'));

/** Resolves once the routes validate each screen's address with its schema. */
export function loadScreenAddresses(): Promise<unknown> {
  return ADDRESSES.load();
}
// Once the first screen has shown (docs/decisions/demo-startup.md, "Round 10").
void firstScreen
  .after()
  .then(loadScreenAddresses)
  .catch(() => {});

/** Starts loading a screen's chunk, if it is built; a failure is left to the lazy component. */
function preloadScreen(tablePath: string): void {
  void LOADED_SCREENS.get(tablePath)
    ?.loader.load()
    .catch(() => {});
}

/** A native screen's content: its module if built, else what it will be (docs/product/screens.md). */
function NativeScreen({ tablePath, title }: { tablePath: string; title: string }) {
  const screen = LOADED_SCREENS.get(tablePath);
  const Loaded = useStore(screen?.loader.module ?? NOT_BUILT)?.default ?? screen?.Lazy;
  return (
    <Suspense
      fallback={
        <Flex justifyContent="center" marginTop="size-400">
          <ProgressCircle aria-label={`Loading ${title}`} isIndeterminate size="L" />
        </Flex>
      }
    >
      {Loaded ? <Loaded /> : <ScreenPending title={title} />}
    </Suspense>
  );
}

/** One route showing a screen of the table, behind the org list, org and gate checks. */
function screenRoute(
  screen: Screen,
  parent: AnyRoute,
  path: string,
  title: string,
  content: () => ReactNode,
  kind: 'list' | 'item' | 'other' = 'other',
  nativePath?: string,
) {
  const listPath = `${screen.path}/${screen.defaultSubRoute ?? 'manage'}`;
  return createRoute({
    getParentRoute: () => parent,
    path,
    // The screen's search parameters, as its schema reads them (routes/screen-addresses.ts): an
    // unknown or malformed one reads as its default, never an error.
    ...(nativePath
      ? {
          validateSearch: (raw: Record<string, unknown>) =>
            ADDRESSES.module.get()?.validateScreenAddress(nativePath, kind, raw) ?? raw,
        }
      : {}),
    // Not awaited: the chunk loads while the org list and the gate checks do.
    ...(nativePath ? { loader: () => preloadScreen(nativePath) } : {}),
    component: () => (
      <>
        {kind === 'item' && <LeaveItemOnOrgChange listPath={listPath} />}
        <OrgScreen screen={screen} title={title}>
          {content()}
        </OrgScreen>
      </>
    ),
  });
}

function subRouteRoute(screen: Screen, section: AnyRoute, sub: SubRoute) {
  const tablePath = subRoutePath(screen, sub);
  if (sub.kind === 'legacy') {
    return screenRoute(screen, section, routerPath(sub.path), sub.title, () => (
      <LegacyPage route={legacyPageRoute(screen, sub)} title={sub.title} />
    ));
  }
  // A list named as its screen is just the screen (`Service Plans`, not twice).
  const title = sub.title === screen.title ? screen.title : `${screen.title}: ${sub.title}`;
  return screenRoute(
    screen,
    section,
    routerPath(sub.path),
    title,
    () => <NativeScreen tablePath={tablePath} title={title} />,
    sub.path === 'manage'
      ? 'list'
      : sub.path.startsWith('item') || sub.path.startsWith('batch')
        ? 'item'
        : 'other',
    tablePath,
  );
}

/**
 * The routes of one screen of the table. A screen with sub-routes (docs/product/screens.md "Sub-routes") is a
 * section whose bare path redirects to its default sub-route
 * (docs/decisions/route-table-sub-routes.md), or without one shows the screen itself, each
 * sub-route with its parameters.
 */
export function routesOfScreen(screen: Screen): AnyRoute {
  const { path, title, subRoutes, defaultSubRoute } = screen;
  const content = () => <NativeScreen tablePath={path} title={title} />;
  if (!subRoutes) {
    if (screen.kind === 'legacy') {
      return screenRoute(screen, rootRoute, path, title, () => (
        <LegacyPage route={path} title={title} />
      ));
    }
    return screenRoute(screen, rootRoute, path, title, content, 'other', path);
  }
  const section = createRoute({ getParentRoute: () => rootRoute, path, component: Outlet });
  const index =
    defaultSubRoute === undefined
      ? screenRoute(screen, section, '/', title, content, 'other', path)
      : createRoute({
          getParentRoute: () => section,
          path: '/',
          beforeLoad: () => {
            throw redirect({ to: `${path}/${defaultSubRoute}`, search: true, replace: true });
          },
        });
  return section.addChildren([
    index,
    ...subRoutes.map((sub) => subRouteRoute(screen, section, sub)),
  ]);
}
