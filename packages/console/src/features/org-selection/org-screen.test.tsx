import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { SCREENS } from '../../lib/screens/screen-table';
import { OPEN_ORG_TREE } from './no-org-notice';
import { NO_ORG_MESSAGE, OrgScreen } from './org-screen';

// Admin History always opens, so these tests see the org list and org checks alone (the grants
// are screen-gate.test.tsx's).
const adminHistory = (() => {
  const found = SCREENS.find((s) => s.alwaysAllowed);
  if (!found) throw new Error('The screens table has no screen that always opens');
  return found;
})();
const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

let bed: ReturnType<typeof consoleTestbed>;
let orgTree: ReturnType<typeof consoleTestbed>['session']['tree'];
const setSelectedOrg = (org: ReturnType<typeof selectedOrgFromNode>) =>
  bed.session.selected.set(org);

function renderScreen() {
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <OrgScreen screen={adminHistory} title="Admin History">
          <p>device list</p>
        </OrgScreen>
      </bed.wrapper>
    </Provider>,
  );
}

beforeEach(() => {
  bed = consoleTestbed();
  orgTree = bed.session.tree;
});

describe('OrgScreen', () => {
  it('shows only a spinner until the org list has loaded, even with a remembered org', () => {
    setSelectedOrg(selectedOrgFromNode(site));
    orgTree.setRoots([], 'loading');
    renderScreen();
    expect(screen.getByRole('progressbar', { name: 'Loading the organization list' })).toBeTruthy();
    expect(screen.queryByText('device list')).toBeNull();
    act(() => orgTree.setRoots([site]));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin History' })).toBeTruthy();
    expect(screen.getByText('device list')).toBeTruthy();
  });

  it('asks for an org once the list is there and none is selected', async () => {
    orgTree.setRoots([site]);
    renderScreen();
    expect(await screen.findByText(NO_ORG_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('device list')).toBeNull();
  });

  it('shows the screen beside the legacy tree once the list call has failed', () => {
    setSelectedOrg(selectedOrgFromNode(site));
    orgTree.setSource('legacy');
    renderScreen();
    expect(screen.getByText('device list')).toBeTruthy();
  });

  it('has no such button beside the tree on a wider screen', async () => {
    orgTree.setRoots([site]);
    renderScreen();
    expect(await screen.findByText(NO_ORG_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: OPEN_ORG_TREE })).toBeNull();
  });
});
