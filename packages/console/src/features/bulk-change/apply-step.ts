// docs/decisions/bulk-change.md
import type { DboClient } from '@guestnet/sdk';
import type { AnyChangeKind, ChangeKind } from '../../lib/entities/change-kind';
import type { OrgDetails } from '../../lib/org/org-session';
import type { ChangeSetResult, StepOutcome } from './bulk-run';
import type { PreviewRow } from './preview';

/** The message of an org whose value is no longer the one the change started from. */
export const conflictMessage = (now: string | null) =>
  `Changed since: now ${now ?? '(empty)'}; left alone`;

/** How one org is written: its result to reach, and the change set the write names. */
export type WriteStep = (result: ChangeSetResult, changeSetId: number) => Promise<StepOutcome>;

/**
 * How one org is written, for an apply and an undo alike: the org's record is read again and
 * changed from `Before` to `After` only while its value is still `Before` (otherwise a
 * conflict, nothing written), through the kind's schema and the single screen's save procedure,
 * naming the change set. `onOrgSaved` gets the org as stored when the kind saves orgs (the org
 * session follows it).
 */
export function writeStep(
  kind: AnyChangeKind,
  dbo: DboClient,
  field: string,
  planName: string,
  onOrgSaved?: (org: OrgDetails) => void,
  secret?: string,
): WriteStep {
  // Generic in the kind's records: what it reads goes back to it alone.
  const stepOf =
    <Stored, Payload, Saved>(typed: ChangeKind<Stored, Payload, Saved>): WriteStep =>
    async (result, changeSetId) => {
      const match = typed.matchFor ? typed.matchFor(result.Before) : planName;
      const stored = await typed.read(dbo, result.OrgNumber, match);
      if (typeof stored === 'string') return { outcome: 'conflict', message: stored };
      const now = typed.text(stored, field);
      if (now !== result.Before) return { outcome: 'conflict', message: conflictMessage(now) };
      const proposal = typed.propose(stored, field, result.After ?? '', secret);
      if ('refused' in proposal) throw new Error(proposal.refused);
      const saved = await typed.save(dbo, proposal.payload, changeSetId);
      if (typed.savedOrg) onOrgSaved?.(typed.savedOrg(saved));
      return { outcome: 'changed' };
    };
  return kind.open(stepOf);
}

/** The pending results of an apply: one per org the preview says will change. */
export function applyResults(rows: readonly PreviewRow[]): ChangeSetResult[] {
  return rows
    .filter((row) => row.outcome === 'will_change')
    .map((row) => ({
      OrgNumber: row.org.number ?? '',
      OrgName: row.org.name.slice(0, 255),
      DisplayPath: row.org.displayPath.slice(0, 2000),
      RecordId: row.recordId,
      Before: row.before,
      After: row.after,
      Outcome: 'pending',
      Message: null,
    }));
}

/** The pending results of an undo: each org the set changed, from its `After` back to `Before`. */
export function undoResults(results: readonly ChangeSetResult[]): ChangeSetResult[] {
  return results
    .filter((result) => result.Outcome === 'changed')
    .map((result) => ({
      ...result,
      Before: result.After,
      After: result.Before,
      Outcome: 'pending',
      Message: null,
    }));
}
