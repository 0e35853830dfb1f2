#!/usr/bin/env node
// `pnpm bench:demo`: builds the console in demo mode, serves it with Vite's preview server on a
// free port, and in Debian's Chromium measures how soon the demo answers: the login page's fields
// after navigation, the org tree after Log In, and a reload to the tree, each run in a fresh
// browser context (so the first visit installs the demo's service worker, as a new visitor's
// does). Medians are printed beside their budgets (docs/decisions/demo-startup.md). It prints; it
// never fails a test run. BENCH_URL=http://host:port/admin-ui/ measures a server already running
// instead of building one. Lighthouse on the signed-in console: `pnpm bench:lighthouse`
// (run-console-lighthouse.mjs).
import { launchChromium, loadNote, median, serveDemoConsole } from './demo-console.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 1000;

const demo = await serveDemoConsole('demo');
const { base } = demo;
const browser = await launchChromium();

// In every page of the visit: the wall-clock time of the first frame that shows the login
// fields and the org tree. Read from the page, so Playwright's own polling is left out.
function watchForShown() {
  window.__shown = {};
  const watch = { fields: 'input[type="password"]', tree: '[role="tree"]' };
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(watch)) {
      if (name in window.__shown || !document.querySelector(selector)) continue;
      window.__shown[name] = undefined;
      requestAnimationFrame(() => {
        window.__shown[name] = performance.timeOrigin + performance.now();
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

// The parts of a figure, read in the page once the tree shows: when each step of the way to the
// first tree row ended, as wall-clock times (the page's resource timing; calls the worker answers
// are in it too). Each console call waits for the mocks (docs/decisions/demo-startup.md), so the
// first call's start is when they were ready.
function partsOfLoad() {
  const at = (ms) => performance.timeOrigin + ms;
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((r) => /\.js(\?|$)/.test(r.name));
  // The mocks' chunks: those the page preloads at low priority (vite.config.ts).
  const low = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"][fetchpriority="low"]')].map(
      (link) => link.href,
    ),
  );
  const mocks = scripts.filter((r) => low.has(r.name.split('?')[0]));
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const evaluated = mark('guestnet:mocks-evaluated');
  const started = mark('guestnet:mocks-started');
  const routed = mark('guestnet:mocks-routed');
  const calls = resources.filter((r) => r.initiatorType === 'fetch' && !/\/assets\//.test(r.name));
  const call = (pattern) => calls.find((r) => pattern.test(r.name));
  const valid = call(/IsLoginValid/);
  const list = call(/\/AdminApi\/org\/tree/);
  const panel = scripts.find((r) => /\/assets\/org-tree-panel-[^/]*\.js/.test(r.name));
  const last = (entries) => Math.max(...entries.map((r) => r.responseEnd));
  return {
    document: performance.timeOrigin,
    scripts: at(last(scripts.filter((r) => !mocks.includes(r)))),
    mocks: mocks.length > 0 ? at(last(mocks)) : Number.NaN,
    evaluated: evaluated === undefined ? Number.NaN : at(evaluated),
    routed: routed === undefined ? Number.NaN : at(routed),
    started: started === undefined ? Number.NaN : at(started),
    panel: panel ? at(panel.responseEnd) : Number.NaN,
    firstCall: calls.length > 0 ? at(Math.min(...calls.map((r) => r.startTime))) : Number.NaN,
    valid: valid ? at(valid.responseEnd) : Number.NaN,
    listSent: list ? at(list.startTime) : Number.NaN,
    listAnswered: list ? at(list.responseEnd) : Number.NaN,
  };
}

// A count beside the times, which the machine's load does not move: the mocks' chunks the page
// loaded before its first answer (the low-priority preloads), and their size as the page parsed
// and ran them (decoded kB).
function mocksBytes() {
  const low = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"][fetchpriority="low"]')].map(
      (link) => link.href,
    ),
  );
  const mocks = performance
    .getEntriesByType('resource')
    .filter((r) => low.has(r.name.split('?')[0]));
  return {
    files: mocks.length,
    kB: Math.round(mocks.reduce((sum, r) => sum + r.decodedBodySize, 0) / 1024),
  };
}

/** The steps of `partsOfLoad`, in order, with what each one's time (since the start) means. */
const STEPS = [
  ['document', 'console document requested'],
  ['scripts', "console's scripts loaded"],
  ['mocks', "mocks' chunks loaded"],
  ['evaluated', "MSW's chunk run, worker starting"],
  ['routed', "mocks' routes in place (their chunks run)"],
  ['started', 'mock worker started'],
  ['panel', "tree panel's chunk loaded"],
  ['firstCall', 'mocks ready: first call sent'],
  ['valid', 'IsLoginValid answered'],
  ['listSent', 'org list asked for'],
  ['listAnswered', 'org list answered'],
];

/** One visitor: the login page, Log In, then a reload of the console. Milliseconds each. */
async function visit() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(watchForShown);
  try {
    const page = await context.newPage();
    const password = page.getByRole('textbox', { name: 'Password' });
    const tree = page.getByRole('tree').first();
    const shown = async (name, since) => {
      const at = await page.waitForFunction((key) => window.__shown?.[key], name, {
        timeout: 60_000,
      });
      return Math.round((await at.jsonValue()) - since);
    };
    let start = Date.now();
    await page.goto(`${base}login/index.html?realm=guestnet`, { waitUntil: 'commit' });
    await password.waitFor({ timeout: 60_000 });
    const fields = await shown('fields', start);
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await password.fill('demo');
    start = Date.now();
    await page.getByRole('button', { name: 'Log In' }).click();
    await tree.waitFor({ timeout: 60_000 });
    const login = await shown('tree', start);
    const since = (from) => (parts) =>
      Object.fromEntries(Object.entries(parts).map(([key, at]) => [key, Math.round(at - from)]));
    const loginParts = since(start)(await page.evaluate(partsOfLoad));
    const mocks = await page.evaluate(mocksBytes);
    start = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await tree.waitFor({ timeout: 60_000 });
    const reload = await shown('tree', start);
    const reloadParts = since(start)(await page.evaluate(partsOfLoad));
    return { fields, login, reload, loginParts, reloadParts, mocks };
  } finally {
    await context.close();
  }
}

try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await visit();
    console.log(
      `  run ${i + 1}: fields ${run.fields} ms, tree ${run.login} ms, reload ${run.reload} ms`,
    );
    runs.push(run);
  }
  const row = (label, ms) =>
    `${label.padEnd(44)} ${String(ms).padStart(6)} ms  budget ${BUDGET_MS} ms  ${ms <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`;
  console.log(`\nThe demo console, medians of ${RUNS} fresh visitors (Chromium, ${base}):`);
  console.log(
    row('login page: fields visible after navigation', median(runs.map((r) => r.fields))),
  );
  console.log(row('org tree visible after Log In', median(runs.map((r) => r.login))));
  console.log(row('reload to the org tree', median(runs.map((r) => r.reload))));
  // Where each figure's time went: the median time (since the click, or the reload) at which each
  // step ended; the tree shows after the last of them (org-list answer → first frame = render).
  for (const [label, key, figure] of [
    ['org tree after Log In', 'loginParts', 'login'],
    ['reload to the org tree', 'reloadParts', 'reload'],
  ]) {
    console.log(
      `\n${label}, its parts (ms since the ${key === 'loginParts' ? 'click' : 'reload'}):`,
    );
    for (const [step, text] of STEPS) {
      console.log(
        `  ${text.padEnd(40)} ${String(median(runs.map((r) => r[key][step]))).padStart(6)}`,
      );
    }
    console.log(
      `  ${'tree shown'.padEnd(40)} ${String(median(runs.map((r) => r[figure]))).padStart(6)}`,
    );
  }
  const { files, kB } = runs[0].mocks;
  console.log(`\nmocks' chunks loaded before the first answer: ${files} files, ${kB} kB (decoded)`);
  console.log(`\n${loadNote()}`);
} catch (error) {
  // A benchmark, not a test: say what went wrong and exit 0.
  console.error(
    `The demo benchmark could not finish: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  await browser.close();
  await demo.close();
}
