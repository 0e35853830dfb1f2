import { Button, Flex, ProgressBar } from '@adobe/react-spectrum';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useStore } from '../../hooks/use-store';
import { formatNumber } from '../../ui/list/format';
import type { BulkRun, ChangeSetResult, RunState } from './bulk-run';
import { OutcomeGrid, type OutcomeRow } from './outcome-grid';

/** A run's outcomes as an administrator reads them, in the order of the filter. */
export const RESULT_LABELS: Readonly<Record<ChangeSetResult['Outcome'], string>> = {
  pending: 'Pending',
  changed: 'Changed',
  failed: 'Failed',
  conflict: 'Conflict',
  skipped: 'Skipped',
};

/** The outcomes of an interrupted set: the orgs its run never reached are not done. */
export const INTERRUPTED_LABELS: Readonly<Record<ChangeSetResult['Outcome'], string>> = {
  ...RESULT_LABELS,
  skipped: 'Not done',
};

export const HISTORY_PATH = '/manage/bulk-change/history';

const STATUS_TEXT: Readonly<Record<RunState['status'], string>> = {
  idle: 'Recording the change set…',
  running: 'Applying',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Done',
};

/** The table rows of a run's results. */
export function resultRows(
  results: readonly ChangeSetResult[],
  labels = RESULT_LABELS,
): OutcomeRow[] {
  return results.map((result) => ({
    id: result.OrgNumber,
    org: result.OrgName,
    path: result.DisplayPath,
    before: result.Before,
    after: result.After,
    outcome: labels[result.Outcome],
    message: result.Message,
  }));
}

/** `Changed 12 · Failed 2 · Conflict 1` for the outcomes a run has. */
export function resultSummary(results: readonly ChangeSetResult[], labels = RESULT_LABELS): string {
  const counts = new Map<string, number>();
  for (const result of results) counts.set(result.Outcome, (counts.get(result.Outcome) ?? 0) + 1);
  return (Object.keys(RESULT_LABELS) as ChangeSetResult['Outcome'][])
    .filter((outcome) => counts.has(outcome))
    .map((outcome) => `${labels[outcome]} ${formatNumber(counts.get(outcome) ?? 0)}`)
    .join(' · ');
}

/**
 * A run of an apply or an undo: the progress bar (`x of N`), `Cancel` from the start (while its
 * change set is recorded, nothing written yet), `Pause`/`Resume` while it writes, then what
 * happened, `Retry failed` when some orgs failed, the change set's id, and each org's result with
 * the server's message.
 */
export function RunPanel({ run, label }: { run: BulkRun; label: string }) {
  const state = useStore(run.state);
  // The run changes its results in place and counts each change in `version`: the grid's rows
  // are made again only then, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says when the results changed
  const rows = useMemo(() => resultRows(state.results), [state.version]);
  const total = state.results.length;
  const active = state.status === 'running' || state.status === 'paused';
  // Started, its change set being recorded: it can be cancelled before any org is written.
  const recording = state.status === 'idle' && state.error === null;
  const failed = state.results.some((result) => result.Outcome === 'failed');
  return (
    <section aria-labelledby="gn-bulk-run" className="gn-bulk-panel">
      <h3 id="gn-bulk-run" className="gn-bulk-heading">
        {label}
        {state.changeSetId !== null && ` (change set ${state.changeSetId})`}
      </h3>
      {state.error ? (
        <p role="alert" className="gn-bulk-error">
          Nothing was written: the change set could not be recorded. {state.error}
        </p>
      ) : (
        <>
          <ProgressBar
            label={STATUS_TEXT[state.status]}
            value={total === 0 ? 100 : (state.done / total) * 100}
            valueLabel={`${formatNumber(state.done)} of ${formatNumber(total)}`}
            width="100%"
            maxWidth="size-6000"
          />
          <Flex gap="size-150" marginTop="size-150" alignItems="center" wrap>
            {state.status === 'running' && (
              <Button variant="secondary" onPress={run.pause}>
                Pause
              </Button>
            )}
            {state.status === 'paused' && (
              <Button variant="secondary" onPress={run.resume}>
                Resume
              </Button>
            )}
            {(active || recording) && (
              <Button variant="negative" onPress={run.cancel}>
                Cancel
              </Button>
            )}
            {!active && failed && state.status !== 'idle' && (
              <Button variant="accent" onPress={run.retryFailed}>
                Retry failed
              </Button>
            )}
            {!active && state.status !== 'idle' && (
              <Link to={HISTORY_PATH} className="gn-bulk-link">
                Change sets
              </Link>
            )}
          </Flex>
          <p className="gn-bulk-summary" aria-live="polite">
            {active || recording ? '' : resultSummary(state.results)}
          </p>
          <OutcomeGrid
            label={`${label} results`}
            rows={rows}
            outcomes={Object.values(RESULT_LABELS)}
            exportName={`change-set-${state.changeSetId ?? 'new'}`}
          />
        </>
      )}
    </section>
  );
}
