// `pnpm bench:reports`: the report lists at scale, in the `huge` scenario, beside the budgets of
// docs/decisions/report-queries.md. A provider's 30 days of sales: the first page and its totals,
// the next page, the sessions' first page, by user name and online, the sales filtered by payment
// type and the PMS transactions (first page and totals), Group Sales, a text search (a name), a
// sort by amount (a provider's day; its month is refused as more than a million rows to sort),
// and a 100,000-row CSV export paged through with pageSize 1000 as the console does it, with the heap it holds at its peak. Times are judged on
// the process's CPU time (its wall time on an idle machine), the wall time printed beside it. A
// benchmark, not a test: it prints and exits 0 (docs/style.md "Tests").
import { cpus, loadavg } from 'node:os';
import { getResponse } from 'msw';
import { createHandlers } from '../src/create-handlers.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { MockState } from '../src/mock-state.js';
import { cpuTurns } from './cpu-turns.js';

/** The budgets of docs/decisions/report-queries.md "Scale". */
const BUDGETS = {
  firstPageMs: 15_000,
  nextPageMs: 1000,
  filteredMs: 15_000,
  sortedMs: 15_000,
  invertedMs: 15_000,
  textMs: 15_000,
  exportMs: 60_000,
  exportPeakMb: 150,
};
const EXPORT_ROWS = 100_000;
/** No main-thread task over 50 ms: the longest stretch of an answer between two turns. */
const TASK_BUDGET_MS = 50;
/** The longest stretch without a turn of every answer so far, in ms of CPU. */
let longestStretch = 0;

const NOW = new Date('2026-11-25T15:20:00Z');
const state = new MockState();
const tree = state.orgTree('huge', 1);
const handlers = createHandlers({ scenario: 'huge', state, now: () => NOW, slowMs: 0 });
const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };

async function call(path: string, query: Record<string, string>) {
  const url = `http://localhost/AdminApi/${path}?${new URLSearchParams(query)}`;
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  cpuTurns.start();
  const response = await getResponse(handlers, new Request(url, { headers }));
  const text = (await response?.text()) ?? '';
  const stretchMs = cpuTurns.longest();
  longestStretch = Math.max(longestStretch, stretchMs);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    ms,
    cpuMs,
    stretchMs,
    status: response?.status,
    body: JSON.parse(text),
    bytes: text.length,
  };
}

const line = (label: string, value: number, budget: number, unit: string) =>
  console.log(
    `${label}: ${value.toFixed(0)} ${unit} (budget ${budget} ${unit}) ${value <= budget ? 'OK' : 'OVER BUDGET'}`,
  );
/**
 * A time beside its budget, judged on the process's CPU time: the mocks answer on one thread, so
 * that is their wall time on an idle machine; on a loaded one the wall time (printed beside it)
 * is mostly waiting for a core.
 */
const timeLine = (
  label: string,
  timed: { ms: number; cpuMs: number; stretchMs?: number },
  budget: number,
) =>
  console.log(
    `${label}: ${timed.cpuMs.toFixed(0)} ms of CPU (budget ${budget} ms) ${timed.cpuMs <= budget ? 'OK' : 'OVER BUDGET'}; ${timed.ms.toFixed(0)} ms wall${
      timed.stretchMs === undefined
        ? ''
        : `; longest stretch without a turn ${timed.stretchMs.toFixed(0)} ms of CPU${timed.stretchMs <= TASK_BUDGET_MS ? '' : ' (OVER 50 ms)'}`
    }`,
  );

const org = tree.root.number;
const range = {
  orgNumber: org,
  from: '2026-10-27',
  to: '2026-11-25',
  timeZone: 'America/New_York',
};
console.log(`huge: ${tree.orgs.length.toLocaleString('en-US')} orgs, ${org}'s 30 days of sales`);

/**
 * The sales' first page of 50 with its totals for `query` over the month (what it found, then its
 * time beside `budget`), and the next page, which keeps the counts, beside the next page's budget.
 */
async function firstAndNextPage(
  label: string,
  query: Record<string, string>,
  budget: number,
  found: (body: { TotalRows?: number; Totals?: { Amount?: number }; Currency?: string }) => string,
) {
  const first = await call('reports/sales', { ...range, ...query, pageSize: '50' });
  console.log(`  ${found(first.body)}`);
  timeLine(`${label}: first page and totals`, first, budget);
  const next = await call('reports/sales', { ...range, ...query, pageSize: '50', page: '2' });
  timeLine('  its next page (the counts kept)', next, BUDGETS.nextPageMs);
}

// A first call loads and compiles the answers' modules (imported when first needed): in the
// browser that is the loading of their chunks, not an answer's work, so it is left out here.
const smallest = tree.orgs.find((each) => tree.childrenOf(each.number).length === 0) ?? tree.root;
const warm = await call('reports/summary', { ...range, orgNumber: smallest.number });
longestStretch = 0;
console.log(
  `  a first call, for one service area: ${warm.cpuMs.toFixed(0)} ms of CPU, ${warm.stretchMs.toFixed(0)} ms without a turn (loading the answers' modules; not counted below)`,
);
const first = await call('reports/sales', { ...range, pageSize: '50' });
console.log(
  `  ${first.body.TotalRows?.toLocaleString('en-US')} sales, revenue ${first.body.Totals?.Amount} ${first.body.Currency}`,
);
timeLine('first page (50 rows) and the totals of the whole result', first, BUDGETS.firstPageMs);
const summary = await call('reports/summary', range);
console.log(
  `  the Overview's figures for the same range and the one before: ${summary.cpuMs.toFixed(0)} ms of CPU, ${summary.ms.toFixed(0)} ms wall (two passes over the leaf-days, for comparison); longest stretch without a turn ${summary.stretchMs.toFixed(0)} ms of CPU`,
);
console.log(
  `  the Overview's revenue for the same range: ${summary.body.Current?.Revenue} (${
    Math.round(summary.body.Current?.Revenue * 100) === Math.round(first.body.Totals?.Amount * 100)
      ? 'agrees to the cent'
      : 'DISAGREES'
  })`,
);
const second = await call('reports/sales', { ...range, pageSize: '50', page: '2' });
timeLine('the next page (the totals kept)', second, BUDGETS.nextPageMs);
const sessions = await call('reports/sessions', { ...range, pageSize: '50' });
console.log(`  ${sessions.body.TotalRows?.toLocaleString('en-US')} sessions`);
timeLine('sessions: first page and totals', sessions, BUDGETS.firstPageMs);
// Radius Activity's user name and online filters, found by inversion (a user name's guests and
// their sessions; the sessions of the last two hours), not by reading the month's sessions.
const userName = sessions.body.Rows?.[0]?.UserName ?? '';
const byUser = await call('reports/sessions', { ...range, userName, pageSize: '50' });
console.log(`  ${byUser.body.TotalRows?.toLocaleString('en-US')} sessions of ${userName}`);
timeLine('sessions by user name: first page and totals', byUser, BUDGETS.invertedMs);
const online = await call('reports/sessions', { ...range, online: 'true', pageSize: '50' });
console.log(`  ${online.body.TotalRows?.toLocaleString('en-US')} sessions online`);
timeLine('sessions online: first page and totals', online, BUDGETS.invertedMs);
const closed = await call('reports/sessions', { ...range, online: 'false', pageSize: '50' });
console.log(`  ${closed.body.TotalRows?.toLocaleString('en-US')} sessions closed`);
timeLine('sessions closed: first page and totals', closed, BUDGETS.filteredMs);

// A filter the rows' indices answer (payment type), its next page, the PMS transactions (the
// sales paid by room charge) and a sort by another column than time.
await firstAndNextPage(
  'sales filtered by payment type',
  { paymentType: 'pms' },
  BUDGETS.filteredMs,
  (body) =>
    `${body.TotalRows?.toLocaleString('en-US')} sales paid by room charge, ${body.Totals?.Amount} ${body.Currency}`,
);
const charges = await call('reports/pms', { ...range, status: 'posted', pageSize: '50' });
console.log(`  ${charges.body.TotalRows?.toLocaleString('en-US')} PMS charges posted`);
timeLine('PMS transactions posted: first page and totals', charges, BUDGETS.filteredMs);
const groups = await call('reports/sales/groups', { ...range, pageSize: '50' });
console.log(
  `  ${groups.body.TotalRows} guest groups, ${groups.body.Totals?.Count?.toLocaleString('en-US')} sales`,
);
timeLine('Group Sales (completed sales by guest group)', groups, BUDGETS.filteredMs);
const day = { ...range, from: '2026-11-24', to: '2026-11-24' };
const sorted = await call('reports/sales', {
  ...day,
  paymentType: 'card',
  sort: 'Amount',
  pageSize: '50',
});
console.log(
  `  ${sorted.body.TotalRows?.toLocaleString('en-US')} card sales of one day, largest amount first: ${sorted.body.Rows?.[0]?.Amount}`,
);
timeLine('sorted by amount (a day): first page and totals', sorted, BUDGETS.sortedMs);
// A text search: read from the sales' indices where the text can only be in a plan, a status,
// a seller, a group, the org or a guest's name (a name here); a date only the rows say is refused.
await firstAndNextPage(
  'sales searched for a name',
  { q: 'silva' },
  BUDGETS.textMs,
  (body) => `${body.TotalRows?.toLocaleString('en-US')} sales with "silva"`,
);
const dated = await call('reports/sales', { ...range, q: '2026-11-2', pageSize: '50' });
console.log(
  `  searched for a date over the month: ${dated.status} ${dated.body.Message} (${dated.cpuMs.toFixed(0)} ms of CPU)`,
);
const refused = await call('reports/sales', { ...range, sort: 'Amount', pageSize: '50' });
console.log(
  `  sorted by amount over the month: ${refused.status} ${refused.body.Message} (${refused.cpuMs.toFixed(0)} ms of CPU)`,
);

// The export: pages of 1000 written out one by one as CSV lines, nothing kept but the count. The
// heap is read after a collection every 10 pages (run with --expose-gc): what the export holds,
// not the garbage the collector has not reached yet; the collections' time is left out.
const gc = (globalThis as { gc?: () => void }).gc;
const held = () => {
  const before = performance.now();
  const cpuBefore = process.cpuUsage();
  gc?.();
  const used = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage(cpuBefore);
  return { used, ms: performance.now() - before, cpuMs: (cpu.user + cpu.system) / 1000 };
};
const base = held().used;
let peak = base;
let gcMs = 0;
let gcCpuMs = 0;
let rows = 0;
let bytes = 0;
let exportStretchMs = 0;
const start = performance.now();
const exportCpu = process.cpuUsage();
for (let page = 1; rows < EXPORT_ROWS; page++) {
  const answer = await call('reports/sales', { ...range, pageSize: '1000', page: `${page}` });
  for (const row of answer.body.Rows as Record<string, unknown>[]) {
    bytes += Object.values(row).join(',').length + 1;
  }
  rows += answer.body.Rows.length;
  exportStretchMs = Math.max(exportStretchMs, answer.stretchMs);
  if (page % 10 === 0) {
    const sample = held();
    peak = Math.max(peak, sample.used);
    gcMs += sample.ms;
    gcCpuMs += sample.cpuMs;
  }
  if (answer.body.Rows.length === 0) break;
}
const exportMs = performance.now() - start - gcMs;
const exportCpuUsed = process.cpuUsage(exportCpu);
const exportCpuMs = (exportCpuUsed.user + exportCpuUsed.system) / 1000 - gcCpuMs;
console.log(
  `  exported ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB of CSV`,
);
timeLine(
  `CSV export of ${EXPORT_ROWS.toLocaleString('en-US')} rows (100 pages of 1000)`,
  { ms: exportMs, cpuMs: exportCpuMs, stretchMs: exportStretchMs },
  BUDGETS.exportMs,
);
line(
  `the heap held at the export's peak, over before it${gc ? '' : ' (no --expose-gc: garbage included)'}`,
  (peak - base) / 1e6,
  BUDGETS.exportPeakMb,
  'MB',
);
// Find Accounts across the provider: a common name, its first page and count, then a whole MAC.
const ACCOUNT_BUDGETS = { nameMs: 20_000, macMs: 1000 };
const name = await call('guest-accounts', { orgNumber: org, q: 'silva' });
console.log(
  `  Find Accounts: ${name.body.TotalRows?.toLocaleString('en-US')} accounts named silva`,
);
timeLine('provider-wide name search: first page and count', name, ACCOUNT_BUDGETS.nameMs);
const mac = await call('guest-accounts', {
  orgNumber: org,
  q: name.body.Rows?.[0]?.Macs?.[0] ?? '',
});
timeLine(`provider-wide MAC search (${mac.body.TotalRows} found)`, mac, ACCOUNT_BUDGETS.macMs);

line(
  "the mocks' longest task: their longest stretch of work without a turn, any answer above, in ms of CPU",
  longestStretch,
  TASK_BUDGET_MS,
  'ms',
);
console.log(
  `(load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores: times depend on it more than on anything else.)`,
);
console.log(
  'The console-side figures (first paint of the grid, long tasks, the browser export) are the ' +
    "console bench's: docs/decisions/report-queries.md.",
);
