import {
  Button,
  Content,
  Flex,
  Heading,
  InlineAlert,
  ProgressCircle,
  Text,
} from '@adobe/react-spectrum';
import type { ReactNode } from 'react';

/** The kit's spinner while a screen's data loads, named for screen readers. */
export function LoadingData({ label }: { label: string }) {
  return (
    <Flex justifyContent="center" marginY="size-400">
      <ProgressCircle aria-label={label} isIndeterminate size="L" />
    </Flex>
  );
}

/**
 * The kit's failed load: a heading, the server's message and `Retry`, then any other way out
 * (`Back to …`) beside it.
 */
export function LoadFailed({
  heading,
  message,
  onRetry,
  children,
}: {
  heading: ReactNode;
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <InlineAlert variant="negative">
      <Heading>{heading}</Heading>
      <Content>
        <Flex direction="column" gap="size-150" alignItems="start">
          <Text>{message}</Text>
          <Flex gap="size-100">
            <Button variant="secondary" onPress={onRetry}>
              Retry
            </Button>
            {children}
          </Flex>
        </Flex>
      </Content>
    </InlineAlert>
  );
}
