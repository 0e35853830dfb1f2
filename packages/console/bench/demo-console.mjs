// What the benches that drive the demo console in Chromium share: the demo built and served on a
// free port (or BENCH_URL, e.g. http://localhost:4173/admin-ui/, measured as it is), Debian's
// Chromium, signing in, the page's long tasks told apart by whose script ran in them, medians and
// the machine's load. Benches print; they never fail a test run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { serveOverHttp2 } from './serve-http2.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The machine's load beside the figures, which depend on it more than on anything else. */
export const loadNote = () =>
  `(load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores; figures are printed, never asserted.)`;

/** The demo console's address (ending in `/`), built and served unless BENCH_URL names one. */
export async function serveDemoConsole(name) {
  let base = process.env.BENCH_URL;
  let server;
  let outDir;
  if (!base) {
    outDir = mkdtempSync(join(tmpdir(), `guestnet-${name}-bench-`));
    console.log('Building the demo console…');
    await build({ root, mode: 'demo', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    server = await preview({
      root,
      mode: 'demo',
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, strictPort: false },
    });
    base = server.resolvedUrls?.local[0];
  }
  return {
    base: base.endsWith('/') ? base : `${base}/`,
    outDir,
    async close() {
      if (server) await new Promise((resolve) => server.httpServer.close(resolve));
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo build's mocks chunks, as paths (`/admin-ui/assets/later-answers-….js`), from its
 * manifest (`.vite/manifest.json`, in `outDir` when the bench built it, else at the served
 * address): every chunk the mocks' entry (`mocks/src/browser.ts`) reaches, by a static or a later
 * import, that no page of the console reaches but through that entry. A chunk both use (React,
 * the SDK) stays the console's. Undefined when the manifest cannot be read.
 */
export async function demoMocksFiles(base, outDir) {
  let manifest;
  try {
    manifest = outDir
      ? JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
      : await (await fetch(new URL('.vite/manifest.json', base))).json();
  } catch {
    return undefined;
  }
  const entry = Object.keys(manifest).find((key) =>
    /[\\/]mocks[\\/]src[\\/]browser\.ts$/.test(key),
  );
  if (!entry) return undefined;
  const reach = (keys, stop) => {
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || key === stop) return;
      seen.add(key);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const pages = Object.keys(manifest).filter((key) => manifest[key].isEntry && key !== entry);
  const ofConsole = reach(pages, entry);
  const path = new URL(base).pathname;
  return [...reach([entry])]
    .filter((key) => !ofConsole.has(key))
    .map((key) => `${path}${manifest[key].file}`);
}

// The mocks' chunks of the demo being measured, for every fresh visitor (`watchTasks`).
let mocksFiles;

/** The API's path prefixes in the specs (openapi/*.yaml), all answered by the same origin. */
const API_PREFIXES = ['/AdminApi', '/GuestnetWS', '/sumo-logic'];

/**
 * The console as deployed: a production build (no mocks in the page, no service worker), served
 * over HTTP/2 (serve-http2.mjs; Vite's preview with BENCH_HTTP1=1) with its API calls passed
 * through to the Node mock server
 * (`guestnet-mock-server`, started here on a port of its own) under the same origin, as a real
 * deployment's reverse proxy would. The legacy pages come from the preview's own middleware as
 * in the demo. docs/decisions/demo-startup.md, "Round 8".
 */
export async function serveDeployedConsole(name) {
  const outDir = mkdtempSync(join(tmpdir(), `guestnet-${name}-deployed-`));
  const bin = fileURLToPath(new URL('../../mocks/bin/guestnet-mock-server.js', import.meta.url));
  const mocks = spawn(process.execPath, [bin, '--port', '0', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const target = await new Promise((resolve, reject) => {
    let out = '';
    mocks.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /mock-server on (\S+)/.exec(out)?.[1];
      if (url) resolve(url.replace(/\/$/, ''));
    });
    mocks.on('exit', (code) => reject(new Error(`guestnet-mock-server exited with ${code}`)));
  });
  console.log('Building the console for production…');
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // BENCH_UNMINIFIED=1 keeps the names, to read a CPU profile of the page.
      minify: !process.env.BENCH_UNMINIFIED,
    },
  });
  // HTTP/2 over TLS, as a production host serves the console (serve-http2.mjs); BENCH_HTTP1=1 for
  // Vite's preview server, HTTP/1.1 (docs/decisions/demo-startup.md, "Round 10").
  if (!process.env.BENCH_HTTP1) {
    // The legacy pages (the hidden SetOrg.aspx frame) come from the mock server too.
    const served = await serveOverHttp2(outDir, target, [...API_PREFIXES, '/Guestnet/'], {
      // The preview's own header (vite.config.ts, SECURITY_HEADERS).
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    return {
      base: served.base,
      protocol: 'HTTP/2',
      async close() {
        await served.close();
        mocks.kill();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  }
  const proxy = Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target }]));
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, strictPort: false, proxy },
  });
  const base = server.resolvedUrls?.local[0];
  return {
    base: base.endsWith('/') ? base : `${base}/`,
    async close() {
      await new Promise((resolve) => server.httpServer.close(resolve));
      mocks.kill();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/** Signs in to the demo as its administrator and waits for the org tree. */
export async function signInToDemo(page, base) {
  await page.goto(`${base}login/index.html?realm=guestnet`);
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('tree').first().waitFor({ timeout: 60_000 });
}

/** Switches the signed-in tab to the `huge` scenario (100,000 orgs) and selects its top org. */
export async function selectTopOfHuge(page, base) {
  await page.goto(`${base}admin/setup/organization?scenario=huge`);
  const top = page.getByRole('treeitem', { name: 'Guestnet Networks' });
  await top.waitFor({ timeout: 120_000 });
  await top.click();
  await page.getByRole('heading', { level: 2, name: 'Edit Org' }).waitFor({ timeout: 60_000 });
}

/**
 * An init script: from the moment the page sets `window.__watching`, the long tasks and the long
 * animation frames with their scripts, each script marked when the demo's mocks ran it: a chunk of
 * `window.__mocksFiles` (set from the build's manifest, {@link demoMocksFiles}), or, when the
 * manifest could not be read, one the demo preloads at low priority (vite.config.ts), which
 * leaves out the chunks the mocks import later. Chromium leaves a task resumed by
 * `scheduler.yield()` out of the Long Tasks API, so the mocks' slices would go unseen without the
 * frames' scripts.
 */
export function watchTasks() {
  window.__tasks = [];
  window.__scripts = [];
  window.__frames = [];
  window.__watching = false;
  window.__lastLongTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lastLongTask = entry.startTime + entry.duration;
    }
    if (!window.__watching) return;
    for (const entry of list.getEntries()) {
      window.__tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: false });
  new PerformanceObserver((list) => {
    if (!window.__watching) return;
    const mocks = new Set(
      window.__mocksFiles
        ? window.__mocksFiles.map((path) => new URL(path, location.href).href)
        : [...document.querySelectorAll('link[rel="modulepreload"][fetchpriority="low"]')].map(
            (link) => link.href,
          ),
    );
    for (const frame of list.getEntries()) {
      const scripts = (frame.scripts ?? []).map((script) => ({
        start: script.startTime,
        duration: script.duration,
        mocks: mocks.has(script.sourceURL),
        source: `${(script.sourceURL || '').split('/').pop() || 'the browser'} (${script.invoker || script.invokerType})`,
        layout: script.forcedStyleAndLayoutDuration,
      }));
      window.__scripts.push(...scripts);
      window.__frames.push({
        start: frame.startTime,
        duration: frame.duration,
        render: frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0,
        scripts,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
}

/**
 * The longest task the page saw since `__watching` was set, the console's and the mocks' apart
 * (a long task is the mocks' when one of their scripts ran in it), and what ran in the console's
 * longest animation frame: each script (what invoked it, in which chunk, how long, how much of it
 * forced style and layout) and the frame's own rendering, so a long task can be traced to its cause.
 */
export async function longestTasks(page) {
  const { tasks, scripts, frames } = await page.evaluate(() => ({
    tasks: window.__tasks,
    scripts: window.__scripts,
    frames: window.__frames,
  }));
  const mocksIn = (task) =>
    scripts.some(
      (script) =>
        script.mocks &&
        script.start < task.start + task.duration &&
        script.start + script.duration > task.start,
    );
  const longest = (ofMocks) => {
    let best = { duration: 0, source: 'none' };
    for (const task of tasks) {
      if (mocksIn(task) === ofMocks && task.duration > best.duration) {
        best = { duration: task.duration, source: 'a long task' };
      }
    }
    for (const script of scripts) {
      if (script.mocks === ofMocks && script.duration > best.duration) best = script;
    }
    return { ms: Math.round(best.duration), source: best.source };
  };
  const own = longest(false);
  const mocks = longest(true);
  const frame = frames
    .filter((f) => !f.scripts.some((script) => script.mocks))
    .reduce((best, f) => (!best || f.duration > best.duration ? f : best), undefined);
  const inFrame = frame
    ? `${Math.round(frame.duration)} ms frame: ${frame.scripts
        .map(
          (script) =>
            `${script.source} ${Math.round(script.duration)} ms (layout ${Math.round(script.layout)})`,
        )
        .join(', ')}; rendering ${Math.round(frame.render)} ms`
    : 'no long frame';
  return { longest: Math.max(own.ms, mocks.ms), own, mocks, inFrame };
}

/** A figure in milliseconds beside its budget, marked `OVER BUDGET` past it. */
export const budgetRow = (label, ms, budget) =>
  `${label.padEnd(64)} ${String(ms).padStart(6)} ms  budget ${String(budget).padStart(5)} ms  ${ms <= budget ? 'within budget' : 'OVER BUDGET'}`;

/** The medians of `longestTasks` over the runs: in all, the console's and the mocks'. */
export function printLongestTasks(runs, budget, { own, mocks }) {
  console.log(
    budgetRow('longest main-thread task meanwhile', median(runs.map((r) => r.longest)), budget),
  );
  console.log(budgetRow(`  of the console: ${own}`, median(runs.map((r) => r.own.ms)), budget));
  console.log(
    budgetRow(`  of the demo's mocks: ${mocks}`, median(runs.map((r) => r.mocks.ms)), budget),
  );
}

/**
 * Serves the demo console, launches Chromium and runs `measure({ base, browser })`, closing both
 * after it; a failure is printed as `The {label} benchmark could not finish: …` (benches exit 0).
 */
export async function benchDemoConsole(name, label, measure) {
  const demo = await serveDemoConsole(name);
  mocksFiles = await demoMocksFiles(demo.base, demo.outDir);
  console.log(
    mocksFiles
      ? `The mocks' scripts: ${mocksFiles.length} chunks, read from the build's manifest.`
      : "The build's manifest could not be read: the mocks' scripts are the demo's preloads, and a chunk the mocks import later counts as the console's.",
  );
  const browser = await launchChromium();
  try {
    await measure({ base: demo.base, browser });
  } catch (error) {
    console.error(
      `The ${label} benchmark could not finish: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    await browser.close();
    await demo.close();
  }
}

/**
 * A fresh visitor: a new browser context with `watchTasks` and the given init scripts, its page
 * handed to `use`, the context closed after it.
 */
export async function asFreshVisitor(browser, contextOptions, initScripts, use) {
  const context = await browser.newContext(contextOptions);
  if (mocksFiles) {
    await context.addInitScript((files) => {
      window.__mocksFiles = files;
    }, mocksFiles);
  }
  for (const script of [watchTasks, ...initScripts]) await context.addInitScript(script);
  try {
    return await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page has run no long task for a second: the screen before (Edit Org, whose
 * form renders once its org is read) has settled, so its late tasks are not counted as the next
 * screen's.
 */
export async function untilQuiet(page) {
  await page.waitForFunction(() => performance.now() - window.__lastLongTask > 1000, null, {
    timeout: 60_000,
    polling: 100,
  });
}

/**
 * Signs in, selects the top org of `huge`, opens the Report menu and returns its item `name`
 * ready to click, the page's tasks watched from now (`window.__watching`), once the page is
 * quiet.
 */
export async function reportMenuItemOfHuge(page, base, name) {
  await signInToDemo(page, base);
  await selectTopOfHuge(page, base);
  await page.getByRole('button', { name: 'Report', exact: true }).hover();
  const link = page.getByRole('menu', { name: 'Report' }).getByRole('menuitem', { name });
  await link.waitFor({ timeout: 60_000 });
  await untilQuiet(page);
  await page.evaluate(() => {
    window.__watching = true;
  });
  return link;
}

/**
 * The wall-clock time from `start` (Date.now()) to the frame a watcher marked painted: the init
 * script sets `window.__painted` to `performance.timeOrigin + performance.now()` in that frame.
 */
export async function paintedSince(page, start, timeout = 180_000) {
  const at = await page.waitForFunction(() => window.__painted > 0 && window.__painted, null, {
    timeout,
  });
  return Math.round((await at.jsonValue()) - start);
}
