// docs/decisions/bulk-change.md
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { useStore } from '../../hooks/use-store';
import type { AnyChangeKind } from '../../lib/entities/change-kind';
import { createStore } from '../../lib/platform/store';
import { useUnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { writeStep } from './apply-step';
import { type BulkRun, type BulkRunOptions, type ChangeSetResult, createBulkRun } from './bulk-run';
import { holdRun } from './run-lease';

/** What the leave guard asks while a bulk change runs. */
export const LEAVE_WHILE_RUNNING =
  'A bulk change is running. Leave and cancel the orgs not reached yet?';

/** What a run writes: the kind and field, each org's result to reach, and how it is recorded. */
export interface RunRequest {
  kind: AnyChangeKind;
  field: string;
  planName: string;
  /** The RADIUS shared secret typed for the change (written, never recorded). */
  secret?: string;
  results: ChangeSetResult[];
  record: BulkRunOptions['record'];
  /** Why an org is to be left alone before it is read (an undo's org written since), or null. */
  leaveAlone?: (result: ChangeSetResult) => Promise<string | null>;
}

const NO_RUN = createStore(null);

/**
 * The run of an apply or an undo on its screen: `start` writes each result through the kind
 * (`writeStep`; a change of orgs tells the org session what was stored) as one change set. From
 * the moment it starts (while the set is recorded, then while it writes or is paused) it is
 * `running`: leaving the screen or the org asks first (the screen renders `dialog` once); leaving
 * cancels the orgs not reached, and another org drops the run. One run at a time: `start` does
 * nothing (and says `false`) while one is running. The set is held (`holdRun`) while it writes or
 * is paused, so the history knows it is live.
 *
 * @example
 * const bulk = useBulkRun();
 * bulk.start({ kind, field, planName, results, record });
 * return <>{bulk.run && <RunPanel run={bulk.run} label="Apply" />}{bulk.dialog}</>;
 */
export function useBulkRun() {
  const org = useSelectedOrg();
  const session = useOrgSession();
  const { dbo } = useGuestnetClients();
  const [run, setRun] = useState<BulkRun | null>(null);
  const state = useStore(run?.state ?? NO_RUN);
  const running =
    state !== null &&
    (state.status === 'running' ||
      state.status === 'paused' ||
      (state.status === 'idle' && state.error === null));
  const live = useRef(false);
  live.current = running;
  const held = state !== null && (state.status === 'running' || state.status === 'paused');
  const heldId = held ? state.changeSetId : null;
  useEffect(() => (heldId === null ? undefined : holdRun(heldId)), [heldId]);
  const guard = useUnsavedChangesGuard(running, LEAVE_WHILE_RUNNING);
  // Leaving the screen or the org (after the guard said yes) stops the writes not started yet.
  useEffect(() => () => run?.cancel(), [run]);
  const runOrg = useRef(org.number);
  useEffect(() => {
    if (runOrg.current === org.number) return;
    runOrg.current = org.number;
    setRun(null);
  }, [org.number]);

  const start = ({
    kind,
    field,
    planName,
    secret,
    results,
    record,
    leaveAlone,
  }: RunRequest): boolean => {
    if (live.current) return false;
    live.current = true;
    // An org as SaveOrg stored it: the tree and the header show what changed.
    const write = writeStep(kind, dbo, field, planName, (saved) => session.orgSaved(saved), secret);
    const next = createBulkRun({
      results,
      step: async (result, changeSetId) => {
        const why = leaveAlone ? await leaveAlone(result) : null;
        return why === null ? write(result, changeSetId) : { outcome: 'conflict', message: why };
      },
      record,
    });
    setRun(next);
    void next.start();
    return true;
  };

  return { run, running, start, drop: () => setRun(null), dialog: guard.dialog };
}
