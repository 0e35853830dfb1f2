import { Content, Flex, Heading, InlineAlert, ProgressCircle, View } from '@adobe/react-spectrum';
import { type ReactNode, useSyncExternalStore } from 'react';
import { orgTree } from '../../lib/org-tree-store';
import { hasSelectedOrg, useSelectedOrg } from '../../lib/selected-org';

/** SPEC.md §2: the content's message while no org is selected. */
export const NO_ORG_MESSAGE = 'Please select an organization from the list to your left.';

/**
 * A screen of the route table: a spinner until the org list has loaded (SPEC.md §2 "Content
 * appears only after the org list has loaded", so no screen starts on an org the tree has not
 * confirmed), then its content once an org is selected, otherwise the message of SPEC.md §2 in
 * an alert, since every screen works on the selected org.
 */
export function OrgScreen({ title, children }: { title: string; children: ReactNode }) {
  const org = useSelectedOrg();
  useSyncExternalStore(orgTree.subscribe, orgTree.version);
  if (orgTree.source === 'loading') {
    return (
      <Flex justifyContent="center" marginTop="size-400">
        <ProgressCircle aria-label="Loading the organization list" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (!hasSelectedOrg(org)) {
    return (
      <View padding="size-200" maxWidth="size-6000">
        <InlineAlert variant="notice" autoFocus={false}>
          <Heading>No organization selected</Heading>
          <Content>{NO_ORG_MESSAGE}</Content>
        </InlineAlert>
      </View>
    );
  }
  return (
    <View height="100%">
      <Heading level={2} marginTop={0}>
        {title}
      </Heading>
      {children}
    </View>
  );
}
