// docs/decisions/bulk-change.md
import { Button, Flex, Text } from '@adobe/react-spectrum';
import { dboQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { formatNumber } from '../../ui/list/format';
import type { ListColumn } from '../../ui/list/list-column';
import { ListScreen } from '../../ui/list/list-screen';
import { LoadFailed } from '../../ui/load-states';
import { undoResults } from './apply-step';
import { kindFor } from './change-kinds';
import { type ChangeSet, recordChangeSet } from './change-set-calls';
import { OutcomeGrid } from './outcome-grid';
import { RESULT_LABELS, RunPanel, resultRows, resultSummary } from './run-panel';
import { useBulkRun } from './use-bulk-run';
import './bulk-change.css';

const STATE_LABELS: Readonly<Record<ChangeSet['State'], string>> = {
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Done',
};

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
    text: (set) => resultSummary(set.Results),
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
 * which puts back each org's `Before` only where its value is still the set's `After` (others are
 * conflicts, left alone), as a change set of its own; `Admin History` lists its entries.
 */
export default function ChangeSetsHistory() {
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const chosenId = Number((useSearch({ strict: false }) as { set?: unknown }).set) || null;
  const orgNumber = org.number ?? '';
  // The chosen set is read on its own: it may be on any page of the list, or only in a link.
  const chosenQuery = useGuestnetQuery(
    dboQuery(dbo, 'GetChangeSet', { OrgNumber: orgNumber, Id: chosenId ?? 0 }),
    { enabled: Boolean(org.number) && chosenId !== null },
  );
  const chosen = chosenId === null ? undefined : chosenQuery.data;
  const [confirming, setConfirming] = useState(false);
  const bulk = useBulkRun();

  const undo = (set: ChangeSet) => {
    setConfirming(false);
    bulk.start({
      kind: kindFor(set.Kind, set.Field, set.Value ?? null),
      field: set.Field,
      planName: set.PlanName ?? '',
      results: undoResults(set.Results),
      record: async (progress) => {
        const saved = await recordChangeSet(dbo, {
          ...progress,
          OrgNumber: orgNumber,
          Kind: set.Kind,
          Field: set.Field,
          PlanName: set.PlanName ?? null,
          Value: null,
          Summary: `Undo of ${set.Id}: ${set.Summary}`.slice(0, 500),
          UndoOf: set.Id,
        });
        if (progress.Id === undefined) {
          const { Admin: _a, When: _w, ...input } = set;
          // Marked as undone where it was made: the org it belongs to stays its own.
          await recordChangeSet(dbo, { ...input, UndoneBy: saved.Id });
        }
        // The list follows the undo as it is recorded: its state, and the undone one's `Undone by`.
        void queryClient.invalidateQueries({ queryKey: ['listChangeSets'] });
        void queryClient.invalidateQueries({ queryKey: ['getChangeSet'] });
        return saved;
      },
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
            search={(previous: Record<string, unknown>) => ({ ...previous, set: set.Id }) as never}
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
              By {chosen.Admin}, {when(chosen.When)}. {resultSummary(chosen.Results)}
            </p>
            <Flex gap="size-150" alignItems="center" wrap marginBottom="size-150">
              <Button
                variant="primary"
                isDisabled={!chosen.Results.some((result) => result.Outcome === 'changed')}
                onPress={() => setConfirming(true)}
              >
                Undo
              </Button>
              <Link
                to="/support/admin-history"
                search={{ changeSet: chosen.Id } as never}
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
                    search: ({ set: _set, ...list }: Record<string, unknown>) => list as never,
                  })
                }
              >
                Close
              </button>
            </Flex>
            <OutcomeGrid
              label={`Change set ${chosen.Id}`}
              rows={resultRows(chosen.Results)}
              outcomes={Object.values(RESULT_LABELS)}
              exportName={`change-set-${chosen.Id}`}
            />
            <ConfirmationDialog
              isOpen={confirming}
              title={`Undo change set ${chosen.Id}?`}
              confirmLabel="Undo"
              onCancel={() => setConfirming(false)}
              onConfirm={() => undo(chosen)}
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
