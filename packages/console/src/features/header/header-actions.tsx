import { ActionButton, Flex, Text, View } from '@adobe/react-spectrum';
import Feedback from '@spectrum-icons/workflow/Feedback';
import Help from '@spectrum-icons/workflow/Help';
import LogOut from '@spectrum-icons/workflow/LogOut';
import User from '@spectrum-icons/workflow/User';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSmallScreen } from '../../hooks/app-state';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { settings } from '../../lib/platform/settings';
import { logout } from '../../lib/session/logout';
import { showShellDialog } from '../../lib/session/shell-dialogs';
import { WithTooltip } from '../../ui/with-tooltip';

// Demo and dev builds only, spelled out so a production build drops the import (see
// lib/platform/demo.ts); loaded after first paint, off the first load's budget.
const DEMO = import.meta.env.MODE === 'demo' || import.meta.env.DEV;
const ResetDemoButton = DEMO ? lazy(() => import('./reset-demo-button')) : () => null;
// Only a small screen needs the overflow menu (docs/decisions/small-screens.md).
const HeaderMenu = lazy(() => import('./header-menu'));

function HeaderButton({
  label,
  onPress,
  children,
}: {
  label: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <WithTooltip label={label}>
      <ActionButton isQuiet aria-label={label} onPress={onPress} staticColor="white">
        {children}
      </ActionButton>
    </WithTooltip>
  );
}

/**
 * The right side of the header bar (docs/product/screens.md): feedback, profile with the display name, the
 * knowledge base in a new tab, and logout. Below 960px the labels give way to their icons; below
 * the mobile breakpoint all but the profile move into a `More` menu
 * (docs/decisions/small-screens.md).
 */
export function HeaderActions({
  displayName,
  goTo,
  helpUrl = settings.helpUrl,
}: {
  displayName: ReactNode;
  /** The `Go to…` button, first in the bar at every width. */
  goTo?: ReactNode;
  helpUrl?: string;
}) {
  const api = useShellCalls();
  const compact = useSmallScreen();
  const [askingReset, setAskingReset] = useState(false);
  const openHelp = () => window.open(helpUrl, '_blank', 'noopener,noreferrer');
  const logOut = () => void logout(() => api.logout(), { redirect: true });
  const profile = (
    <WithTooltip label="View Profile/Change Password">
      <ActionButton
        isQuiet
        aria-label="View Profile/Change Password"
        onPress={() => showShellDialog('profile')}
        staticColor="white"
      >
        <User />
        {/* Hidden below 960px by app-shell.css; the button is named by its label. */}
        <Text UNSAFE_className="gn-header-wide-label">{displayName}</Text>
      </ActionButton>
    </WithTooltip>
  );
  return (
    <nav aria-label="Account">
      <Flex alignItems="center" gap="size-50">
        {goTo}
        <Suspense fallback={null}>
          <ResetDemoButton
            showButton={!compact}
            asking={askingReset}
            onAskingChange={setAskingReset}
          />
        </Suspense>
        {compact ? (
          <>
            {profile}
            {/* The menu's place is kept while its code loads, so the icons beside it stay put. */}
            <Suspense fallback={<View width="size-400" height="size-400" />}>
              <HeaderMenu
                actions={[
                  ...(DEMO
                    ? [{ key: 'reset', label: 'Reset demo data', run: () => setAskingReset(true) }]
                    : []),
                  {
                    key: 'feedback',
                    label: 'Give Product Feedback',
                    run: () => showShellDialog('feedback'),
                  },
                  { key: 'help', label: 'Help', run: openHelp },
                  { key: 'logout', label: 'Logout', run: logOut },
                ]}
              />
            </Suspense>
          </>
        ) : (
          <>
            <HeaderButton label="Give Product Feedback" onPress={() => showShellDialog('feedback')}>
              <Feedback />
            </HeaderButton>
            {profile}
            <HeaderButton label="Help" onPress={openHelp}>
              <Help />
            </HeaderButton>
            <HeaderButton label="Logout" onPress={logOut}>
              <LogOut />
            </HeaderButton>
          </>
        )}
      </Flex>
    </nav>
  );
}
