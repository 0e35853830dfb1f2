// `pnpm bench:bulk` (through run-bulk-bench.mjs): Manage > Bulk Change's own code against the Node
// mock server in the `huge` scenario (100,000 orgs): 2,000 Sites resolved and counted, their
// preview built, and an apply's throughput, each figure beside its budget
// (docs/decisions/bulk-change.md). The longest hold of Node's event loop while the preview builds
// bounds the preview code alone; the page's longest task is measured in Chromium by
// bulk-page-bench.mjs. It prints; it never fails a test run.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_ADMIN } from '@guestnet/mocks';
import { startMockServer } from '@guestnet/mocks/node';
import {
  createGuestnetClients,
  type OrgTreeNode,
  orgsUnderQuery,
  orgTreeQuery,
} from '@guestnet/sdk';
import { applyResults, writeStep } from '../src/features/bulk-change/apply-step';
import { createBulkRun } from '../src/features/bulk-change/bulk-run';
import { kindOf } from '../src/features/bulk-change/change-kinds';
import { buildPreview, type PreviewRow } from '../src/features/bulk-change/preview';

const SITES = 2000;
const APPLY = Number(process.env.BENCH_APPLY ?? 300);
// Budgets: the whole tree's Sites counted in 2.5 s, a 2,000-row preview in 0.5 s with no task
// over 50 ms, and 20 orgs a second written (a 2,000-org change in under two minutes).
const BUDGETS = { targets: 2500, preview: 500, longestTask: 50, orgsPerSecond: 20 };

const row = (label: string, value: string, budget: string, unit: string, ok: boolean) =>
  `${label.padEnd(56)} ${value.padStart(8)} ${unit.padEnd(6)} budget ${budget.padStart(6)}  ${ok ? 'within budget' : 'OVER BUDGET'}`;

console.log('Starting the mock server (huge: 100,000 orgs)…');
const mock = await startMockServer({ port: 0, scenario: 'huge', seed: 1, log: false });
try {
  const baseUrl = `http://127.0.0.1:${mock.port}`;
  const { adminApi, dbo } = createGuestnetClients({
    baseUrl,
    fetch: (request) => globalThis.fetch(request),
    getToken: () => DEMO_ADMIN.token,
  });
  const [root] = await orgTreeQuery(adminApi).queryFn({});
  const top = root?.number ?? '';

  // 1. Targets: every Site under the top org, counted; the first 2,000 are the change's.
  // The median of 3 reads: the first also builds the server's indexes.
  let sites: OrgTreeNode[] = [];
  const reads: number[] = [];
  let started = 0;
  for (let i = 0; i < 3; i++) {
    started = performance.now();
    sites = (await orgsUnderQuery(adminApi, top, { type: 'Site' }).queryFn({})) as OrgTreeNode[];
    reads.push(performance.now() - started);
  }
  const targetsMs = [...reads].sort((a, b) => a - b)[1] ?? Number.NaN;
  const targets = sites.slice(0, SITES);

  // 2. The preview of Org > Status > Disabled at 2,000 Sites (from the tree's nodes, as the
  // screen does), with the event loop's delays watched.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const rows: PreviewRow[] = [];
  started = performance.now();
  await buildPreview(
    kindOf('org'),
    { field: 'Status', value: 'Disabled', planName: '' },
    targets,
    dbo,
    {
      signal: new AbortController().signal,
      onRows: (batch) => rows.push(...batch),
    },
  );
  const previewMs = performance.now() - started;
  delay.disable();
  const longestMs = delay.max / 1e6;

  // 3. Apply to the first orgs that will change, 4 at a time, as one change set.
  const results = applyResults(rows).slice(0, APPLY);
  const kind = kindOf('org');
  const run = createBulkRun({
    results,
    step: writeStep(kind, dbo, 'Status', ''),
    record: (set) =>
      dbo.call('SaveChangeSet', {
        ...set,
        OrgNumber: top,
        Kind: 'org',
        Field: 'Status',
        Value: 'Disabled',
        Summary: 'Org: Status to Disabled',
      }),
  });
  started = performance.now();
  await run.start();
  await new Promise<void>((done) => {
    const stop = run.state.subscribe(() => {
      if (run.state.get().status === 'done') {
        stop();
        done();
      }
    });
  });
  const applyS = (performance.now() - started) / 1000;
  const changed = run.state.get().results.filter((r) => r.Outcome === 'changed').length;
  const perSecond = changed / applyS;
  const other = run.state.get().results.filter((r) => r.Outcome !== 'changed');

  console.log(
    `\nBulk Change, huge scenario (${sites.length.toLocaleString('en-US')} Sites under ${top}):`,
  );
  console.log(
    row(
      `targets resolved and counted (${sites.length.toLocaleString('en-US')} Sites)`,
      targetsMs.toFixed(0),
      String(BUDGETS.targets),
      'ms',
      targetsMs <= BUDGETS.targets,
    ),
  );
  console.log(
    row(
      `preview of ${targets.length.toLocaleString('en-US')} rows built`,
      previewMs.toFixed(0),
      String(BUDGETS.preview),
      'ms',
      previewMs <= BUDGETS.preview,
    ),
  );
  console.log(
    row(
      "  longest hold of Node's event loop while it builds",
      longestMs.toFixed(1),
      String(BUDGETS.longestTask),
      'ms',
      longestMs <= BUDGETS.longestTask,
    ),
  );
  console.log(
    row(
      `apply throughput (${changed} of ${results.length} orgs changed)`,
      perSecond.toFixed(1),
      String(BUDGETS.orgsPerSecond),
      'orgs/s',
      perSecond >= BUDGETS.orgsPerSecond,
    ),
  );
  for (const result of other.slice(0, 3)) {
    console.log(`  not changed: ${result.OrgNumber} ${result.Outcome}: ${result.Message ?? ''}`);
  }
} finally {
  await mock.close();
}
