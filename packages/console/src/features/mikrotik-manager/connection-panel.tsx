import { Button, Content, Flex, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import { type DboResult, dboMutation } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { entityQueryKeys } from '../../lib/entities/entity-procedures';
import { MIKROTIK_ROUTER } from '../../lib/entities/mikrotik-router';
import { notify } from '../../ui/snackbar-queue';
import { attemptText, type MikrotikRouterRow, statusText } from './mikrotik-screen';

type TestResult = DboResult<'TestMikrotikRouter'>;

/**
 * A stored router's connection status (working, or failing and why, and when it was last tried)
 * and `Test connection`, which tries the saved address and credentials now and shows the result.
 */
export function ConnectionPanel({
  router,
  orgNumber,
}: {
  router: MikrotikRouterRow;
  orgNumber: string;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult | undefined>();
  const test = async () => {
    setTesting(true);
    try {
      setResult(
        await dboMutation(dbo, 'TestMikrotikRouter').mutationFn({
          OrgNumber: orgNumber,
          Id: router.Id,
        }),
      );
      // The router's status and last attempt are now the result's, in the list as here.
      await Promise.all(
        Object.values(entityQueryKeys(dbo, MIKROTIK_ROUTER.procedures)).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (error) {
      notify((error as Error).message);
    } finally {
      setTesting(false);
    }
  };
  return (
    <section aria-labelledby="mikrotik-connection">
      <Heading id="mikrotik-connection" level={3} marginTop={0} marginBottom="size-100">
        Connection
      </Heading>
      <Flex direction="column" gap="size-150" alignItems="start">
        <Text>
          Status: <strong>{statusText(router.Status)}</strong>
          {router.StatusReason ? ` — ${router.StatusReason}` : ''} · Last attempt:{' '}
          {attemptText(router.LastAttempt)}
        </Text>
        <Button variant="secondary" onPress={() => void test()} isPending={testing}>
          Test connection
        </Button>
        <Text UNSAFE_className="gn-form-note">
          Tries the saved address and credentials: save changes first to test them.
        </Text>
        <div aria-live="polite">
          {result && (
            <InlineAlert variant={result.Status === 'working' ? 'positive' : 'negative'}>
              <Heading>
                {result.Status === 'working' ? 'Connection works' : 'Connection failed'}
              </Heading>
              <Content>
                {result.StatusReason ? `${result.StatusReason} ` : 'Signed in to the router. '}
                Tried {attemptText(result.LastAttempt)}.
              </Content>
            </InlineAlert>
          )}
        </div>
      </Flex>
    </section>
  );
}
