import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useEffect, useSyncExternalStore } from 'react';
import { useDrawerOpen } from '../../lib/drawer-state';
import { orgApi } from '../../lib/org-api-sdk';
import { ensureOrgListLoaded } from '../../lib/org-tree-load';
import { orgTree } from '../../lib/org-tree-store';
import { LegacyOrgTree } from './legacy-org-tree';
import { OrgLegend } from './org-legend';
import { OrgTree } from './org-tree';
import { SetOrgFrame } from './set-org-frame';
import { useDrawerResize } from './use-drawer-resize';

/**
 * The left drawer (SPEC.md §2): the org tree once the list has loaded (a spinner until then), or
 * the legacy tree when the list call failed; resizable by its 5px edge; open state from the
 * header's toggle. The hidden SetOrg frame lives here so it works with the drawer closed.
 */
export function OrgDrawer() {
  const open = useDrawerOpen();
  const { width, handleProps } = useDrawerResize();
  useSyncExternalStore(orgTree.subscribe, orgTree.version);
  useEffect(() => {
    void ensureOrgListLoaded(orgApi);
  }, []);

  return (
    <>
      <SetOrgFrame />
      {open && (
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
          {orgTree.source === 'loading' && (
            <Flex justifyContent="center" marginTop="size-400">
              <ProgressCircle aria-label="Loading organizations" isIndeterminate size="L" />
            </Flex>
          )}
          {orgTree.source === 'legacy' && <LegacyOrgTree />}
          {orgTree.source === 'native' && (
            <>
              <OrgTree />
              <OrgLegend />
            </>
          )}
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
      )}
    </>
  );
}
