import { Content, Heading, InlineAlert, View } from '@adobe/react-spectrum';
import { NO_ORG_MESSAGE } from './no-org-message';

/** The alert of SPEC.md §2 while no org is selected; a chunk of its own (see org-screen.tsx). */
export default function NoOrgNotice() {
  return (
    <View padding="size-200" maxWidth="size-6000">
      <InlineAlert variant="notice" autoFocus={false}>
        <Heading>No organization selected</Heading>
        <Content>{NO_ORG_MESSAGE}</Content>
      </InlineAlert>
    </View>
  );
}
