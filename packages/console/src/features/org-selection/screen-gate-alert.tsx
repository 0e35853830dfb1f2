import { Button, Content, Flex, Heading, InlineAlert, Text, View } from '@adobe/react-spectrum';
import type { ScreenGateMessage } from '../../lib/screens/screen-gate-message';
import { IsolatedText } from '../../ui/isolated-text';

/**
 * Why a screen does not open for the selected org, and what to choose instead; `Try Again` when
 * the grants could not be checked. Loaded only when a screen is refused, off the first load.
 */
export default function ScreenGateAlert({
  message,
  names,
  onRetry,
}: {
  message: ScreenGateMessage;
  /** The org's name, which the message quotes: isolated where it shows (`<bdi>`). */
  names?: readonly string[];
  /** Set when the grants could not be checked: the alert is an error with `Try Again`. */
  onRetry?: () => void;
}) {
  return (
    <View padding="size-200" maxWidth="size-6000">
      <InlineAlert variant={onRetry ? 'negative' : 'notice'} autoFocus={false}>
        <Heading level={2}>{message.heading}</Heading>
        <Content>
          <Flex direction="column" gap="size-100" alignItems="start">
            <Text>
              <IsolatedText text={message.reason} {...(names ? { names } : {})} />
            </Text>
            <Text>{message.hint}</Text>
            {onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                Try Again
              </Button>
            )}
          </Flex>
        </Content>
      </InlineAlert>
    </View>
  );
}
