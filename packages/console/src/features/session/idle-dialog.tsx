import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  Divider,
  Heading,
  Text,
} from '@adobe/react-spectrum';

function minutesAndSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `Are you still there?` with the countdown of docs/product/states.md (render inside a DialogContainer). */
export function IdleDialog({
  remainingMs,
  onStay,
  onLogOut,
}: {
  remainingMs: number;
  onStay: () => void;
  onLogOut: () => void;
}) {
  return (
    <Dialog size="S" role="alertdialog">
      <Heading>Are you still there?</Heading>
      <Divider />
      <Content>
        <Text>
          You have been inactive for a while. For your security you will be logged out in{' '}
          <time aria-live="off">{minutesAndSeconds(remainingMs)}</time>.
        </Text>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onLogOut}>
          Log Out
        </Button>
        <Button variant="accent" onPress={onStay} autoFocus>
          Stay Logged In
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
