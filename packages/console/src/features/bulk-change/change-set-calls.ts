import type { DboClient, DboComponents } from '@guestnet/sdk';
import type { ChangeKindFacts, ChangeRequest } from '../../lib/entities/change-kind';
import { isolate } from '../../lib/platform/bidi-isolate';
import type { BulkRunOptions } from './bulk-run';

/** A change set to record (the contract's `ChangeSetInput`). */
export type ChangeSetInput = DboComponents['schemas']['ChangeSetInput'];
/** A recorded change set. */
export type ChangeSet = DboComponents['schemas']['ChangeSet'];

/** Records a change set (`SaveChangeSet`): created without `Id`, updated with it. */
export async function recordChangeSet(
  dbo: DboClient,
  set: ChangeSetInput,
): Promise<{ Id: number }> {
  return dbo.call('SaveChangeSet', set);
}

/** What a change set says of itself whatever its progress: where, what, and its summary. */
export type ChangeSetHeader = Pick<
  ChangeSetInput,
  'OrgNumber' | 'Kind' | 'Field' | 'PlanName' | 'Value' | 'Summary'
>;

/**
 * The one recorder of a change set, for an apply and an undo alike (a run's `record`): each call
 * records the run's state and results under the set's header, created the first time and updated
 * after. For an undo (`undoes`), the first record also marks the undone set `Undone by` the new
 * one, where that set was made. `onRecorded` follows each record (a list reads itself again).
 *
 * @example
 * bulk.start({ ..., record: changeSetRecorder(dbo, header, { undoes: set, onRecorded: refresh }) });
 */
export function changeSetRecorder(
  dbo: DboClient,
  header: ChangeSetHeader,
  options: { undoes?: ChangeSet; onRecorded?: () => void } = {},
): BulkRunOptions['record'] {
  const { undoes, onRecorded } = options;
  return async (progress) => {
    const saved = await recordChangeSet(dbo, {
      ...progress,
      ...header,
      UndoOf: undoes ? undoes.Id : null,
    });
    if (undoes && progress.Id === undefined) {
      const { Admin: _a, When: _w, ...input } = undoes;
      // Marked as undone where it was made: the org it belongs to stays its own.
      await recordChangeSet(dbo, { ...input, UndoneBy: saved.Id });
    }
    onRecorded?.();
    return saved;
  };
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * What a change set says it did, for its list: `Service plans named Premium 1 Day: Price to
 * 12.00` (the plan's name isolated), `Org: Status to Disabled`, a long text cut at 80 characters.
 */
export function summaryOf(
  kind: ChangeKindFacts,
  fieldLabel: string,
  change: ChangeRequest,
): string {
  if (kind.summary) return clip(kind.summary(change), 500);
  // A name inside the sentence is isolated, so a direction control in it turns only the name
  // around, not the rest of the summary (docs/decisions/bidi-controls-in-names.md); the value ends
  // the sentence wherever a summary shows.
  const where = kind.byName ? kind.byName.where(isolate(change.planName.trim())) : kind.label;
  const value = change.value.trim() === '' ? '(empty)' : clip(change.value.trim(), 80);
  return clip(`${where}: ${fieldLabel} to ${value}`, 500);
}
