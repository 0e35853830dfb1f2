import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { OPEN_ORG_TREE } from '../src/features/org-selection/no-org-notice';
import { NO_ORG_MESSAGE, OrgScreen } from '../src/features/org-selection/org-screen';
import { OrgDrawer } from '../src/features/org-tree/org-drawer';
import { buildOrgNode } from '../src/lib/org/org-node';
import { smallScreen } from '../src/lib/platform/screen-size';
import { SCREENS } from '../src/lib/screens/screen-table';
import { isDrawerOpen, setDrawerOpen } from '../src/lib/session/drawer-state';
import { consoleTestbed } from './console-testbed';

// The no-org screen and the drawer together, as the shell lays them out on a phone: two features,
// so the test lives here rather than beside either.
const adminHistory = (() => {
  const found = SCREENS.find((s) => s.alwaysAllowed);
  if (!found) throw new Error('The screens table has no screen that always opens');
  return found;
})();
const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

// The drawer's state is a module's: closed again for the next test (the screen's size is reset by
// the setup file).
afterEach(() => act(() => setDrawerOpen(false)));

it('on a phone, keeps the message and opens the tree from a button, whose tree takes the focus', async () => {
  // Below the breakpoint the drawer is closed until asked for: there is no list to the left.
  smallScreen.set(true);
  const bed = consoleTestbed();
  bed.session.tree.setRoots([site]);
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <OrgDrawer />
        <OrgScreen screen={adminHistory} title="Admin History">
          <p>device list</p>
        </OrgScreen>
      </bed.wrapper>
    </Provider>,
  );
  expect(await screen.findByText(NO_ORG_MESSAGE)).toBeTruthy();
  expect(screen.queryByRole('complementary', { name: 'Organization tree' })).toBeNull();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: OPEN_ORG_TREE }));
  expect(isDrawerOpen()).toBe(true);
  // The tree's row, not only the drawer, has the focus (the journey long-text-fit checked this
  // in the browser; docs/decisions/test-command-time.md), and Escape closes the drawer again.
  const drawer = screen.getByRole('complementary', { name: 'Organization tree' });
  await waitFor(() =>
    expect(document.activeElement).toBe(within(drawer).getAllByRole('treeitem')[0]),
  );
  await user.keyboard('{Escape}');
  expect(isDrawerOpen()).toBe(false);
  expect(screen.queryByRole('complementary', { name: 'Organization tree' })).toBeNull();
});
