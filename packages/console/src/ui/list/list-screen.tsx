// docs/decisions/native-screen-kit.md
import { Button, Flex, SearchField, View } from '@adobe/react-spectrum';
import { type DboPayload, type DboProcedure, dboMutation, dboQuery } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { RowData, RowSelectionState } from '@tanstack/react-table';
import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { publishScreenActions } from '../../lib/screens/screen-actions';
import { LIST_ADDRESS } from '../../lib/screens/screen-address';
import { ConfirmationDialog } from '../confirmation-dialog';
import { notify } from '../snackbar';
import { DataGrid, type DataGridProps, GRID_ROW_HEIGHT, useSelectionReset } from './data-grid';
import { ExportDialog } from './export-dialog';
import { formatNumber } from './format';
import { ListBody } from './list-body';
import type { ListColumn } from './list-column';
import { ListPager, useShownSearch } from './list-pager';
import {
  type ListSearch,
  listPayload,
  listSearchParams,
  MAX_FILTER_LENGTH,
  nextSort,
} from './list-search';
import { SavedViews } from './saved-views';
import { useFillHeight } from './use-fill-height';

/** How long the Filter box waits after the last keystroke before it asks the server. */
export const FILTER_DEBOUNCE_MS = 300;

/** What a list screen shows and calls; most of a native list screen is one of these. */
export interface ListScreenProps<Row extends RowData> {
  /** `Service Plan` / `Service Plans`: the words of the buttons, states and messages. */
  entity: { singular: string; plural: string };
  /** The dbo `List*` procedure. */
  list: DboProcedure;
  /** Fields the `List*` call takes beyond the org and the list state: a batch's `BatchId`. */
  payload?: Record<string, unknown>;
  /** How often the list is read again while it changes on the server (a batch being made). */
  refetchInterval?: number | false;
  /**
   * The dbo `Delete*` procedure, called per selected row with `{ OrgNumber, Id }`: the bulk
   * `Delete`. A list with neither `remove` nor `selectionAction` has no selection.
   */
  remove?: DboProcedure;
  /** Another action on the selected rows instead of `Delete` (revoking codes). */
  selectionAction?: SelectionAction;
  columns: readonly ListColumn<Row>[];
  /** The row's item route, e.g. `/setup/service-plans/item/7`. */
  itemPath?: (row: Row) => string;
  /** The link column's cell when it links to no item (a code, shown as text). */
  renderLink?: DataGridProps<Row>['renderLink'];
  /** The grid's name, when not the entity's plural (`Codes of Gala dinner`). */
  label?: string;
  /** What an empty list says under `No {Entities} yet`; by default, that Add creates the first. */
  emptyContent?: string;
  /** The `Add {Entity}` control: a link to `addPath`, or a whole control (a type menu). */
  addPath?: string;
  addControl?: ReactNode;
  /** More controls at the end of the toolbar (`Print view`), given how many rows match. */
  actions?: (list: { total: number }) => ReactNode;
  /**
   * The downloaded file's name, without the extension: `{exportName}-{org}`, or what the function
   * makes of the org number.
   */
  exportName: string | ((orgNumber: string) => string);
  /** Export CSV takes every row, whatever the filter, rather than the rows matching it. */
  exportAll?: boolean;
}

/** A bulk action on the selected rows, called per row and asked about first. */
export interface SelectionAction {
  /** The button's word (`Revoke`), and `Unable to revoke …` when a call fails. */
  label: string;
  /** The success snackbar's word: `Revoked 2 Codes`. */
  done: string;
  /** The confirmation's button; the dialog's own `Confirm` by default. */
  confirmLabel?: string;
  /** The dbo procedure, called with `{ OrgNumber, Id, ...payload }` per selected row. */
  procedure: DboProcedure;
  payload?: Record<string, unknown>;
  /** The confirmation's question, given how many rows are selected. */
  question: (count: number) => ReactNode;
}

interface ListPage<Row> {
  Items: Row[];
  Total: number;
}

const idOf = (row: unknown) => String((row as { Id: number }).Id);

/**
 * A native list screen: the list state in the address, a `Filter` box, a sortable
 * windowed grid, paging with the total, bulk `Delete` behind the confirmation dialog, `Add
 * {Entity}`, `Export CSV` of every matching row, and loading, empty and error states.
 */
export function ListScreen<Row extends RowData>({
  entity,
  list,
  payload: extraPayload,
  refetchInterval,
  remove,
  selectionAction,
  columns,
  itemPath,
  renderLink,
  label,
  emptyContent,
  addPath,
  addControl,
  actions,
  exportName,
  exportAll = false,
}: ListScreenProps<Row>) {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const search = useAddress(LIST_ADDRESS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setSearch = useCallback(
    (change: Partial<ListSearch>) => {
      void navigate({
        to: '.',
        search: listSearchParams({ ...search, ...change }),
        replace: 'filter' in change,
      });
    },
    [navigate, search],
  );

  // The Filter box's call stays the same across renders (a polled list renders every second),
  // so its pause is not started again by a render.
  const latestSetSearch = useRef(setSearch);
  latestSetSearch.current = setSearch;
  const onFilter = useCallback(
    (filter: string) => latestSetSearch.current({ filter, page: 1 }),
    [],
  );

  const payload = {
    ...listPayload(orgNumber, search),
    ...extraPayload,
  } as DboPayload<typeof list>;
  const query = useDboQuery(dbo, list, payload, {
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ?? false,
  });
  const page = query.data as ListPage<Row> | undefined;
  const view = useShownSearch(search, query.isPlaceholderData);
  const listKey = dboQuery(dbo, list, payload).queryKey.slice(0, 1);

  const [selection, setSelection] = useState<RowSelectionState>({});
  useSelectionReset(
    `${orgNumber}|${JSON.stringify(extraPayload ?? {})}|${JSON.stringify(search)}`,
    setSelection,
  );
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  // The page asked for may be past the end after deletes or a shared address: go to the last.
  const lastPage = page ? Math.max(1, Math.ceil(page.Total / search.pageSize)) : 1;
  useEffect(() => {
    if (page && !query.isPlaceholderData && search.page > lastPage) setSearch({ page: lastPage });
  }, [page, query.isPlaceholderData, search.page, lastPage, setSearch]);

  const action: SelectionAction | undefined =
    selectionAction ??
    (remove
      ? {
          label: 'Delete',
          done: 'Deleted',
          procedure: remove,
          question: (count) => `Delete ${countOf(count, entity)}? This cannot be undone.`,
        }
      : undefined);
  const [confirmAction, setConfirmAction] = useState(false);
  const [acting, setActing] = useState(false);
  const actOnSelected = async () => {
    if (!action) return;
    setConfirmAction(false);
    setActing(true);
    const { mutationFn } = dboMutation(dbo, action.procedure);
    const results = await Promise.allSettled(
      selectedIds.map((id) =>
        mutationFn({
          OrgNumber: orgNumber,
          Id: Number(id),
          ...action.payload,
        } as DboPayload<typeof action.procedure>),
      ),
    );
    setActing(false);
    const failed = results.filter((result) => result.status === 'rejected');
    const done = results.length - failed.length;
    setSelection({});
    await queryClient.invalidateQueries({ queryKey: listKey });
    if (done > 0) notify(`${action.done} ${countOf(done, entity)}`, 'success');
    const firstFailure = failed[0];
    if (firstFailure?.status === 'rejected') {
      notify(
        `Unable to ${action.label.toLowerCase()} ${countOf(failed.length, entity)}: ${(firstFailure.reason as Error).message}`,
      );
    }
  };

  const [exporting, setExporting] = useState(false);
  const gridBox = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridBox, 240);

  const total = page?.Total ?? 0;

  // The toolbar's Export CSV and Add, for the Go to… palette while the list is on screen.
  const canExport = Boolean(page) && total > 0;
  const addLabel = addPath !== undefined ? `Add ${entity.singular}` : undefined;
  useEffect(
    () =>
      publishScreenActions([
        ...(canExport ? [{ label: 'Export CSV', run: () => setExporting(true) }] : []),
        ...(addLabel && addPath !== undefined
          ? [{ label: addLabel, run: () => void navigate({ to: addPath }) }]
          : []),
      ]),
    [canExport, addLabel, addPath, navigate],
  );

  return (
    <Flex direction="column" gap="size-150">
      <Flex gap="size-150" alignItems="end" wrap>
        <FilterBox value={search.filter} onChange={onFilter} plural={entity.plural} />
        <SavedViews />
        <View flexGrow={1} />
        {/* The buttons stay together when the toolbar wraps on a narrow screen. */}
        <Flex gap="size-150" alignItems="end" wrap>
          {action && (
            <Button
              variant="negative"
              style="outline"
              isDisabled={selectedIds.length === 0 || acting}
              onPress={() => setConfirmAction(true)}
            >
              {selectedIds.length > 0 ? `${action.label} (${selectedIds.length})` : action.label}
            </Button>
          )}
          <Button
            variant="secondary"
            isDisabled={!page || total === 0}
            onPress={() => setExporting(true)}
          >
            Export CSV
          </Button>
          {actions?.({ total })}
          {addControl ??
            (addPath !== undefined && (
              <Button variant="accent" onPress={() => void navigate({ to: addPath })}>
                Add {entity.singular}
              </Button>
            ))}
        </Flex>
      </Flex>
      <div ref={gridBox}>
        <ListBody
          query={query}
          page={page}
          plural={entity.plural}
          empty={
            search.filter
              ? {
                  heading: `No ${entity.plural} match “${search.filter}”`,
                  content: 'Try other words, or clear the filter.',
                }
              : {
                  heading: `No ${entity.plural} yet`,
                  content: emptyContent ?? `Add ${entity.singular} creates the first one.`,
                }
          }
          render={(rows) => (
            <DataGrid
              label={label ?? entity.plural}
              columns={columns}
              rows={rows}
              total={total}
              offset={(view.page - 1) * view.pageSize}
              getRowId={idOf}
              sort={search.sort}
              onSort={(field) => setSearch({ sort: nextSort(search.sort, field), page: 1 })}
              selectable={action !== undefined}
              selection={selection}
              onSelectionChange={setSelection}
              // As tall as the window allows, but no taller than the rows need.
              height={Math.min(gridHeight, (rows.length + 1) * GRID_ROW_HEIGHT + 2)}
              busy={query.isPlaceholderData}
              renderLink={
                renderLink ??
                ((row, text, tabIndex) => (
                  <Link
                    to={itemPath?.(row)}
                    data-focus
                    tabIndex={tabIndex}
                    className="gn-grid-link"
                  >
                    {text || '(no name)'}
                  </Link>
                ))
              }
            />
          )}
        />
      </div>
      {page && total > 0 && (
        <ListPager
          total={total}
          plural={entity.plural}
          shown={view}
          search={search}
          onChange={setSearch}
        />
      )}
      {action && (
        <ConfirmationDialog
          isOpen={confirmAction}
          {...(action.confirmLabel ? { confirmLabel: action.confirmLabel } : {})}
          onCancel={() => setConfirmAction(false)}
          onConfirm={() => void actOnSelected()}
        >
          {action.question(selectedIds.length)}
        </ConfirmationDialog>
      )}
      {exporting && (
        <ExportDialog
          title={`Export ${entity.plural}`}
          columns={columns}
          fileName={
            typeof exportName === 'function' ? exportName(orgNumber) : `${exportName}-${orgNumber}`
          }
          readPage={(pageNumber, pageSize, signal) =>
            dboQuery(dbo, list, {
              ...listPayload(orgNumber, {
                ...search,
                ...(exportAll ? { filter: '' } : {}),
                page: pageNumber,
                pageSize,
              }),
              ...extraPayload,
            } as DboPayload<typeof list>).queryFn({ signal }) as Promise<unknown> as Promise<
              ListPage<Row>
            >
          }
          onDone={(count) => {
            setExporting(false);
            if (count !== undefined) notify(`Exported ${countOf(count, entity)}`, 'success');
          }}
        />
      )}
    </Flex>
  );
}

/** `1 Service Plan`, `3 Service Plans`. */

export function countOf(count: number, entity: { singular: string; plural: string }): string {
  return `${formatNumber(count)} ${count === 1 ? entity.singular : entity.plural}`;
}

/**
 * The `Filter` box: what is typed shows at once, `onChange` (the address, or a screen's own
 * filter) follows after a pause. `label` and `width` name and size it where a screen's box
 * searches something narrower than a list's text (Bulk Change's `Name or number`).
 */
export function FilterBox({
  value,
  onChange,
  plural,
  label = 'Filter',
  width = 'size-3600',
}: {
  value: string;
  onChange: (value: string) => void;
  plural: string;
  label?: string;
  width?: ComponentProps<typeof SearchField>['width'];
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    // The address changed from elsewhere (back button, a shared link): show its filter.
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onChange(text.trim());
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  // Spectrum's SearchField drops `aria-description`: the box points at a hidden text instead.
  const described = useId();
  return (
    <>
      <SearchField
        label={label}
        value={text}
        onChange={setText}
        onClear={() => setText('')}
        maxLength={MAX_FILTER_LENGTH}
        width={width}
        aria-describedby={described}
      />
      <span id={described} className="gn-visually-hidden">
        {`Shows the ${plural} whose text contains what you type`}
      </span>
    </>
  );
}
