import { Button, Content, Flex, Heading, InlineAlert, Text, View } from '@adobe/react-spectrum';
import { useSmallScreen } from '../../hooks/app-state';
import { setDrawerOpen } from '../../lib/session/drawer-state';
import { NO_ORG_MESSAGE } from './no-org-message';

/** The label of the button that opens the tree where the message's "list to your left" is hidden. */
export const OPEN_ORG_TREE = 'Open org tree';

/**
 * The alert of docs/product/screens.md while no org is selected; a chunk of its own (see org-screen.tsx).
 * Below the mobile breakpoint the tree is a closed drawer, not a list to the left: the alert keeps
 * its text and gives a button that opens the drawer, whose tree then takes the focus
 * (docs/decisions/small-screens.md).
 */
export default function NoOrgNotice() {
  const small = useSmallScreen();
  return (
    <View padding="size-200" maxWidth="size-6000">
      <InlineAlert variant="notice" autoFocus={false}>
        <Heading>No organization selected</Heading>
        <Content>
          {small ? (
            <Flex direction="column" gap="size-150" alignItems="start">
              <Text>{NO_ORG_MESSAGE}</Text>
              <Button variant="primary" onPress={() => setDrawerOpen(true)}>
                {OPEN_ORG_TREE}
              </Button>
            </Flex>
          ) : (
            NO_ORG_MESSAGE
          )}
        </Content>
      </InlineAlert>
    </View>
  );
}
