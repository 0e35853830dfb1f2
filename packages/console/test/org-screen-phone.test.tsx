import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
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
  await userEvent.setup().click(screen.getByRole('button', { name: OPEN_ORG_TREE }));
  expect(isDrawerOpen()).toBe(true);
  const drawer = screen.getByRole('complementary', { name: 'Organization tree' });
  expect(drawer.contains(document.activeElement)).toBe(true);
});
