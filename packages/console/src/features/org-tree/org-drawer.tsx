import { ActionButton, Flex, ProgressCircle } from '@adobe/react-spectrum';
import ShowMenu from '@spectrum-icons/workflow/ShowMenu';
import { lazy, Suspense, useEffect } from 'react';
import { useDrawerOpen, useSmallScreen } from '../../hooks/app-state';
import { useOrgTreeStore } from '../../hooks/org-session';
import { useStore } from '../../hooks/use-store';
import { moduleLoader } from '../../lib/platform/module-loader';
import { useDrawerOverlay } from './use-drawer-overlay';
import { useDrawerResize } from './use-drawer-resize';
import './org-drawer.css';

// The tree cannot show before the org list arrives, so its code loads alongside the session check
// and the list rather than in the first load, which has a size budget
// (docs/decisions/light-theme-only.md); the legacy tree only when the list fails. Once the
// panel's module has arrived it renders in the same render as the list, not through React.lazy,
// whose suspension would hold the tree back by React's fallback throttle
// (docs/decisions/demo-startup.md).
const treePanel = moduleLoader(() => import('./org-tree-panel'));
const LazyOrgTreePanel = lazy(() => treePanel.load());

/**
 * Starts loading the tree's code; main.tsx calls it as the page starts, so the code is there when
 * the org list arrives. A failure is left to the drawer, whose lazy panel tries again.
 */
export function preloadOrgTreePanel(): void {
  void treePanel.load().catch(() => {});
}
const LegacyOrgTree = lazy(() =>
  import('./legacy-org-tree').then((module) => ({ default: module.LegacyOrgTree })),
);

function Loading() {
  return (
    <Flex justifyContent="center" marginTop="size-400">
      <ProgressCircle aria-label="Loading organizations" isIndeterminate size="L" />
    </Flex>
  );
}

/**
 * The left drawer (docs/product/screens.md): the org tree once the list has loaded (a spinner until then), or
 * the legacy tree when the list call failed; open state from the header's toggle. The root layout
 * starts the org list. Above the mobile breakpoint it sits beside the screen, resizable by its
 * 5px edge; below it, it lies over the screen on a scrim (docs/decisions/small-screens.md).
 */
export function OrgDrawer() {
  const open = useDrawerOpen();
  const overlay = useSmallScreen();
  const { width, handleProps } = useDrawerResize();
  const orgTree = useOrgTreeStore();
  const OrgTreePanel = useStore(treePanel.module)?.default ?? LazyOrgTreePanel;
  const { panelRef, close } = useDrawerOverlay(overlay && open);
  useEffect(preloadOrgTreePanel, []);
  if (!open) return null;

  const tree = (
    <Suspense fallback={<Loading />}>
      {orgTree.source === 'loading' && <Loading />}
      {orgTree.source === 'legacy' && <LegacyOrgTree />}
      {orgTree.source === 'native' && <OrgTreePanel />}
    </Suspense>
  );
  if (overlay) {
    return (
      <div className="gn-drawer-overlay">
        {/* A tap outside the drawer closes it; keyboard users have Escape. */}
        <div className="gn-drawer-scrim" data-testid="drawer-scrim" aria-hidden onClick={close} />
        <aside
          ref={panelRef}
          aria-label="Organization tree"
          tabIndex={-1}
          className="gn-drawer-panel"
          style={{ width }}
        >
          {/* Over the header, the drawer repeats its toggle where the header's was. */}
          <div className="gn-drawer-bar">
            <ActionButton isQuiet staticColor="white" aria-label="Close Org Tree" onPress={close}>
              <ShowMenu />
            </ActionButton>
            <span>Organizations</span>
          </div>
          {tree}
        </aside>
      </div>
    );
  }
  return (
    <aside
      aria-label="Organization tree"
      style={{
        position: 'relative',
        width,
        flexShrink: 0,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        borderRight: '1px solid var(--spectrum-global-color-gray-300)',
      }}
    >
      {tree}
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be dragged */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize organization tree"
        aria-valuenow={width}
        tabIndex={0}
        data-testid="drawer-resize"
        {...handleProps}
        style={{
          position: 'absolute',
          top: 0,
          right: -3,
          width: 5,
          height: '100%',
          cursor: 'col-resize',
          touchAction: 'none',
          zIndex: 1,
        }}
      />
    </aside>
  );
}
