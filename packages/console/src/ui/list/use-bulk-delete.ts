// docs/decisions/native-screen-kit.md
import { type DboPayload, type DboProcedure, dboMutation } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { notify } from '../snackbar';
import { countOf, type EntityWords } from './count-of';

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

/**
 * A list's action on its selected rows: the screen's own (`selectionAction`), else `Delete` with
 * the `remove` procedure, else none (the list has no selection).
 */
export function selectionActionOf(
  entity: EntityWords,
  remove?: DboProcedure,
  selectionAction?: SelectionAction,
): SelectionAction | undefined {
  if (selectionAction) return selectionAction;
  if (!remove) return undefined;
  return {
    label: 'Delete',
    done: 'Deleted',
    procedure: remove,
    question: (count) => `Delete ${countOf(count, entity)}? This cannot be undone.`,
  };
}

/** What {@link useBulkDelete} is given. */
export interface BulkDeleteOptions {
  action: SelectionAction | undefined;
  entity: EntityWords;
  orgNumber: string;
  /** The key of every page of the list, read again once the calls are done. */
  listKey: readonly unknown[];
  selectedIds: readonly string[];
  clearSelection: () => void;
}

/**
 * The bulk `Delete` (or another selection action) of a list: `ask` opens the confirmation,
 * `run` calls the procedure once per selected row, all at once, then empties the selection,
 * reads the list again and says how many were done (`Deleted 2 Service Plans`) and, when some
 * failed, how many and the first failure's message. `acting` is true while the calls run.
 */
export function useBulkDelete({
  action,
  entity,
  orgNumber,
  listKey,
  selectedIds,
  clearSelection,
}: BulkDeleteOptions) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [acting, setActing] = useState(false);
  const run = async () => {
    if (!action) return;
    setConfirming(false);
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
    clearSelection();
    await queryClient.invalidateQueries({ queryKey: listKey });
    if (done > 0) notify(`${action.done} ${countOf(done, entity)}`, 'success');
    const firstFailure = failed[0];
    if (firstFailure?.status === 'rejected') {
      notify(
        `Unable to ${action.label.toLowerCase()} ${countOf(failed.length, entity)}: ${(firstFailure.reason as Error).message}`,
      );
    }
  };
  return {
    confirming,
    acting,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    run,
  };
}
