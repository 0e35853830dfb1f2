import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  Divider,
  Heading,
  Text,
} from '@adobe/react-spectrum';

/** docs/product/errors.md: the exact text of the `Error Logging In` dialog. */
export const ERROR_LOGGING_IN_TEXT =
  'We encountered an error while trying to log you back in. Please go back to the main log in screen and log in there. Sorry for the inconvenience.';

/** Shown when re-login fails; the only way on is the login page. */
export function ErrorLoggingInDialog({ onBack }: { onBack: () => void }) {
  return (
    <Dialog size="S" role="alertdialog">
      <Heading>Error Logging In</Heading>
      <Divider />
      <Content>
        <Text>{ERROR_LOGGING_IN_TEXT}</Text>
      </Content>
      <ButtonGroup>
        <Button variant="accent" onPress={onBack} autoFocus>
          Back to Log In
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
