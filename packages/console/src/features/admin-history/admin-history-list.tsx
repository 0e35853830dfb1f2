// docs/decisions/admin-history-screen.md
import { ActionButton, ComboBox, Flex, Item, Picker, Text, TextField } from '@adobe/react-spectrum';
import type { DboPayload } from '@guestnet/sdk';
import {
  ADMIN_HISTORY_ACTIONS,
  type AdminHistoryFilterOutput,
  AdminHistoryFilterSchema,
  type AdminHistoryFilterValues,
} from '@guestnet/validators';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { checkNow } from '../../lib/entities/field-messages';
import { ADMIN_HISTORY_ADDRESS } from '../../lib/screens/linked-addresses';
import type { AddressOf } from '../../lib/screens/screen-address';
import { ExportDialog } from '../../ui/list/export-dialog';
import { ListGrid } from '../../ui/list/list-grid';
import { listPayload, nextSort } from '../../ui/list/list-search';
import { ListToolbar } from '../../ui/list/list-toolbar';
import { useDebouncedDraft } from '../../ui/list/use-debounced-draft';
import { type ListAddressCodec, useListAddress } from '../../ui/list/use-list-address';
import { useListExport } from '../../ui/list/use-list-export';
import { useListQuery } from '../../ui/list/use-list-query';
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
  const checked = checkNow<AdminHistoryFilterOutput, keyof AdminHistoryFilterValues>(
    AdminHistoryFilterSchema,
    values,
  );
  return checked.ok
    ? { output: checked.output, messages: {} }
    : { output: undefined, messages: checked.messages };
}

/** The filters to apply: the draft when it is valid, else none (the list stays as it was). */
const validOnly = (values: AdminHistoryFilterValues) =>
  checkFilters(values).output ? values : undefined;

/** The filters an address asks for; a wrong date range there is dropped rather than failing. */
function filtersToSend(values: AdminHistoryFilterValues): AdminHistoryFilterOutput {
  return checkFilters(values).output ?? checkFilters({ ...values, From: '', To: '' }).output ?? {};
}

// The route has validated the address already (docs/decisions/typed-addresses.md).
const HISTORY_CODEC: ListAddressCodec<HistorySearch, AddressOf<typeof ADMIN_HISTORY_ADDRESS>> = {
  read: historyState,
  write: historySearchParams,
};

/** Support > Admin History (`/support/admin-history`): who changed what, newest first. */
export default function AdminHistoryList() {
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const { state, search, go, setList } = useListAddress(
    useAddress(ADMIN_HISTORY_ADDRESS),
    HISTORY_CODEC,
  );
  const { filters, entry } = state;
  const onFilter = useCallback((filter: string) => setList({ filter, page: 1 }), [setList]);
  const onFilters = useCallback(
    (next: AdminHistoryFilterValues) =>
      go((current) => ({ filters: next, list: { ...current.list, page: 1 } }), true),
    [go],
  );

  const sent = filtersToSend(filters);
  const sort = search.sort || DEFAULT_HISTORY_SORT;
  const payload = {
    ...listPayload(orgNumber, search),
    Sort: sort,
    ...sent,
    ...(state.changeSet !== undefined ? { ChangeSetId: state.changeSet } : {}),
  } as DboPayload<'ListAdminHistory'>;
  // While the next page loads the previous rows stay, with their own row numbers.
  const { query, page, total, view, readPage } = useListQuery<HistoryEntry, 'ListAdminHistory'>({
    list: 'ListAdminHistory',
    payload,
    search,
    setList,
  });
  const exporter = useListExport(HISTORY_ENTITY);
  const filtered =
    Object.keys(sent).length > 0 || search.filter !== '' || state.changeSet !== undefined;

  return (
    <Flex direction="column" gap="size-150">
      <HistoryFilters values={filters} onApply={onFilters} />
      {state.changeSet !== undefined && (
        <Flex gap="size-150" alignItems="center" wrap>
          <Text>Only the entries of bulk change set {state.changeSet}.</Text>
          <ActionButton onPress={() => go({ changeSet: undefined, list: { ...search, page: 1 } })}>
            Show all entries
          </ActionButton>
        </Flex>
      )}
      <ListToolbar
        filter={search.filter}
        onFilter={onFilter}
        plural={HISTORY_ENTITY.plural}
        canExport={Boolean(page) && total > 0}
        onExport={exporter.open}
      />
      <ListGrid<HistoryEntry>
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
        shown={view}
        search={search}
        onPage={setList}
        label="Admin History"
        columns={HISTORY_COLUMNS}
        getRowId={(row) => String(row.Id)}
        sort={sort}
        onSort={(field) => setList({ sort: nextSort(sort, field), page: 1 })}
        selectable={false}
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
      {entry !== undefined && (
        <HistoryEntryDialog
          orgNumber={orgNumber}
          id={entry}
          onClose={() => go({ entry: undefined })}
        />
      )}
      {exporter.isOpen && (
        <ExportDialog
          title="Export Admin History"
          columns={HISTORY_COLUMNS}
          fileName={`admin-history-${orgNumber}`}
          readPage={readPage()}
          onDone={exporter.done}
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
  const [draft, setDraft] = useDebouncedDraft(values, onApply, validOnly);
  const { messages } = checkFilters(draft);
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
