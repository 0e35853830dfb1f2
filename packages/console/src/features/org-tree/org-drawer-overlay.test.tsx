import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { followScreenSize, type ScreenQuery, smallScreen } from '../../lib/platform/screen-size';
import { isDrawerOpen, setDrawerOpen } from '../../lib/session/drawer-state';
import { OrgDrawer } from './org-drawer';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

// A phone's window: the media query of the breakpoint matches (docs/decisions/small-screens.md).
const phone = {
  matches: true,
  addEventListener: () => {},
  removeEventListener: () => {},
} as unknown as ScreenQuery;

function renderDrawer() {
  const bed = consoleTestbed();
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <button type="button">Toggle Org Tree</button>
        <OrgDrawer />
      </bed.wrapper>
    </Provider>,
  );
  return bed;
}

/** Opens the drawer from the toggle, as the header does, so the focus has somewhere to return. */
function openFromToggle() {
  const toggle = screen.getByRole('button', { name: 'Toggle Org Tree' });
  toggle.focus();
  act(() => setDrawerOpen(true));
  return toggle;
}

describe('OrgDrawer below the mobile breakpoint', () => {
  let stop = () => {};
  beforeEach(() => {
    stop = followScreenSize(phone);
  });
  afterEach(() => {
    act(() => setDrawerOpen(false));
    stop();
    // The window is a desktop's again for the files that run after this one in the same worker.
    smallScreen.set(false);
  });

  it('is closed until the toggle opens it, then takes the focus over the screen', () => {
    renderDrawer();
    expect(screen.queryByRole('complementary', { name: 'Organization tree' })).toBeNull();
    openFromToggle();
    const drawer = screen.getByRole('complementary', { name: 'Organization tree' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    // No resize edge: the overlay's width is the window's, less a strip of scrim.
    expect(screen.queryByRole('separator', { name: 'Resize organization tree' })).toBeNull();
  });

  // The phone's toggle pressed before the org list has arrived: the drawer opens on its spinner,
  // and the row that comes with the list takes the focus (it used to stay on the panel).
  it('gives the focus to the tree’s row when the tree arrives after the drawer opened', async () => {
    const bed = renderDrawer();
    await act(() => import('./org-tree-panel'));
    openFromToggle();
    const drawer = screen.getByRole('complementary', { name: 'Organization tree' });
    expect(screen.getByRole('progressbar', { name: 'Loading organizations' })).toBeTruthy();
    expect(document.activeElement).toBe(drawer);
    await act(async () => bed.session.tree.setRoots([site]));
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Harbour Hotel' }));
  });

  it('leaves the focus where the user put it while the tree was loading', async () => {
    const bed = renderDrawer();
    await act(() => import('./org-tree-panel'));
    openFromToggle();
    const close = screen.getByRole('button', { name: 'Close Org Tree' });
    close.focus();
    await act(async () => bed.session.tree.setRoots([site]));
    expect(screen.getByRole('treeitem', { name: 'Harbour Hotel' })).toBeTruthy();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives the focus back to the toggle', () => {
    renderDrawer();
    const toggle = openFromToggle();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(isDrawerOpen()).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Organization tree' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a tap outside it', () => {
    renderDrawer();
    const toggle = openFromToggle();
    fireEvent.click(screen.getByTestId('drawer-scrim'));
    expect(isDrawerOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes once an org is chosen', () => {
    const bed = renderDrawer();
    openFromToggle();
    act(() => bed.session.selected.set(selectedOrgFromNode(site)));
    expect(isDrawerOpen()).toBe(false);
  });
});
