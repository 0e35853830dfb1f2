import { Content, Dialog, Flex, Heading, ProgressCircle } from '@adobe/react-spectrum';

/** The `Logging Out` progress dialog (docs/product/screens.md "Session dialogs"). */
export function LoggingOutDialog() {
  return (
    <Dialog size="S">
      <Heading>Logging Out</Heading>
      <Content>
        <Flex justifyContent="center" marginY="size-200">
          <ProgressCircle aria-label="Logging out" isIndeterminate size="L" />
        </Flex>
      </Content>
    </Dialog>
  );
}
