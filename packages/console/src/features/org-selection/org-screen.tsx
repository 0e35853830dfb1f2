import { Flex, Heading, ProgressCircle, View } from '@adobe/react-spectrum';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useOrgTreeStore, useSelectedOrg } from '../../hooks/org-session';
import { hasSelectedOrg } from '../../lib/org/selected-org';
import { firstScreen } from '../../lib/platform/first-screen';
import type { Screen } from '../../lib/screens/screen-table';
import { ScreenGate } from './screen-gate';

export { NO_ORG_MESSAGE } from './no-org-message';

// The alert (and its icons) can only show once the org list has loaded, so it loads meanwhile
// instead of weighing on the console's first load and its 200 kB budget
// (docs/decisions/light-theme-only.md).
const loadNotice = () => import('./no-org-notice');
const NoOrgNotice = lazy(loadNotice);

/**
 * A screen of the route table: a spinner until the org list has loaded (docs/product/screens.md "Content
 * appears only after the org list has loaded", so no screen starts on an org the tree has not
 * confirmed), then, once an org is selected, its title and content if the org may open it
 * (screen-gate.tsx); with no org selected the message of docs/product/screens.md in an alert, since every
 * screen works on the selected org.
 */
export function OrgScreen({
  screen,
  title,
  children,
}: {
  /** The screens table's entry, whose org types and feature decide whether it opens. */
  screen: Screen;
  /** The heading: the screen's title, or the sub-route's. */
  title: string;
  children: ReactNode;
}) {
  const org = useSelectedOrg();
  const orgTree = useOrgTreeStore();
  useEffect(() => {
    void loadNotice();
  }, []);
  const noOrg = orgTree.source !== 'loading' && !hasSelectedOrg(org);
  useEffect(() => {
    // With no org selected, the notice is the page's first screen.
    if (noOrg) firstScreen.shown();
  }, [noOrg]);
  if (orgTree.source === 'loading') {
    return (
      <Flex justifyContent="center" marginTop="size-400">
        <ProgressCircle aria-label="Loading the organization list" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (!hasSelectedOrg(org)) {
    return (
      <Suspense fallback={null}>
        <NoOrgNotice />
      </Suspense>
    );
  }
  return (
    <ScreenGate screen={screen}>
      <View height="100%">
        <Heading level={2} marginTop={0}>
          {title}
        </Heading>
        {children}
      </View>
    </ScreenGate>
  );
}
