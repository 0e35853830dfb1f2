// The page half of `pnpm bench:bulk`: the demo console in Debian's Chromium, `huge` scenario
// (100,000 orgs), the top ServiceProvider selected, Manage > Bulk Change with Org > Status >
// Disabled over every Site under it. From the Preview click to the finished preview painted, the
// time and the page's longest main-thread task, the console's and the demo's mocks' apart
// (docs/decisions/bulk-change.md, "Scale and speed"). It prints; it never fails a test run.
import {
  budgetRow,
  launchChromium,
  longestTasks,
  median,
  printLongestTasks,
  selectTopOfHuge,
  serveDemoConsole,
  signInToDemo,
  watchTasks,
} from './demo-console.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The Node half's budget, 2,000 orgs previewed in 0.5 s, held per org over every Site.
const PREVIEW_MS_PER_1000_ORGS = 250;
const TASK_BUDGET_MS = 50;

// The wall-clock time of the first frame that shows the finished preview's count.
function watchPreview() {
  new MutationObserver(() => {
    if (!window.__watching || window.__previewed) return;
    const count =
      document.querySelector('[aria-labelledby="gn-bulk-preview"] .gn-bulk-count')?.textContent ??
      '';
    if (!/will change\./.test(count)) return;
    window.__previewed = -1;
    requestAnimationFrame(() => {
      window.__previewed = performance.timeOrigin + performance.now();
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function pick(page, label, option) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function visit(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(watchTasks);
  await context.addInitScript(watchPreview);
  try {
    const page = await context.newPage();
    await signInToDemo(page, base);
    await selectTopOfHuge(page, base);
    await page.goto(`${base}admin/manage/bulk-change`);
    await page.getByRole('heading', { level: 2, name: 'Bulk Change' }).waitFor({ timeout: 60_000 });
    await pick(page, 'Type', 'Site');
    const count = page.getByText(/^[\d,]+ target orgs$/);
    await count.waitFor({ timeout: 120_000 });
    const targets = Number((await count.textContent()).replace(/\D/g, ''));
    await pick(page, 'What to change', 'Org');
    await pick(page, 'Field', 'Status');
    await pick(page, 'New value', 'Disabled');
    await page.evaluate(() => {
      window.__watching = true;
    });
    const start = Date.now();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const at = await page.waitForFunction(
      () => window.__previewed > 0 && window.__previewed,
      null,
      { timeout: 300_000 },
    );
    const previewed = Math.round((await at.jsonValue()) - start);
    return { targets, previewed, ...(await longestTasks(page)) };
  } finally {
    await context.close();
  }
}

export async function bulkPageBench() {
  const demo = await serveDemoConsole('bulk');
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await visit(browser, demo.base);
      console.log(
        `  run ${i + 1}: ${run.targets} Sites previewed in ${run.previewed} ms, longest task ${run.longest} ms: the console's ${run.own.ms} ms (${run.own.source}), the mocks' ${run.mocks.ms} ms (${run.mocks.source})`,
      );
      runs.push(run);
    }
    console.log(
      `\nIn the page (demo console, Chromium, medians of ${RUNS} fresh visitors; ${runs[0]?.targets} Sites):`,
    );
    console.log(
      budgetRow(
        'Preview click to the finished preview painted',
        median(runs.map((r) => r.previewed)),
        Math.round(((runs[0]?.targets ?? 0) / 1000) * PREVIEW_MS_PER_1000_ORGS),
      ),
    );
    printLongestTasks(runs, TASK_BUDGET_MS, {
      own: "the preview's rows and grid",
      mocks: 'answering in the page',
    });
  } catch (error) {
    // A benchmark, not a test: say what went wrong and go on.
    console.error(
      `The Bulk Change page benchmark could not finish: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    await browser.close();
    await demo.close();
  }
}
