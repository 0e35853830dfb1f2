// docs/decisions/bulk-change.md
import type { DboComponents } from '@guestnet/sdk';
import { createStore, type Store } from '../../lib/platform/store';

/** What a bulk change did at one org (the contract's `ChangeSetResult`). */
export type ChangeSetResult = DboComponents['schemas']['ChangeSetResult'];

/** Where a run is: not started, writing, paused, cancelled, or every org answered. */
export type RunStatus = 'idle' | 'running' | 'paused' | 'cancelled' | 'done';

/** What the screen shows of a run. */
export interface RunState {
  status: RunStatus;
  /** Each org's result, in the order of the preview; changed in place, `version` counts. */
  results: readonly ChangeSetResult[];
  /** How many orgs have answered (changed, failed or in conflict). */
  done: number;
  version: number;
  changeSetId: number | null;
  /** Why the change set could not be recorded (nothing was written then). */
  error: string | null;
}

/** How one org is written: `changed`, or `conflict` (its value moved since; left alone). */
export type StepOutcome = { outcome: 'changed' } | { outcome: 'conflict'; message: string };

/** What a run needs: the results to reach, how to write one, how to record the change set. */
export interface BulkRunOptions {
  results: ChangeSetResult[];
  step: (result: ChangeSetResult, changeSetId: number) => Promise<StepOutcome>;
  /** Records the change set: created without `Id`, then its state and results. */
  record: (set: {
    Id?: number;
    State: Exclude<RunStatus, 'idle'>;
    Results: ChangeSetResult[];
  }) => Promise<{ Id: number }>;
  /** Orgs written at once. Default 4. */
  concurrency?: number;
  /** Results between two records of the change set while it runs. Default 50. */
  checkpointEvery?: number;
}

/** A running bulk change: its state, and the controls. */
export interface BulkRun {
  state: Store<RunState>;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
  cancel(): void;
  retryFailed(): void;
}

/**
 * Applies a change org by org, a few at a time, as one change set: the set is recorded before the
 * first write (nothing is written if that fails), each write names it, and it is recorded again
 * every `checkpointEvery` results and whenever the run pauses, is cancelled or ends, so it says
 * which orgs changed. A failed org keeps the server's message and the rest go on; `retryFailed`
 * writes only those again, in the same set. Pause lets the writes under way finish; Cancel marks
 * the orgs not reached `skipped` (all of them when it comes while the set is being recorded).
 * `start` runs once: a second call, from a second press or a second render, does nothing.
 */
export function createBulkRun(options: BulkRunOptions): BulkRun {
  const results = options.results;
  const concurrency = options.concurrency ?? 4;
  const every = options.checkpointEvery ?? 50;
  const state = createStore<RunState>({
    status: 'idle',
    results,
    done: 0,
    version: 0,
    changeSetId: null,
    error: null,
  });
  let queue: number[] = results.map((_, index) => index);
  let active = 0;
  let sinceRecord = 0;
  let recording: Promise<unknown> = Promise.resolve();
  // `start` records the set once, whoever calls it again; Cancel before that record lands means
  // no org is written.
  let started = false;
  let cancelledBeforeStart = false;

  const update = (change: Partial<RunState>) => {
    const now = state.get();
    const done = results.filter(
      (result) => result.Outcome !== 'pending' && result.Outcome !== 'skipped',
    ).length;
    state.set({ ...now, ...change, done, version: now.version + 1 });
  };
  const record = () => {
    const { changeSetId, status } = state.get();
    if (changeSetId === null || status === 'idle') return;
    sinceRecord = 0;
    const snapshot = results.map((result) => ({ ...result }));
    // One record at a time, in order, so the last one kept is the newest.
    recording = recording
      .then(() => options.record({ Id: changeSetId, State: status, Results: snapshot }))
      .catch(() => {});
  };
  const settle = () => {
    if (active > 0) return;
    const { status } = state.get();
    if (status === 'running' && queue.length === 0) update({ status: 'done' });
    if (state.get().status !== 'running') record();
  };
  const pump = () => {
    const changeSetId = state.get().changeSetId;
    if (changeSetId === null) return;
    while (state.get().status === 'running' && active < concurrency && queue.length > 0) {
      const index = queue.shift() as number;
      const result = results[index] as ChangeSetResult;
      active += 1;
      options
        .step(result, changeSetId)
        .then((answer) => {
          result.Outcome = answer.outcome;
          result.Message = answer.outcome === 'conflict' ? answer.message : null;
        })
        .catch((error: unknown) => {
          result.Outcome = 'failed';
          result.Message = error instanceof Error ? error.message : String(error);
        })
        .finally(() => {
          active -= 1;
          sinceRecord += 1;
          update({});
          if (sinceRecord >= every && state.get().status === 'running') record();
          pump();
          settle();
        });
    }
  };

  return {
    state,
    async start() {
      if (started || state.get().status !== 'idle') return;
      started = true;
      try {
        const set = await options.record({ State: 'running', Results: results });
        state.set({ ...state.get(), status: 'running', changeSetId: set.Id, error: null });
      } catch (error) {
        update({ error: error instanceof Error ? error.message : String(error) });
        return;
      }
      if (cancelledBeforeStart) {
        for (const result of results) result.Outcome = 'skipped';
        queue = [];
        update({ status: 'cancelled' });
      }
      pump();
      settle();
    },
    pause() {
      if (state.get().status !== 'running') return;
      update({ status: 'paused' });
      settle();
    },
    resume() {
      if (state.get().status !== 'paused') return;
      update({ status: 'running' });
      pump();
      settle();
    },
    cancel() {
      const { status, error } = state.get();
      if (status === 'idle' && started && error === null) cancelledBeforeStart = true;
      if (status !== 'running' && status !== 'paused') return;
      for (const index of queue) (results[index] as ChangeSetResult).Outcome = 'skipped';
      queue = [];
      update({ status: 'cancelled' });
      settle();
    },
    retryFailed() {
      const { status } = state.get();
      if (status !== 'done' && status !== 'cancelled') return;
      queue = results.flatMap((result, index) => (result.Outcome === 'failed' ? [index] : []));
      if (queue.length === 0) return;
      for (const index of queue) {
        const result = results[index] as ChangeSetResult;
        result.Outcome = 'pending';
        result.Message = null;
      }
      update({ status: 'running' });
      record();
      pump();
    },
  };
}
