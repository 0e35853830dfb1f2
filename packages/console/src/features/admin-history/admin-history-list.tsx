// docs/decisions/admin-history-screen.md
import {
  ActionButton,
  Button,
  ComboBox,
  Flex,
  Item,
  Picker,
  Text,
  TextField,
  View,
} from '@adobe/react-spectrum';
import { type DboPayload, dboQuery } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  ADMIN_HISTORY_ACTIONS,
  type AdminHistoryFilterOutput,
  AdminHistoryFilterSchema,
  type AdminHistoryFilterValues,
} from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { ADMIN_HISTORY_ADDRESS } from '../../lib/screens/linked-addresses';
import { DataGrid, GRID_ROW_HEIGHT } from '../../ui/list/data-grid';
import { ExportDialog } from '../../ui/list/export-dialog';
import { ListBody } from '../../ui/list/list-body';
import { ListPager, useShownSearch } from '../../ui/list/list-pager';
import { countOf, FILTER_DEBOUNCE_MS, FilterBox } from '../../ui/list/list-screen';
import { type ListSearch, listPayload, nextSort } from '../../ui/list/list-search';
import { SavedViews } from '../../ui/list/saved-views';
import { useFillHeight } from '../../ui/list/use-fill-height';
import { notify } from '../../ui/snackbar';
import {
  DEFAULT_HISTORY_SORT,
  HISTORY_COLUMNS,
  HISTORY_ENTITY,
  HISTORY_ENTITY_TYPES,
  type HistoryEntry,
  type HistorySearch,
  historySearchParams,
  historyState,
} from './admin-history-screen';
import { HistoryEntryDialog } from './history-entry-dialog';

// Spectrum's date picker loads only with a screen that shows one (ui/form/date-field.tsx).
const DateField = lazy(() => import('../../ui/form/date-field'));

type Messages = Partial<Record<keyof AdminHistoryFilterValues, string>>;

/** The filters' payload and messages: the schema's output, or its messages by field. */
function checkFilters(values: AdminHistoryFilterValues): {
  output: AdminHistoryFilterOutput | undefined;
  messages: Messages;
} {
  const result = AdminHistoryFilterSchema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('The history filters validate synchronously.');
  if (!result.issues) return { output: result.value, messages: {} };
  const messages: Messages = {};
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const key = (typeof first === 'object' ? first.key : first) as keyof AdminHistoryFilterValues;
    messages[key] ??= issue.message;
  }
  return { output: undefined, messages };
}

/** The filters an address asks for; a wrong date range there is dropped rather than failing. */
function filtersToSend(values: AdminHistoryFilterValues): AdminHistoryFilterOutput {
  return checkFilters(values).output ?? checkFilters({ ...values, From: '', To: '' }).output ?? {};
}

/** Support > Admin History (`/support/admin-history`): who changed what, newest first. */
export default function AdminHistoryList() {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const state = historyState(useAddress(ADMIN_HISTORY_ADDRESS));
  const { list: search, filters, entry } = state;
  const navigate = useNavigate();
  const latest = useRef(state);
  latest.current = state;
  const go = useCallback(
    (change: Partial<HistorySearch>, replace = false) => {
      const next = { ...latest.current, ...change };
      void navigate({ to: '.', search: historySearchParams(next), replace });
    },
    [navigate],
  );
  const setList = useCallback(
    (change: Partial<ListSearch>) =>
      go({ list: { ...latest.current.list, ...change } }, 'filter' in change),
    [go],
  );

  const sent = filtersToSend(filters);
  const payload = {
    ...listPayload(orgNumber, search),
    Sort: search.sort || DEFAULT_HISTORY_SORT,
    ...sent,
    ...(state.changeSet !== undefined ? { ChangeSetId: state.changeSet } : {}),
  } as DboPayload<'ListAdminHistory'>;
  const query = useDboQuery(dbo, 'ListAdminHistory', payload, {
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  // While the next page loads the previous rows stay, with their own row numbers.
  const view = useShownSearch(search, query.isPlaceholderData);

  const total = page?.Total ?? 0;
  const lastPage = page ? Math.max(1, Math.ceil(total / search.pageSize)) : 1;
  useEffect(() => {
    if (page && !query.isPlaceholderData && search.page > lastPage) setList({ page: lastPage });
  }, [page, query.isPlaceholderData, search.page, lastPage, setList]);

  const gridBox = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridBox, 240);
  const [exporting, setExporting] = useState(false);
  const filtered =
    Object.keys(sent).length > 0 || search.filter !== '' || state.changeSet !== undefined;

  return (
    <Flex direction="column" gap="size-150">
      <HistoryFilters
        values={filters}
        onApply={(next) => go({ filters: next, list: { ...latest.current.list, page: 1 } }, true)}
      />
      {state.changeSet !== undefined && (
        <Flex gap="size-150" alignItems="center" wrap>
          <Text>Only the entries of bulk change set {state.changeSet}.</Text>
          <ActionButton onPress={() => go({ changeSet: undefined, list: { ...search, page: 1 } })}>
            Show all entries
          </ActionButton>
        </Flex>
      )}
      <Flex gap="size-150" alignItems="end" wrap>
        <FilterBox
          value={search.filter}
          onChange={(filter) => setList({ filter, page: 1 })}
          plural={HISTORY_ENTITY.plural}
        />
        <SavedViews />
        <View flexGrow={1} />
        <Button
          variant="secondary"
          isDisabled={!page || total === 0}
          onPress={() => setExporting(true)}
        >
          Export CSV
        </Button>
      </Flex>
      <div ref={gridBox}>
        <ListBody
          query={query}
          page={page}
          plural={HISTORY_ENTITY.plural}
          empty={
            filtered
              ? {
                  heading: 'No history entries match these filters',
                  content: 'Try other filters, or clear them.',
                }
              : {
                  heading: 'No history yet',
                  content: 'Changes made to this organization appear here.',
                }
          }
          render={(rows) => (
            <DataGrid<HistoryEntry>
              label="Admin History"
              columns={HISTORY_COLUMNS}
              rows={rows}
              total={total}
              offset={(view.page - 1) * view.pageSize}
              getRowId={(row) => String(row.Id)}
              sort={search.sort || DEFAULT_HISTORY_SORT}
              onSort={(field) =>
                setList({ sort: nextSort(search.sort || DEFAULT_HISTORY_SORT, field), page: 1 })
              }
              selectable={false}
              height={Math.min(gridHeight, (rows.length + 1) * GRID_ROW_HEIGHT + 2)}
              busy={query.isPlaceholderData}
              renderLink={(row, text, tabIndex) => (
                <Link
                  to="."
                  search={historySearchParams({ ...state, entry: row.Id })}
                  data-focus
                  tabIndex={tabIndex}
                  className="gn-grid-link"
                >
                  {text || '(no summary)'}
                </Link>
              )}
            />
          )}
        />
      </div>
      {page && total > 0 && (
        <ListPager
          total={total}
          plural={HISTORY_ENTITY.plural}
          shown={view}
          search={search}
          onChange={setList}
        />
      )}
      {entry !== undefined && (
        <HistoryEntryDialog
          orgNumber={orgNumber}
          id={entry}
          onClose={() => go({ entry: undefined })}
        />
      )}
      {exporting && (
        <ExportDialog
          title="Export Admin History"
          columns={HISTORY_COLUMNS}
          fileName={`admin-history-${orgNumber}`}
          readPage={(pageNumber, pageSize, signal) =>
            dboQuery(dbo, 'ListAdminHistory', {
              ...payload,
              Page: pageNumber,
              PageSize: pageSize,
            }).queryFn({ signal })
          }
          onDone={(count) => {
            setExporting(false);
            if (count !== undefined)
              notify(`Exported ${countOf(count, HISTORY_ENTITY)}`, 'success');
          }}
        />
      )}
    </Flex>
  );
}

/**
 * The history's filters: what is chosen shows at once with its message, and the list follows a
 * moment later when the filters are valid (a From after To keeps the list as it was).
 */
function HistoryFilters({
  values,
  onApply,
}: {
  values: AdminHistoryFilterValues;
  onApply: (values: AdminHistoryFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  const applied = useRef(JSON.stringify(values));
  useEffect(() => {
    // The address changed from elsewhere (Back, a shared link): show its filters.
    const text = JSON.stringify(values);
    if (text !== applied.current) {
      applied.current = text;
      setDraft(values);
    }
  }, [values]);
  const { messages } = checkFilters(draft);
  const valid = Object.keys(messages).length === 0;
  useEffect(() => {
    const text = JSON.stringify(draft);
    if (!valid || text === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text;
      onApply(draft);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, valid, onApply]);
  const set = (change: Partial<AdminHistoryFilterValues>) => setDraft((d) => ({ ...d, ...change }));
  const date = (key: 'From' | 'To', label: string) => {
    const common = {
      label,
      isRequired: false,
      necessityIndicator: 'icon' as const,
      description: undefined,
      isInvalid: Boolean(messages[key]),
      errorMessage: messages[key],
      validationBehavior: 'aria' as const,
      onBlur: () => {},
    };
    return (
      <Suspense fallback={<TextField {...common} isReadOnly value="" width="size-2400" />}>
        <DateField {...common} value={draft[key]} onChange={(value) => set({ [key]: value })} />
      </Suspense>
    );
  };
  return (
    <Flex gap="size-200" alignItems="start" wrap>
      <TextField
        label="Admin"
        value={draft.Admin}
        onChange={(Admin) => set({ Admin })}
        maxLength={128}
        width="size-2400"
        validationState={messages.Admin ? 'invalid' : undefined}
        errorMessage={messages.Admin}
        validationBehavior="aria"
      />
      <ComboBox
        label="Entity type"
        allowsCustomValue
        inputValue={draft.EntityType}
        onInputChange={(EntityType) => set({ EntityType })}
        defaultItems={HISTORY_ENTITY_TYPES.map((type) => ({ id: type, name: type }))}
        width="size-2400"
        validationState={messages.EntityType ? 'invalid' : undefined}
        errorMessage={messages.EntityType}
        validationBehavior="aria"
      >
        {(item) => <Item key={item.id}>{item.name}</Item>}
      </ComboBox>
      <Picker
        label="Action"
        width="size-2000"
        selectedKey={draft.Action || 'any'}
        onSelectionChange={(key) =>
          set({ Action: key === 'any' ? '' : (String(key) as AdminHistoryFilterValues['Action']) })
        }
      >
        {[{ value: 'any', label: 'Any action' }, ...ADMIN_HISTORY_ACTIONS].map((action) => (
          <Item key={action.value}>{action.label}</Item>
        ))}
      </Picker>
      {date('From', 'From')}
      {date('To', 'To')}
    </Flex>
  );
}
