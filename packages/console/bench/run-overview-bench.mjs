#!/usr/bin/env node
// `pnpm bench:overview`: builds the console in demo mode (or measures BENCH_URL, e.g.
// http://localhost:4173/admin-ui/), signs in, switches to the `huge` scenario (100,000 orgs),
// selects the top ServiceProvider and opens Report > Overview from the menu, in Debian's
// Chromium. It prints the time from the menu click to the figures and the four charts painted,
// and the longest main-thread task meanwhile, beside their budgets (docs/decisions/chart-library.md).
//
// A task is any of the page's, told apart by the script that ran in it: the console's own work
// (the navigation, drawing the figures and charts) and the demo's mocks (the chunks the demo
// preloads at low priority), which sum the reports in the page, in slices, because MSW answers
// there. Both come from the Long Tasks API and from the scripts of long animation frames: Chromium
// leaves a task resumed by `scheduler.yield()` out of the first, so the mocks' slices would go
// unseen without the second. Each run also names the scripts of the console's longest animation
// frame (what invoked each, in which chunk, how much of it forced style and layout) and the frame's
// rendering, so a long task can be traced to its cause. It prints; it never fails a test run.
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
const PAINTED_BUDGET_MS = 4000;
const TASK_BUDGET_MS = 50;

// In every page, from the moment the bench says so: the wall-clock time of the first frame
// showing the four charts (the tasks are watched by demo-console.mjs).
function watchCharts() {
  const charts = () =>
    document.querySelectorAll('.gn-chart figure, .gn-chart .gn-chart-empty').length >= 4 &&
    document.querySelector('.gn-figures');
  new MutationObserver(() => {
    if (!window.__watching || window.__painted || !charts()) return;
    window.__painted = -1;
    requestAnimationFrame(() => {
      window.__painted = performance.timeOrigin + performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
}

const visit = ({ base, browser }) =>
  asFreshVisitor(
    browser,
    { viewport: { width: 1280, height: 900 } },
    [watchCharts],
    async (page) => {
      const link = await reportMenuItemOfHuge(page, base, 'Overview');
      const start = Date.now();
      await link.click();
      const painted = await paintedSince(page, start, 120_000);
      // Tasks still running after the paint (a late sum) are counted too.
      await page.waitForTimeout(500);
      return { painted, ...(await longestTasks(page)) };
    },
  );

await benchDemoConsole('overview', 'Overview', async (demo) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await visit(demo);
    console.log(
      `  run ${i + 1}: charts painted ${run.painted} ms, longest task ${run.longest} ms: the console's ${run.own.ms} ms (${run.own.source}), the mocks' ${run.mocks.ms} ms (${run.mocks.source})\n    the console's longest ${run.inFrame}`,
    );
    runs.push(run);
  }
  console.log(
    `\nReport > Overview of the top ServiceProvider over 100,000 orgs (huge), 7 days, medians of ${RUNS} fresh visitors (Chromium, ${demo.base}):`,
  );
  console.log(
    budgetRow(
      'menu click to the figures and four charts painted',
      median(runs.map((r) => r.painted)),
      PAINTED_BUDGET_MS,
    ),
  );
  printLongestTasks(runs, TASK_BUDGET_MS, {
    own: 'navigation, figures and charts',
    mocks: 'summing the reports in the page',
  });
  console.log(`\n${loadNote()}`);
});
