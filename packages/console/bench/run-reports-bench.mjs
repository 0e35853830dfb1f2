#!/usr/bin/env node
// The console's side of `pnpm bench:reports` (docs/decisions/report-screens.md): builds the console
// in demo mode (or measures BENCH_URL), signs in, switches to the `huge` scenario, selects the top
// ServiceProvider and opens Report > Revenue Summary from the menu, in Debian's Chromium. Then, for
// each fresh visitor:
//   - the menu click to the first page of sales painted with its Total line (7 days);
//   - choosing `30 days` in Range to the first page and the totals shown again (a provider's
//     month: a million sales and more);
//   - the longest main-thread task meanwhile (the console's own and the demo's mocks', told apart
//     as run-overview-bench.mjs does);
//   - Export CSV of that month read up to 100,000 rows, 1000 a call: the time, and the page's
//     JavaScript heap at its highest over the heap before the export (the rows become parts of
//     the file as they arrive, so it should stay flat); then Cancel.
// It prints each beside its budget, `OVER BUDGET` when over; it never fails a test run.
import {
  asFreshVisitor,
  benchDemoConsole,
  budgetRow,
  loadNote,
  longestTasks,
  median,
  paintedSince,
  printLongestTasks,
  reportMenuItemOfHuge,
} from './demo-console.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const FIRST_PAGE_BUDGET_MS = 3000;
const MONTH_BUDGET_MS = 4000;
const TASK_BUDGET_MS = 50;
const EXPORT_BUDGET_MS = 60_000;
const EXPORT_HEAP_BUDGET_MB = 64;

// In every page, from the moment the bench says so: the wall-clock time of the first frame
// showing the grid's first row and a Total line other than the one shown before (`__before`).
function watchReport() {
  const total = () => document.querySelector('.gn-report-screen .gn-report-total')?.textContent;
  const shown = () =>
    total() !== undefined &&
    total() !== window.__before &&
    document.querySelector(
      '.gn-report-screen [role="grid"]:not([aria-busy="true"]) [role="row"][aria-rowindex="2"]',
    );
  new MutationObserver(() => {
    if (!window.__watching || window.__painted || !shown()) return;
    window.__painted = -1;
    requestAnimationFrame(() => {
      window.__painted = performance.timeOrigin + performance.now();
    });
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

async function heapMb(cdp) {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}

const visit = ({ base, browser }) =>
  asFreshVisitor(
    browser,
    { viewport: { width: 1280, height: 900 }, acceptDownloads: true },
    [watchReport],
    async (page, context) => {
      const link = await reportMenuItemOfHuge(page, base, 'Revenue Summary');
      let start = Date.now();
      await link.click();
      const firstPage = await paintedSince(page, start);

      await page.evaluate(() => {
        window.__before = document.querySelector('.gn-report-screen .gn-report-total')?.textContent;
        window.__painted = 0;
      });
      // The Range is the browser's select: its list is the browser's own, so the choice is the
      // one event the page sees.
      start = Date.now();
      await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: '30 days' });
      const month = await paintedSince(page, start);
      // Tasks still running after the paint (a late sum) are counted too.
      await page.waitForTimeout(500);
      const tasks = await longestTasks(page);
      await page.evaluate(() => {
        window.__watching = false;
      });

      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const before = await heapMb(cdp);
      let peak = before;
      const sampling = setInterval(async () => {
        try {
          peak = Math.max(peak, await heapMb(cdp));
        } catch {}
      }, 250);
      start = Date.now();
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const dialog = page.getByRole('dialog');
      await page.waitForFunction(
        (rows) => {
          const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
          return Number(bar?.getAttribute('aria-valuenow') ?? 0) >= rows;
        },
        EXPORT_ROWS,
        { timeout: 600_000, polling: 250 },
      );
      const exported = Date.now() - start;
      clearInterval(sampling);
      peak = Math.max(peak, await heapMb(cdp));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      return { firstPage, month, ...tasks, exported, heap: Math.round(peak - before) };
    },
  );

await benchDemoConsole('reports', 'reports', async (demo) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await visit(demo);
    console.log(
      `  run ${i + 1}: first page ${run.firstPage} ms, 30 days ${run.month} ms, longest task ${run.longest} ms: the console's ${run.own.ms} ms (${run.own.source}), the mocks' ${run.mocks.ms} ms (${run.mocks.source}); ${EXPORT_ROWS.toLocaleString('en-US')} rows exported in ${run.exported} ms, heap +${run.heap} MB`,
    );
    // What ran in the console's longest frame, so a long task can be traced to its cause.
    console.log(`    the console's longest frame: ${run.inFrame}`);
    runs.push(run);
  }
  console.log(
    `\nReport > Revenue Summary of the top ServiceProvider over 100,000 orgs (huge), medians of ${RUNS} fresh visitors (Chromium, ${demo.base}):`,
  );
  console.log(
    budgetRow(
      'menu click to the first page and Total painted (7 days)',
      median(runs.map((r) => r.firstPage)),
      FIRST_PAGE_BUDGET_MS,
    ),
  );
  console.log(
    budgetRow(
      '30 days chosen to the first page and Total painted',
      median(runs.map((r) => r.month)),
      MONTH_BUDGET_MS,
    ),
  );
  printLongestTasks(runs, TASK_BUDGET_MS, {
    own: 'navigation, grid and totals',
    mocks: 'answering the report in the page',
  });
  console.log(
    budgetRow(
      `Export CSV of ${EXPORT_ROWS.toLocaleString('en-US')} rows read, 1000 a call`,
      median(runs.map((r) => r.exported)),
      EXPORT_BUDGET_MS,
    ),
  );
  const heap = median(runs.map((r) => r.heap));
  console.log(
    `${"the page's heap at its highest during the export, over before".padEnd(64)} ${String(heap).padStart(6)} MB  budget ${String(EXPORT_HEAP_BUDGET_MB).padStart(5)} MB  ${heap <= EXPORT_HEAP_BUDGET_MB ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(`\n${loadNote()}`);
});
