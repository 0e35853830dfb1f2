// `pnpm bench:reports`: the report lists at scale, in the `huge` scenario, beside the budgets of
// docs/decisions/report-queries.md. A provider's 30 days of sales: the first page and its totals,
// and a 100,000-row CSV export paged through with pageSize 1000 as the console does it, with the
// heap's peak while it runs. A benchmark, not a test: it prints and exits 0 (docs/style.md
// "Tests"). Times on a loaded machine vary: compare runs back to back.
import { getResponse } from 'msw';
import { createHandlers } from '../src/create-handlers.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { MockState } from '../src/mock-state.js';

/** The budgets of docs/decisions/report-queries.md "Scale". */
const BUDGETS = {
  firstPageMs: 3000,
  nextPageMs: 500,
  exportMs: 60_000,
  exportPeakMb: 150,
};
const EXPORT_ROWS = 100_000;

const NOW = new Date('2026-11-25T15:20:00Z');
const state = new MockState();
const tree = state.orgTree('huge', 1);
const handlers = createHandlers({ scenario: 'huge', state, now: () => NOW, slowMs: 0 });
const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };

async function call(path: string, query: Record<string, string>) {
  const url = `http://localhost/AdminApi/${path}?${new URLSearchParams(query)}`;
  const start = performance.now();
  const response = await getResponse(handlers, new Request(url, { headers }));
  const text = (await response?.text()) ?? '';
  const ms = performance.now() - start;
  return { ms, status: response?.status, body: JSON.parse(text), bytes: text.length };
}

const line = (label: string, value: number, budget: number, unit: string) =>
  console.log(
    `${label}: ${value.toFixed(0)} ${unit} (budget ${budget} ${unit}) ${value <= budget ? 'OK' : 'OVER BUDGET'}`,
  );

const org = tree.root.number;
const range = {
  orgNumber: org,
  from: '2026-10-27',
  to: '2026-11-25',
  timeZone: 'America/New_York',
};
console.log(`huge: ${tree.orgs.length.toLocaleString('en-US')} orgs, ${org}'s 30 days of sales`);

const first = await call('reports/sales', { ...range, pageSize: '50' });
console.log(
  `  ${first.body.TotalRows?.toLocaleString('en-US')} sales, revenue ${first.body.Totals?.Amount} ${first.body.Currency}`,
);
line(
  'first page (50 rows) and the totals of the whole result',
  first.ms,
  BUDGETS.firstPageMs,
  'ms',
);
const summary = await call('reports/summary', range);
console.log(
  `  the Overview's revenue for the same range: ${summary.body.Current?.Revenue} (${
    Math.round(summary.body.Current?.Revenue * 100) === Math.round(first.body.Totals?.Amount * 100)
      ? 'agrees to the cent'
      : 'DISAGREES'
  })`,
);
const second = await call('reports/sales', { ...range, pageSize: '50', page: '2' });
line('the next page (the totals kept)', second.ms, BUDGETS.nextPageMs, 'ms');
const sessions = await call('reports/sessions', { ...range, pageSize: '50' });
console.log(`  ${sessions.body.TotalRows?.toLocaleString('en-US')} sessions`);
line('sessions: first page and totals', sessions.ms, BUDGETS.firstPageMs, 'ms');

// The export: pages of 1000 written out one by one as CSV lines, nothing kept but the count.
globalThis.gc?.();
const base = process.memoryUsage().heapUsed;
let peak = base;
let rows = 0;
let bytes = 0;
const start = performance.now();
for (let page = 1; rows < EXPORT_ROWS; page++) {
  const answer = await call('reports/sales', { ...range, pageSize: '1000', page: `${page}` });
  for (const row of answer.body.Rows as Record<string, unknown>[]) {
    bytes += Object.values(row).join(',').length + 1;
  }
  rows += answer.body.Rows.length;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  if (answer.body.Rows.length === 0) break;
}
const exportMs = performance.now() - start;
console.log(
  `  exported ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB of CSV`,
);
line(
  `CSV export of ${EXPORT_ROWS.toLocaleString('en-US')} rows (100 pages of 1000)`,
  exportMs,
  BUDGETS.exportMs,
  'ms',
);
line('heap growth at the export’s peak', (peak - base) / 1e6, BUDGETS.exportPeakMb, 'MB');
console.log(
  'The console-side figures (first paint of the grid, long tasks, the browser export) are the ' +
    "console bench's: docs/decisions/report-queries.md.",
);
