import {
  Button,
  Content,
  Flex,
  Heading,
  InlineAlert,
  ProgressCircle,
  Text,
  View,
} from '@adobe/react-spectrum';
import { dboQueryPrefix } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress, useScreenParams } from '../../hooks/use-address';
import { itemId } from '../../ui/form/item-id';
import { formatNumber } from '../../ui/list/format';
import { countOf, ListScreen, type SelectionAction } from '../../ui/list/list-screen';
import { type ListSearch, listSearchParams } from '../../ui/list/list-search';
import {
  ACCESS_CODES_PATH,
  type BatchRow,
  batchStatusText,
  CODE_COLUMNS,
  CODE_ENTITY,
  type CodeRow,
  instantText,
  isGenerating,
  PROGRESS_POLL_MS,
  usesText,
  validityText,
} from './access-code-screen';
import { BATCH_ADDRESS } from './batch-address';
import { BatchProgress } from './batch-progress';
import { usePlanNames } from './use-plan-names';
import './access-codes.css';

// Loaded only when asked for: the form (`batch/new`) and the print sheet (`?print=1`).
const BatchForm = lazy(() => import('./access-code-batch-form'));
const PrintSheet = lazy(() => import('./access-code-print'));

type BatchSearch = ListSearch & { print?: boolean };

/**
 * Manage > Access Codes > a batch (`batch/{id}`): its details and progress, its codes with filter,
 * sort and paging through `ListAccessCodes`, revoking the selected codes (after a confirmation),
 * `Export CSV` of all its codes and `Print` (the print sheet, `?print=1`). `batch/new` is the
 * `Add Batch` form.
 */
export default function AccessCodeBatch() {
  const params = useScreenParams('/manage/access-codes/batch/{id}');
  if (params.id === 'new') {
    return (
      <Suspense fallback={<ProgressCircle aria-label="Loading the form" isIndeterminate />}>
        <BatchForm />
      </Suspense>
    );
  }
  return <BatchScreen id={itemId(params.id)} />;
}

function BatchScreen({ id }: { id: number | undefined | null }) {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  const navigate = useNavigate();
  const address = useAddress(BATCH_ADDRESS);
  const search: BatchSearch = { ...address, print: address.print === 1 };
  const batch = useDboQuery(
    dbo,
    'GetAccessCodeBatch',
    { OrgNumber: org.number ?? '', Id: id ?? 0 },
    {
      enabled: typeof id === 'number',
      refetchInterval: (query) => (isGenerating(query.state.data) ? PROGRESS_POLL_MS : false),
    },
  );
  const back = (
    <Link to={`${ACCESS_CODES_PATH}/manage`} className="gn-batch-back">
      Back to Batches
    </Link>
  );
  if (typeof id !== 'number' || batch.error) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unable to open Batch</Heading>
        <Content>
          <Flex direction="column" gap="size-150" alignItems="start">
            <Text>{batch.error?.message ?? 'This address does not name a Batch.'}</Text>
            {batch.error && (
              <Button variant="secondary" onPress={() => void batch.refetch()}>
                Retry
              </Button>
            )}
            {back}
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  if (!batch.data) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading Batch" isIndeterminate size="L" />
      </Flex>
    );
  }
  const setSearch = (change: Partial<BatchSearch>) => {
    const next = { ...search, ...change };
    void navigate({
      to: '.',
      search: { ...listSearchParams(next), ...(next.print ? { print: 1 } : {}) },
      replace: 'filter' in change,
    });
  };
  if (search.print) {
    return (
      <Suspense fallback={<ProgressCircle aria-label="Loading the codes" isIndeterminate />}>
        <PrintSheet batch={batch.data} onClose={() => setSearch({ print: false })} />
      </Suspense>
    );
  }
  return <BatchCodes batch={batch.data} setSearch={setSearch} back={back} />;
}

function BatchDetails({ batch }: { batch: BatchRow }) {
  const plans = usePlanNames();
  const facts: [string, string][] = [
    ['Plan', plans.get(batch.PlanId) ?? `Plan ${batch.PlanId}`],
    ['Codes', formatNumber(batch.Count)],
    ['Status', batchStatusText(batch)],
    ['Per code', usesText(batch.UsesPerCode)],
    ['Valid after first use', validityText(batch.ValidityAfterFirstUseMinutes)],
    ['Expires', batch.ExpiresAt ? batch.ExpiresAt.slice(0, 10) : 'Never'],
    ['Created', instantText(batch.CreatedAt)],
  ];
  return (
    <View>
      <Heading level={3} marginTop={0} marginBottom="size-100">
        {batch.Name}
      </Heading>
      <dl className="gn-batch-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {batch.Note && <p className="gn-batch-note">{batch.Note}</p>}
    </View>
  );
}

function BatchCodes({
  batch,
  setSearch,
  back,
}: {
  batch: BatchRow;
  setSearch: (change: Partial<BatchSearch>) => void;
  back: ReactNode;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  // The last codes made while generating arrive after the last poll: read once more at the end.
  useEffect(() => {
    if (batch.Status === 'completed' || batch.Status === 'failed') {
      void queryClient.invalidateQueries({
        queryKey: dboQueryPrefix(dbo, 'ListAccessCodes'),
      });
    }
  }, [batch.Status, dbo, queryClient]);

  return (
    <Flex direction="column" gap="size-150">
      {back}
      <BatchDetails batch={batch} />
      {isGenerating(batch) && <BatchProgress batch={batch} />}
      <ListScreen<CodeRow>
        entity={CODE_ENTITY}
        list="ListAccessCodes"
        payload={{ BatchId: batch.Id }}
        // While codes are being made, the list grows with them.
        refetchInterval={isGenerating(batch) ? PROGRESS_POLL_MS : false}
        selectionAction={REVOKE}
        columns={CODE_COLUMNS}
        label={`Codes of ${batch.Name}`}
        renderLink={(_row, text, tabIndex) => (
          <span data-focus tabIndex={tabIndex} className="gn-code-text">
            {text}
          </span>
        )}
        emptyContent={
          isGenerating(batch)
            ? 'The codes appear here as they are generated.'
            : 'This batch has no codes.'
        }
        actions={({ total }) => (
          <Button
            variant="secondary"
            isDisabled={total === 0}
            onPress={() => setSearch({ print: true })}
          >
            Print view
          </Button>
        )}
        exportName={(org) => `access-codes-${org}-batch-${batch.Id}`}
        // Every code of the batch, whatever the filter, in the list's order.
        exportAll
      />
    </Flex>
  );
}

/** Revoking the selected codes: guests can no longer sign in with them. */
const REVOKE: SelectionAction = {
  label: 'Revoke',
  done: 'Revoked',
  confirmLabel: 'Revoke',
  procedure: 'SaveAccessCode',
  payload: { State: 'revoked' },
  question: (count) =>
    `Revoke ${countOf(count, CODE_ENTITY)}? Guests can no longer sign in with ${count === 1 ? 'it' : 'them'}.`,
};
