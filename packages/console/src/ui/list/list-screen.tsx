// docs/decisions/native-screen-kit.md
import { Button, Flex } from '@adobe/react-spectrum';
import type { DboPayload } from '@guestnet/sdk';
import { Link, useNavigate } from '@tanstack/react-router';
import type { RowData } from '@tanstack/react-table';
import { useCallback, useEffect } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { publishScreenActions } from '../../lib/screens/screen-actions';
import { LIST_ADDRESS } from '../../lib/screens/screen-address';
import { ConfirmationDialog } from '../confirmation-dialog';
import { ExportDialog } from './export-dialog';
import { ListGrid } from './list-grid';
import type { ListScreenProps } from './list-screen-props';
import { listPayload, nextSort } from './list-search';
import { ListToolbar } from './list-toolbar';
import { selectionActionOf, useBulkDelete } from './use-bulk-delete';
import { useRowSelection } from './use-grid-selection';
import { LIST_CODEC, useListAddress } from './use-list-address';
import { useListExport } from './use-list-export';
import { useListQuery } from './use-list-query';

export { countOf } from './count-of';
export { FILTER_DEBOUNCE_MS, FilterBox } from './filter-box';
export type { ListScreenProps } from './list-screen-props';
export type { SelectionAction } from './use-bulk-delete';

const idOf = (row: unknown) => String((row as { Id: number }).Id);

/**
 * A native list screen: the list state in the address, a `Filter` box, a sortable
 * windowed grid, paging with the total, bulk `Delete` behind the confirmation dialog, `Add
 * {Entity}`, `Export CSV` of every matching row, and loading, empty and error states. It is the
 * kit's hooks put together (`useListAddress`, `useListQuery`, `useRowSelection`,
 * `useBulkDelete`, `useListExport`) over its markup (`ListToolbar`, `ListGrid`); a screen with
 * its own query or address uses the same hooks and markup (Admin History, Adv Org Search).
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
  const orgNumber = useSelectedOrg().number ?? '';
  const navigate = useNavigate();
  const { search, setList } = useListAddress(useAddress(LIST_ADDRESS), LIST_CODEC);
  // The Filter box's call stays the same across renders (a polled list renders every second),
  // so its pause is not started again by a render.
  const onFilter = useCallback((filter: string) => setList({ filter, page: 1 }), [setList]);
  const payload = { ...listPayload(orgNumber, search), ...extraPayload } as DboPayload<typeof list>;
  const { query, page, total, view, listKey, readPage } = useListQuery<Row, typeof list>({
    list,
    payload,
    search,
    setList,
    refetchInterval,
  });
  const { selection, setSelection, selectedIds } = useRowSelection(
    `${orgNumber}|${JSON.stringify(extraPayload ?? {})}|${JSON.stringify(search)}`,
  );
  const action = selectionActionOf(entity, remove, selectionAction);
  const bulk = useBulkDelete({
    action,
    entity,
    orgNumber,
    listKey,
    selectedIds,
    clearSelection: () => setSelection({}),
  });
  const exporter = useListExport(entity);

  // The toolbar's Export CSV and Add, for the Go to… palette while the list is on screen.
  const canExport = Boolean(page) && total > 0;
  const addLabel = addPath !== undefined ? `Add ${entity.singular}` : undefined;
  const openExport = exporter.open;
  useEffect(
    () =>
      publishScreenActions([
        ...(canExport ? [{ label: 'Export CSV', run: openExport }] : []),
        ...(addLabel && addPath !== undefined
          ? [{ label: addLabel, run: () => void navigate({ to: addPath }) }]
          : []),
      ]),
    [canExport, addLabel, addPath, navigate, openExport],
  );

  return (
    <Flex direction="column" gap="size-150">
      <ListToolbar
        filter={search.filter}
        onFilter={onFilter}
        plural={entity.plural}
        selectionAction={
          action && {
            label: action.label,
            count: selectedIds.length,
            acting: bulk.acting,
            onPress: bulk.ask,
          }
        }
        canExport={canExport}
        onExport={exporter.open}
      >
        {actions?.({ total })}
        {addControl ??
          (addPath !== undefined && (
            <Button variant="accent" onPress={() => void navigate({ to: addPath })}>
              Add {entity.singular}
            </Button>
          ))}
      </ListToolbar>
      <ListGrid<Row>
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
        shown={view}
        search={search}
        onPage={setList}
        label={label ?? entity.plural}
        columns={columns}
        getRowId={idOf}
        sort={search.sort}
        onSort={(field) => setList({ sort: nextSort(search.sort, field), page: 1 })}
        selectable={action !== undefined}
        selection={selection}
        onSelectionChange={setSelection}
        busy={query.isPlaceholderData}
        renderLink={
          renderLink ??
          ((row, text, tabIndex) => (
            <Link to={itemPath?.(row)} data-focus tabIndex={tabIndex} className="gn-grid-link">
              {text || '(no name)'}
            </Link>
          ))
        }
      />
      {action && (
        <ConfirmationDialog
          isOpen={bulk.confirming}
          {...(action.confirmLabel ? { confirmLabel: action.confirmLabel } : {})}
          onCancel={bulk.cancel}
          onConfirm={() => void bulk.run()}
        >
          {action.question(selectedIds.length)}
        </ConfirmationDialog>
      )}
      {exporter.isOpen && (
        <ExportDialog
          title={`Export ${entity.plural}`}
          columns={columns}
          fileName={
            typeof exportName === 'function' ? exportName(orgNumber) : `${exportName}-${orgNumber}`
          }
          readPage={readPage(exportAll)}
          onDone={exporter.done}
        />
      )}
    </Flex>
  );
}
