import { ActionButton, Flex, Text } from '@adobe/react-spectrum';
import Feedback from '@spectrum-icons/workflow/Feedback';
import Help from '@spectrum-icons/workflow/Help';
import LogOut from '@spectrum-icons/workflow/LogOut';
import User from '@spectrum-icons/workflow/User';
import { lazy, type ReactNode, Suspense } from 'react';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { settings } from '../../lib/platform/settings';
import { logout } from '../../lib/session/logout';
import { showShellDialog } from '../../lib/session/shell-dialogs';
import { WithTooltip } from '../../ui/with-tooltip';

// Demo and dev builds only, spelled out so a production build drops the import (see
// lib/platform/demo.ts); loaded after first paint, off the first load's budget.
const ResetDemoButton =
  import.meta.env.MODE === 'demo' || import.meta.env.DEV
    ? lazy(() => import('./reset-demo-button'))
    : () => null;

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
 * The right side of the header bar (SPEC.md §2): feedback, profile with the display name, the
 * knowledge base in a new tab, and logout.
 */
export function HeaderActions({
  displayName,
  helpUrl = settings.helpUrl,
}: {
  displayName: ReactNode;
  helpUrl?: string;
}) {
  const api = useShellCalls();
  return (
    <nav aria-label="Account">
      <Flex alignItems="center" gap="size-50">
        <Suspense fallback={null}>
          <ResetDemoButton />
        </Suspense>
        <HeaderButton label="Give Product Feedback" onPress={() => showShellDialog('feedback')}>
          <Feedback />
        </HeaderButton>
        <WithTooltip label="View Profile/Change Password">
          <ActionButton
            isQuiet
            aria-label="View Profile/Change Password"
            onPress={() => showShellDialog('profile')}
            staticColor="white"
          >
            <User />
            <Text>{displayName}</Text>
          </ActionButton>
        </WithTooltip>
        <HeaderButton
          label="Help"
          onPress={() => window.open(helpUrl, '_blank', 'noopener,noreferrer')}
        >
          <Help />
        </HeaderButton>
        <HeaderButton
          label="Logout"
          onPress={() => void logout(() => api.logout(), { redirect: true })}
        >
          <LogOut />
        </HeaderButton>
      </Flex>
    </nav>
  );
}
