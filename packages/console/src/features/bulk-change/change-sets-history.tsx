// docs/decisions/bulk-change.md
import { Button, Flex, Text } from '@adobe/react-spectrum';
import { dboQuery, dboQueryPrefix } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { ADMIN_HISTORY_ADDRESS, CHANGE_SETS_ADDRESS } from '../../lib/screens/linked-addresses';
import { addressParams } from '../../lib/screens/screen-address';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { formatNumber } from '../../ui/list/format';
import type { ListColumn } from '../../ui/list/list-column';
import { ListScreen } from '../../ui/list/list-screen';
import { LoadFailed } from '../../ui/load-states';
import { undoResults } from './apply-step';
import { kindFor } from './change-kinds';
import { type ChangeSet, changeSetRecorder, recordChangeSet } from './change-set-calls';
import { writtenSince } from './changed-since';
import { useConfirmOnce } from './confirm-once';
import { OutcomeGrid } from './outcome-grid';
import { isUnfinished, reconcileChangeSet } from './reconcile';
import { isRunLive } from './run-lease';
import {
  INTERRUPTED_LABELS,
  RESULT_LABELS,
  RunPanel,
  resultRows,
  resultSummary,
} from './run-panel';
import { useBulkRun } from './use-bulk-run';
import './bulk-change.css';

const STATE_LABELS: Readonly<Record<ChangeSet['State'], string>> = {
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Done',
  interrupted: 'Interrupted',
};

/** The outcome labels of a set: an interrupted one's unreached orgs are `Not done`. */
const labelsOf = (set: Pick<ChangeSet, 'State'>) =>
  set.State === 'interrupted' ? INTERRUPTED_LABELS : RESULT_LABELS;

/**
 * Why a set cannot be undone, or null when it can (docs/decisions/bulk-change.md): undone
 * already (`Undone by 2`: its orgs may hold a later set's values by now, and undoing it again
 * would put back what that set wrote); still running in this browser; left unfinished and not yet
 * put right from its Admin History; or no org changed.
 */
export function undoBlocked(set: ChangeSet, live: boolean): string | null {
  if (set.UndoneBy) return `Undone by ${set.UndoneBy}`;
  if (isUnfinished(set)) return live ? 'Still running' : 'Checking what it changed…';
  if (!set.Results.some((result) => result.Outcome === 'changed')) return 'No org was changed';
  return null;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: readonly ListColumn<ChangeSet>[] = [
  { field: 'Summary', header: 'Change', width: 'minmax(14rem, 3fr)' },
  { field: 'Id', header: 'Id', width: 'minmax(4rem, 0.4fr)' },
  // A date and a time, whole: `Nov 26, 2026, 8:40 AM`.
  { field: 'When', header: 'When', width: 'minmax(12rem, 1.2fr)', text: (set) => when(set.When) },
  { field: 'Admin', header: 'Admin', width: 'minmax(6rem, 0.6fr)' },
  {
    field: 'Results',
    header: 'Orgs',
    sortable: false,
    width: 'minmax(12rem, 1.5fr)',
    text: (set) => resultSummary(set.Results, labelsOf(set)),
  },
  {
    field: 'State',
    header: 'State',
    sortable: false,
    text: (set) =>
      set.UndoneBy
        ? `Undone by ${set.UndoneBy}`
        : set.UndoOf
          ? `Undo of ${set.UndoOf}`
          : STATE_LABELS[set.State],
  },
];

/**
 * Manage > Bulk Change > Change Sets (`/manage/bulk-change/history`): the change sets made at
 * the selected org and under it, newest first. Choosing one shows each org's result and `Undo`,
 * which puts back each org's `Before` only where its value is still the set's `After` and no
 * later write touched that record (others are conflicts, left alone), as a change set of its own;
 * `Admin History` lists its entries. A set undone already cannot be undone again (`Undone by 2`),
 * and one its page left running is put right from its Admin History when it is opened.
 */
export default function ChangeSetsHistory() {
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const address = useAddress(CHANGE_SETS_ADDRESS);
  const chosenId = address.set ?? null;
  const orgNumber = org.number ?? '';
  // The chosen set is read on its own: it may be on any page of the list, or only in a link.
  const chosenQuery = useGuestnetQuery(
    dboQuery(dbo, 'GetChangeSet', { OrgNumber: orgNumber, Id: chosenId ?? 0 }),
    { enabled: Boolean(org.number) && chosenId !== null },
  );
  const chosen = chosenId === null ? undefined : chosenQuery.data;
  // One confirmation starts one undo, however often its Undo is pressed.
  const confirmation = useConfirmOnce();
  const bulk = useBulkRun();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: dboQueryPrefix(dbo, 'ListChangeSets') });
    void queryClient.invalidateQueries({ queryKey: dboQueryPrefix(dbo, 'GetChangeSet') });
  };

  // A set left running or paused that no page of this browser runs stopped with its page: it is
  // put right from its Admin History entries, recorded, and read again.
  const [live, setLive] = useState(false);
  const [reconcileError, setReconcileError] = useState<string | null>(null);
  const unfinished = chosen && isUnfinished(chosen) ? chosen : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the set's id and state say when
  useEffect(() => {
    setLive(false);
    setReconcileError(null);
    if (!unfinished || bulk.run) return;
    let stale = false;
    void (async () => {
      if (await isRunLive(unfinished.Id)) {
        if (!stale) setLive(true);
        return;
      }
      const fixed = await reconcileChangeSet(dbo, unfinished);
      if (stale) return;
      await recordChangeSet(dbo, fixed);
      refresh();
    })().catch((error: unknown) => {
      if (!stale) setReconcileError(error instanceof Error ? error.message : String(error));
    });
    return () => {
      stale = true;
    };
  }, [unfinished?.Id, unfinished?.State, bulk.run]);

  const blocked = chosen ? undoBlocked(chosen, live) : null;

  const undo = (set: ChangeSet) => {
    const since = writtenSince(dbo, set);
    bulk.start({
      leaveAlone: (result) => since(result.OrgNumber),
      kind: kindFor(set.Kind, set.Field, set.Value ?? null),
      field: set.Field,
      planName: set.PlanName ?? '',
      results: undoResults(set.Results),
      // The list follows the undo as it is recorded: its state, and the undone one's `Undone by`.
      record: changeSetRecorder(
        dbo,
        {
          OrgNumber: orgNumber,
          Kind: set.Kind,
          Field: set.Field,
          PlanName: set.PlanName ?? null,
          Value: null,
          Summary: `Undo of ${set.Id}: ${set.Summary}`.slice(0, 500),
        },
        { undoes: set, onRecorded: refresh },
      ),
    });
  };

  return (
    <Flex direction="column" gap="size-200">
      <Flex gap="size-200" alignItems="center" wrap>
        <Text>The bulk changes made at {org.name} and the orgs under it, newest first.</Text>
        <Link to="/manage/bulk-change" className="gn-bulk-link">
          New bulk change
        </Link>
      </Flex>
      <ListScreen<ChangeSet>
        entity={{ singular: 'Change Set', plural: 'Change Sets' }}
        list="ListChangeSets"
        columns={COLUMNS}
        emptyContent="No bulk change was made here yet."
        exportName="change-sets"
        renderLink={(set, text, tabIndex) => (
          <Link
            to="."
            search={addressParams(CHANGE_SETS_ADDRESS, { ...address, set: set.Id })}
            data-focus
            tabIndex={tabIndex}
            className="gn-grid-link"
          >
            {text}
          </Link>
        )}
      />
      {bulk.run ? (
        <RunPanel run={bulk.run} label="Undo" />
      ) : chosenQuery.isError ? (
        <LoadFailed
          heading={`Change set ${chosenId} could not be read`}
          message={chosenQuery.error.message}
          onRetry={() => void chosenQuery.refetch()}
        />
      ) : (
        chosen && (
          <section aria-labelledby="gn-bulk-set" className="gn-bulk-panel">
            <h3 id="gn-bulk-set" className="gn-bulk-heading">
              Change set {chosen.Id}: {chosen.Summary}
            </h3>
            <p className="gn-bulk-count">
              By {chosen.Admin}, {when(chosen.When)}. {STATE_LABELS[chosen.State]} ·{' '}
              {resultSummary(chosen.Results, labelsOf(chosen))}
            </p>
            {reconcileError && (
              <p role="alert" className="gn-bulk-error">
                {`Its Admin History could not be read to see what it changed. ${reconcileError}`}
              </p>
            )}
            <Flex gap="size-150" alignItems="center" wrap marginBottom="size-150">
              <Button
                variant="primary"
                isDisabled={blocked !== null}
                aria-describedby={blocked === null ? undefined : 'gn-bulk-undo-why'}
                onPress={confirmation.open}
              >
                Undo
              </Button>
              {blocked !== null && (
                <span id="gn-bulk-undo-why" className="gn-bulk-why">
                  {blocked}
                </span>
              )}
              <Link
                to="/support/admin-history"
                search={addressParams(ADMIN_HISTORY_ADDRESS, { changeSet: chosen.Id })}
                className="gn-bulk-link"
              >
                Admin History entries
              </Link>
              <button
                type="button"
                className="gn-bulk-link"
                onClick={() =>
                  void navigate({
                    to: '.',
                    search: addressParams(CHANGE_SETS_ADDRESS, { ...address, set: undefined }),
                  })
                }
              >
                Close
              </button>
            </Flex>
            <OutcomeGrid
              label={`Change set ${chosen.Id}`}
              rows={resultRows(chosen.Results, labelsOf(chosen))}
              outcomes={Object.values(labelsOf(chosen))}
              exportName={`change-set-${chosen.Id}`}
            />
            <ConfirmationDialog
              isOpen={confirmation.isOpen}
              title={`Undo change set ${chosen.Id}?`}
              confirmLabel="Undo"
              onCancel={confirmation.cancel}
              onConfirm={confirmation.confirm(() => undo(chosen))}
            >
              {`Each of the ${formatNumber(
                chosen.Results.filter((result) => result.Outcome === 'changed').length,
              )} orgs it changed gets its Before value back, unless its value changed since.`}
            </ConfirmationDialog>
          </section>
        )
      )}
      {bulk.dialog}
    </Flex>
  );
}
