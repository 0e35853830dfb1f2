import { Content, Heading, InlineAlert, View } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';
import { hasSelectedOrg, useSelectedOrg } from '../../lib/selected-org';

/** SPEC.md §2: the content's message while no org is selected. */
export const NO_ORG_MESSAGE = 'Please select an organization from the list to your left.';

/**
 * A screen of the route table: its content once an org is selected, otherwise the message of
 * SPEC.md §2 in an alert, since every screen works on the selected org.
 */
export function OrgScreen({ title, children }: { title: string; children: ReactNode }) {
  const org = useSelectedOrg();
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
