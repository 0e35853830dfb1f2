// docs/decisions/native-screen-kit.md

import { Content, Heading, IllustratedMessage } from '@adobe/react-spectrum';
import type { ErrorEleven } from '@guestnet/sdk';
import type { ReactNode } from 'react';
import { LoadFailed, LoadingData } from '../load-states';

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
  if (query.isPending) return <LoadingData label={`Loading ${plural}`} />;
  if (query.error && !page) {
    return (
      <LoadFailed
        heading={`Unable to load ${plural}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!page || page.Total === 0) {
    return (
      <IllustratedMessage>
        {/* A heading quoting a filter of 200 characters without a space wraps inside the screen. */}
        <Heading UNSAFE_style={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
          {empty.heading}
        </Heading>
        <Content>{empty.content}</Content>
      </IllustratedMessage>
    );
  }
  return render(page.Items);
}
