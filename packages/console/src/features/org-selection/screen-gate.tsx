import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useOrgGrants } from '../../hooks/use-org-grants';
import { firstScreen } from '../../lib/platform/first-screen';
import { screenAccess } from '../../lib/screens/screen-access';
import { screenGateMessage } from '../../lib/screens/screen-gate-message';
import type { Screen } from '../../lib/screens/screen-table';

// The refusal loads only when a screen is refused: its alert and button stay off the first load.
const ScreenGateAlert = lazy(() => import('./screen-gate-alert'));

/**
 * Opens a screen only for an org it is for (docs/product/screens.md, docs/product/roles.md), by the same rule as the menus, so
 * a deep link cannot open what the menu hides: a spinner while the grants are checked, then the
 * screen, or an alert saying why not and what to choose instead
 * (docs/decisions/screen-gating.md). It follows the selected org as it changes.
 */
export function ScreenGate({ screen, children }: { screen: Screen; children: ReactNode }) {
  const org = useSelectedOrg();
  const { grants, retry } = useOrgGrants();
  const access = screenAccess(screen, grants);
  // A screen opens in a background render, which React cuts into short tasks: its first render,
  // often the largest of a page load, does not hold the page (docs/decisions/demo-startup.md,
  // "Round 10"). Only the opening waits; a refusal or a new check shows at once.
  const opened = useDeferredValue(access === 'open', false);
  const shown = access === 'open' && opened;
  // The screen, or the alert saying why not, is what the page's first screen shows.
  const settled = shown || (access !== 'open' && access !== 'verifying');
  useEffect(() => {
    if (settled) firstScreen.shown();
  }, [settled]);
  if (shown) return children;
  if (access === 'verifying' || access === 'open') {
    return (
      <Flex justifyContent="center" marginTop="size-400">
        <ProgressCircle
          aria-label={`Checking access to ${screen.title}`}
          isIndeterminate
          size="L"
        />
      </Flex>
    );
  }
  const orgType = grants.status === 'verified' ? grants.orgType : org.type;
  const message = screenGateMessage(screen, access, { name: org.name, type: orgType });
  return (
    <Suspense fallback={null}>
      <ScreenGateAlert
        message={message}
        names={[org.name]}
        {...(access === 'unverified' ? { onRetry: retry } : {})}
      />
    </Suspense>
  );
}
