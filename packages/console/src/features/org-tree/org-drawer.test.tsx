import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { drawerOpen } from '../../lib/session/drawer-state';
import { OrgDrawer } from './org-drawer';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

describe('OrgDrawer', () => {
  // docs/decisions/demo-startup.md: React.lazy would suspend once more here, and React would hold
  // the tree back for its fallback throttle after the list had arrived.
  it('shows the tree in the same render as the org list once the panel has loaded', async () => {
    drawerOpen.set(true);
    const bed = consoleTestbed();
    render(
      <Provider theme={defaultTheme}>
        <bed.wrapper>
          <OrgDrawer />
        </bed.wrapper>
      </Provider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading organizations' })).toBeTruthy();
    // The drawer started loading the panel when it mounted; wait until that import has settled.
    await act(() => import('./org-tree-panel'));

    act(() => bed.session.tree.setRoots([site]));

    expect(screen.getByRole('tree')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading organizations' })).toBeNull();
  });
});
