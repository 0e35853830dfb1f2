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
import { dboMutation, dboQuery } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { itemId } from '../../ui/form/item-id';
import { DataGrid, GRID_ROW_HEIGHT, useSelectionReset } from '../../ui/list/data-grid';
import { ExportDialog } from '../../ui/list/export-dialog';
import { formatNumber } from '../../ui/list/format';
import { ListBody } from '../../ui/list/list-body';
import { ListPager, useShownSearch } from '../../ui/list/list-pager';
import { countOf, FilterBox } from '../../ui/list/list-screen';
import {
  type ListSearch,
  listPayload,
  listSearchParams,
  nextSort,
  validateListSearch,
} from '../../ui/list/list-search';
import { useFillHeight } from '../../ui/list/use-fill-height';
import { notify } from '../../ui/snackbar';
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
import { BatchProgress } from './batch-progress';
import { usePlanNames } from './use-plan-names';
import './access-codes.css';

// Loaded only when asked for: the form (`batch/new`) and the print sheet (`?print=1`).
const BatchForm = lazy(() => import('./access-code-batch-form'));
const PrintSheet = lazy(() => import('./access-code-print'));

type BatchSearch = ListSearch & { print?: boolean };
const idOf = (row: CodeRow) => String(row.Id);

/**
 * Manage > Access Codes > a batch (`batch/{id}`): its details and progress, its codes with filter,
 * sort and paging through `ListAccessCodes`, revoking the selected codes (after a confirmation),
 * `Export CSV` of all its codes and `Print` (the print sheet, `?print=1`). `batch/new` is the
 * `Add Batch` form.
 */
export default function AccessCodeBatch() {
  const params = useParams({ strict: false }) as { id?: string };
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
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search: BatchSearch = {
    ...validateListSearch(raw),
    print: raw.print === 1 || raw.print === '1',
  };
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
      search: { ...listSearchParams(next), ...(next.print ? { print: 1 } : {}) } as never,
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
  return <BatchCodes batch={batch.data} search={search} setSearch={setSearch} back={back} />;
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
  search,
  setSearch,
  back,
}: {
  batch: BatchRow;
  search: BatchSearch;
  setSearch: (change: Partial<BatchSearch>) => void;
  back: ReactNode;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const orgNumber = batch.OrgNumber;
  const payload = { ...listPayload(orgNumber, search), BatchId: batch.Id };
  const query = useDboQuery(dbo, 'ListAccessCodes', payload, {
    placeholderData: keepPreviousData,
    // While codes are being made, the list grows with them.
    refetchInterval: isGenerating(batch) ? PROGRESS_POLL_MS : false,
  });
  const page = query.data;
  // The last codes made while generating arrive after the last poll: read once more at the end.
  const { refetch } = query;
  useEffect(() => {
    if (batch.Status === 'completed' || batch.Status === 'failed') void refetch();
  }, [batch.Status, refetch]);
  const view = useShownSearch(search, query.isPlaceholderData);
  const [selection, setSelection] = useState<RowSelectionState>({});
  useSelectionReset(`${orgNumber}|${batch.Id}|${JSON.stringify(search)}`, setSelection);
  const selectedIds = Object.keys(selection).filter((key) => selection[key]);
  const [confirm, setConfirm] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const gridBox = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridBox, 240);
  const total = page?.Total ?? 0;
  const onFilter = useCallback((filter: string) => setSearch({ filter, page: 1 }), [setSearch]);

  const revoke = async () => {
    setConfirm(false);
    setRevoking(true);
    const { mutationFn } = dboMutation(dbo, 'SaveAccessCode');
    const results = await Promise.allSettled(
      selectedIds.map((id) =>
        mutationFn({ OrgNumber: orgNumber, Id: Number(id), State: 'revoked' }),
      ),
    );
    setRevoking(false);
    setSelection({});
    await queryClient.invalidateQueries({
      queryKey: dboQuery(dbo, 'ListAccessCodes', {} as never).queryKey.slice(0, 1),
    });
    const failed = results.filter((result) => result.status === 'rejected');
    const done = results.length - failed.length;
    if (done > 0) notify(`Revoked ${countOf(done, CODE_ENTITY)}`, 'success');
    const first = failed[0];
    if (first?.status === 'rejected') {
      notify(
        `Unable to revoke ${countOf(failed.length, CODE_ENTITY)}: ${(first.reason as Error).message}`,
      );
    }
  };

  return (
    <Flex direction="column" gap="size-150">
      {back}
      <BatchDetails batch={batch} />
      {isGenerating(batch) && <BatchProgress batch={batch} />}
      <Flex gap="size-150" alignItems="end" wrap>
        <FilterBox value={search.filter} onChange={onFilter} plural={CODE_ENTITY.plural} />
        <View flexGrow={1} />
        <Button
          variant="negative"
          style="outline"
          isDisabled={selectedIds.length === 0 || revoking}
          onPress={() => setConfirm(true)}
        >
          {selectedIds.length > 0 ? `Revoke (${selectedIds.length})` : 'Revoke'}
        </Button>
        <Button variant="secondary" isDisabled={total === 0} onPress={() => setExporting(true)}>
          Export CSV
        </Button>
        <Button
          variant="secondary"
          isDisabled={total === 0}
          onPress={() => setSearch({ print: true })}
        >
          Print view
        </Button>
      </Flex>
      <div ref={gridBox}>
        <ListBody
          query={query}
          page={page}
          plural={CODE_ENTITY.plural}
          empty={
            search.filter
              ? {
                  heading: `No Codes match “${search.filter}”`,
                  content: 'Try other words, or clear the filter.',
                }
              : {
                  heading: 'No Codes yet',
                  content: isGenerating(batch)
                    ? 'The codes appear here as they are generated.'
                    : 'This batch has no codes.',
                }
          }
          render={(rows) => (
            <DataGrid
              label={`Codes of ${batch.Name}`}
              columns={CODE_COLUMNS}
              rows={rows}
              total={total}
              offset={(view.page - 1) * view.pageSize}
              getRowId={idOf}
              sort={search.sort}
              onSort={(field) => setSearch({ sort: nextSort(search.sort, field), page: 1 })}
              selection={selection}
              onSelectionChange={setSelection}
              height={Math.min(gridHeight, (rows.length + 1) * GRID_ROW_HEIGHT + 2)}
              busy={query.isPlaceholderData}
              renderLink={(_row, text, tabIndex) => (
                <span data-focus tabIndex={tabIndex} className="gn-code-text">
                  {text}
                </span>
              )}
            />
          )}
        />
      </div>
      {page && total > 0 && (
        <ListPager
          total={total}
          plural={CODE_ENTITY.plural}
          shown={view}
          search={search}
          onChange={setSearch}
        />
      )}
      <ConfirmationDialog
        isOpen={confirm}
        confirmLabel="Revoke"
        onCancel={() => setConfirm(false)}
        onConfirm={() => void revoke()}
      >
        Revoke {countOf(selectedIds.length, CODE_ENTITY)}? Guests can no longer sign in with{' '}
        {selectedIds.length === 1 ? 'it' : 'them'}.
      </ConfirmationDialog>
      {exporting && (
        <ExportDialog
          title="Export Codes"
          columns={CODE_COLUMNS}
          fileName={`access-codes-${orgNumber}-batch-${batch.Id}`}
          // Every code of the batch, whatever the filter, in the list's order.
          readPage={(pageNumber, pageSize, signal) =>
            dboQuery(dbo, 'ListAccessCodes', {
              ...listPayload(orgNumber, { ...search, filter: '', page: pageNumber, pageSize }),
              BatchId: batch.Id,
            }).queryFn({ signal } as never) as Promise<{ Items: CodeRow[]; Total: number }>
          }
          onDone={(count) => {
            setExporting(false);
            if (count !== undefined) notify(`Exported ${countOf(count, CODE_ENTITY)}`, 'success');
          }}
        />
      )}
    </Flex>
  );
}
