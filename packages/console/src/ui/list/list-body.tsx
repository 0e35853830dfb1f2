// docs/decisions/native-screen-kit.md
import {
  Button,
  Content,
  Flex,
  Heading,
  IllustratedMessage,
  InlineAlert,
  ProgressCircle,
  Text,
} from '@adobe/react-spectrum';
import type { ErrorEleven } from '@guestnet/sdk';
import type { ReactNode } from 'react';

/**
 * A kit list's grid, or what stands in for it: a spinner while the first page loads, the error
 * with `Retry` when it failed, and the `empty` message when nothing matches.
 */
export function ListBody<Row>({
  query,
  page,
  plural,
  empty,
  render,
}: {
  query: { isPending: boolean; error: ErrorEleven | null; refetch: () => unknown };
  page: { Items: Row[]; Total: number } | undefined;
  /** `Service Plans`: the words of the spinner and the error. */
  plural: string;
  empty: { heading: string; content: string };
  render: (rows: Row[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label={`Loading ${plural}`} isIndeterminate size="L" />
      </Flex>
    );
  }
  if (query.error && !page) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unable to load {plural}</Heading>
        <Content>
          <Flex direction="column" gap="size-150" alignItems="start">
            <Text>{query.error.message}</Text>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              Retry
            </Button>
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  if (!page || page.Total === 0) {
    return (
      <IllustratedMessage>
        <Heading>{empty.heading}</Heading>
        <Content>{empty.content}</Content>
      </IllustratedMessage>
    );
  }
  return render(page.Items);
}
