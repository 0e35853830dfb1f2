import { describe, expect, it } from 'vitest';
import { type ChangeSetResult, createBulkRun, type StepOutcome } from './bulk-run';

const result = (orgNumber: string): ChangeSetResult => ({
  OrgNumber: orgNumber,
  OrgName: orgNumber,
  DisplayPath: 'Coastal Hotels',
  RecordId: null,
  Before: 'Active',
  After: 'Disabled',
  Outcome: 'pending',
  Message: null,
});

/** A step whose writes the test answers one by one, and a record of the change set's saves. */
function harness(count: number, options: { concurrency?: number; checkpointEvery?: number } = {}) {
  const waiting: Array<{ org: string; answer: (outcome: StepOutcome | Error) => void }> = [];
  const records: Array<{ Id?: number; State: string; Results: ChangeSetResult[] }> = [];
  const seen: Array<{ org: string; changeSetId: number }> = [];
  const run = createBulkRun({
    results: Array.from({ length: count }, (_, index) => result(`GN-${index + 1}`)),
    ...options,
    step: (item, changeSetId) =>
      new Promise<StepOutcome>((resolve, reject) => {
        seen.push({ org: item.OrgNumber, changeSetId });
        waiting.push({
          org: item.OrgNumber,
          answer: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
        });
      }),
    record: async (set) => {
      records.push({ ...set, Results: set.Results.map((r) => ({ ...r })) });
      return { Id: 42 };
    },
  });
  const settle = () => new Promise((done) => setTimeout(done, 0));
  const answerNext = async (outcome: StepOutcome | Error = { outcome: 'changed' }) => {
    waiting.shift()?.answer(outcome);
    await settle();
  };
  return { run, waiting, records, seen, answerNext, settle };
}

describe('a bulk run', () => {
  it('records the change set before the first write, writes a few orgs at a time naming it, and counts x of N', async () => {
    const { run, waiting, records, seen, answerNext } = harness(6, { concurrency: 2 });
    await run.start();
    expect(records[0]).toMatchObject({ State: 'running' });
    expect(records[0]?.Id).toBeUndefined();
    expect(waiting.map((w) => w.org)).toEqual(['GN-1', 'GN-2']);
    expect(seen.every((write) => write.changeSetId === 42)).toBe(true);
    await answerNext();
    expect(run.state.get().done).toBe(1);
    expect(waiting.map((w) => w.org)).toEqual(['GN-2', 'GN-3']);
    for (let i = 0; i < 5; i++) await answerNext();
    expect(run.state.get()).toMatchObject({ status: 'done', done: 6, changeSetId: 42 });
    expect(records.at(-1)).toMatchObject({ Id: 42, State: 'done' });
    expect(records.at(-1)?.Results.every((r) => r.Outcome === 'changed')).toBe(true);
  });

  it("keeps a failed org's server message, goes on with the rest, and Retry failed writes only those", async () => {
    const { run, records, seen, answerNext } = harness(3, { concurrency: 1 });
    await run.start();
    await answerNext();
    await answerNext(new Error('Price is locked at this site.'));
    await answerNext({ outcome: 'conflict', message: 'Changed since: now 10; left alone' });
    const results = run.state.get().results;
    expect(results.map((r) => [r.Outcome, r.Message])).toEqual([
      ['changed', null],
      ['failed', 'Price is locked at this site.'],
      ['conflict', 'Changed since: now 10; left alone'],
    ]);
    expect(run.state.get().status).toBe('done');
    run.retryFailed();
    expect(seen.slice(3).map((write) => write.org)).toEqual(['GN-2']);
    await answerNext();
    expect(run.state.get().results.map((r) => r.Outcome)).toEqual([
      'changed',
      'changed',
      'conflict',
    ]);
    expect(records.at(-1)?.Results.map((r) => r.Outcome)).toEqual([
      'changed',
      'changed',
      'conflict',
    ]);
  });

  it('pauses after the writes under way and resumes; Cancel skips the orgs not reached and records it', async () => {
    const { run, waiting, records, answerNext } = harness(5, { concurrency: 2 });
    await run.start();
    run.pause();
    expect(run.state.get().status).toBe('paused');
    await answerNext();
    await answerNext();
    expect(waiting).toHaveLength(0);
    expect(records.at(-1)).toMatchObject({ State: 'paused' });
    run.resume();
    expect(waiting.map((w) => w.org)).toEqual(['GN-3', 'GN-4']);
    run.cancel();
    await answerNext();
    await answerNext();
    const state = run.state.get();
    expect(state.status).toBe('cancelled');
    expect(state.results.map((r) => r.Outcome)).toEqual([
      'changed',
      'changed',
      'changed',
      'changed',
      'skipped',
    ]);
    expect(records.at(-1)).toMatchObject({ State: 'cancelled' });
    expect(records.at(-1)?.Results.at(-1)?.Outcome).toBe('skipped');
  });

  it('records its progress every few results while it runs', async () => {
    const { run, records, answerNext } = harness(5, { concurrency: 1, checkpointEvery: 2 });
    await run.start();
    await answerNext();
    await answerNext();
    expect(records).toHaveLength(2);
    expect(records[1]?.Results.filter((r) => r.Outcome === 'changed')).toHaveLength(2);
  });

  it('starts once however often start is called, and a Cancel while the set is recorded writes nothing', async () => {
    const twice = harness(3);
    await Promise.all([twice.run.start(), twice.run.start()]);
    expect(twice.records).toHaveLength(1);
    expect(twice.seen.map((write) => write.org)).toEqual(['GN-1', 'GN-2', 'GN-3']);

    const early = harness(3);
    const starting = early.run.start();
    early.run.cancel();
    await starting;
    await early.settle();
    expect(early.seen).toEqual([]);
    expect(early.run.state.get().status).toBe('cancelled');
    expect(early.records.at(-1)).toMatchObject({ Id: 42, State: 'cancelled' });
    expect(early.records.at(-1)?.Results.map((r) => r.Outcome)).toEqual([
      'skipped',
      'skipped',
      'skipped',
    ]);
  });

  it('writes a failed org once however often Retry failed, Resume or Cancel are pressed', async () => {
    const { run, seen, answerNext } = harness(2, { concurrency: 1 });
    await run.start();
    await answerNext(new Error('Refused for now.'));
    await answerNext();
    run.retryFailed();
    run.retryFailed();
    expect(seen.map((write) => write.org)).toEqual(['GN-1', 'GN-2', 'GN-1']);
    run.pause();
    run.resume();
    run.resume();
    expect(seen).toHaveLength(3);
    await answerNext();
    run.cancel();
    run.cancel();
    expect(run.state.get()).toMatchObject({ status: 'done', done: 2 });
    expect(run.state.get().results.map((r) => r.Outcome)).toEqual(['changed', 'changed']);
  });

  it('writes nothing when the change set cannot be recorded', async () => {
    const writes: string[] = [];
    const run = createBulkRun({
      results: [result('GN-1')],
      step: async (item) => {
        writes.push(item.OrgNumber);
        return { outcome: 'changed' };
      },
      record: async () => {
        throw new Error('The service is temporarily unavailable.');
      },
    });
    await run.start();
    expect(writes).toEqual([]);
    expect(run.state.get()).toMatchObject({
      status: 'idle',
      error: 'The service is temporarily unavailable.',
    });
  });
});
