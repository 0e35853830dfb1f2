import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOrgNode } from '../../lib/org/org-node';
import { orgTree } from '../../lib/org/org-tree-store';
import { NO_ORG, selectedOrgFromNode, setSelectedOrg } from '../../lib/org/selected-org';
import { NO_ORG_MESSAGE, OrgScreen } from './org-screen';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

function renderScreen() {
  render(
    <Provider theme={defaultTheme}>
      <OrgScreen title="Devices">
        <p>device list</p>
      </OrgScreen>
    </Provider>,
  );
}

afterEach(() => {
  setSelectedOrg(NO_ORG);
  orgTree.setRoots([], 'loading');
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
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
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
});
