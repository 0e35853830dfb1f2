#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse's mobile profile (its default: a mid-range phone, simulated
// slow 4G and a 4x slower CPU) on the signed-in console's Edit Org screen, beside the login
// page's (docs/decisions/demo-startup.md). Chromium runs with a profile of its own and a debugging
// port; the bench signs in there and selects an org, then Lighthouse opens the Edit Org address
// in the same browser, so the session (the access token's cookie and the org context cookie) is
// kept. Lighthouse's storage reset would sign it out, so the bench clears the HTTP cache itself
// before each run: each run is a first load of the console, signed in. Two figures, each the
// medians of BENCH_RUNS (3) beside a budget of 90: the README's demo (its mocks answer in the
// page), and the console as deployed (a production build, its calls answered by the Node mock
// server behind the same origin, over HTTP/2 as a production host serves it, or HTTP/1.1 with
// BENCH_HTTP1=1); BENCH_TARGETS=demo or =deployed measures one. It prints,
// never fails. Lighthouse is not a dependency of the
// workspace: LIGHTHOUSE_BIN names one, else `npx lighthouse@12.8.2` fetches it once: the newest
// that runs on Node 20; since 12.6 its trace no longer records every style invalidation,
// which made the page's style work look about ten times longer than it is
// (docs/decisions/demo-startup.md, "Round 11").
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  loadNote,
  median,
  serveDemoConsole,
  serveDeployedConsole,
  signInToDemo,
} from './demo-console.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_REPORTS=<dir> keeps each run's full report (JSON) there, to read its audits, and beside
// it the trace Lighthouse simulated from (`-0.trace.json`), to read its tasks.
const REPORTS = process.env.BENCH_REPORTS;
const BUDGET = 90;
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN
  ? [process.env.LIGHTHOUSE_BIN]
  : ['npx', '--yes', 'lighthouse@12.8.2'];

/**
 * Runs Lighthouse on `url` in the browser at `port`; its report (the LHR). With `keep`, a path
 * without extension, the report and its trace are also written there.
 */
function lighthouse(url, port, keep) {
  const [command, ...first] = LIGHTHOUSE;
  const args = [
    ...first,
    url,
    `--port=${port}`,
    '--only-categories=performance',
    '--output=json',
    '--quiet',
    '--disable-storage-reset',
    ...(keep ? ['--save-assets', `--output-path=${keep}.json`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`Lighthouse exited with ${code}`));
      else resolve(JSON.parse(keep ? readFileSync(`${keep}.json`, 'utf8') : out));
    });
  });
}

/**
 * The LCP element of `url` in a new tab at Lighthouse's mobile width (412 × 823), signed in,
 * unthrottled: Lighthouse 12's own LCP-element audit fails on this Chromium. Text inside a form
 * field's value has no element in the entry (the browser's own shadow tree): it is named by the
 * field whose value's text box has the entry's size.
 */
async function lcpElement(context, url) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const describe = (entry) => {
        const el = entry.element;
        if (el)
          return `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`;
        const ctx = document.createElement('canvas').getContext('2d');
        let best;
        for (const field of document.querySelectorAll('input, textarea')) {
          if (!field.value) continue;
          const style = getComputedStyle(field);
          ctx.font = style.font;
          const area =
            ctx.measureText(field.value).width *
            Number.parseFloat(style.lineHeight || style.fontSize);
          const off = Math.abs(area - entry.size);
          if (!best || off < best.off) best = { off, field };
        }
        const label = best?.field.labels?.[0]?.textContent?.trim();
        return best ? `the value of the field "${label ?? best.field.name}"` : '(a removed node)';
      };
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__lcp.push({
            at: Math.round(entry.startTime),
            size: entry.size,
            what: describe(entry),
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 2, name: 'Edit Org' }).waitFor({ timeout: 60_000 });
    // The org's details in the form, then two frames for their paint to be reported.
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value));
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const entries = await page.evaluate(() => window.__lcp);
    const last = entries.at(-1);
    return last ? `${last.what}, ${last.size} px² (unthrottled at ${last.at} ms)` : '?';
  } finally {
    await page.close();
  }
}

/**
 * The blocking time of one load of `url` (signed in, at Lighthouse's mobile width, cache
 * cleared), from the main thread's own CPU time: each task's thread time × 4, Lighthouse's CPU
 * slowdown, and its excess over 50 ms summed from the first contentful paint to the org's
 * details in the form. Lighthouse simulates from wall-clock task times, which a loaded machine
 * inflates with waiting for a core; thread time counts only the page's work, so two builds
 * compare on a busy machine too. Also the three longest tasks, for where the time goes.
 */
async function cpuBlocking(context, url) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const events = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForFunction(
      () => [...document.querySelectorAll('input')].some((input) => input.value),
      null,
      { timeout: 60_000 },
    );
    // The form's commit and its first frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))),
    );
    await cdp.send('Tracing.end');
    await complete;
    const parse = events.find((e) => e.name === 'ParseHTML');
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse?.pid);
    const tasks = events
      .filter(
        (e) => e.pid === parse?.pid && e.tid === parse?.tid && e.ph === 'X' && e.name === 'RunTask',
      )
      .map((e) => ({ at: e.ts, ms: ((e.tdur ?? e.dur) * 4) / 1000 }));
    const blocking = tasks
      .filter((t) => fcp && t.at >= fcp.ts && t.ms > 50)
      .reduce((sum, t) => sum + t.ms - 50, 0);
    const longest = tasks
      .map((t) => Math.round(t.ms))
      .sort((a, b) => b - a)
      .slice(0, 3);
    return { blocking: Math.round(blocking), longest };
  } finally {
    await page.close();
  }
}

/** The depth of the longest chain in Lighthouse's critical request chains (its tree). */
function chainDepth(chains) {
  let depth = 0;
  for (const node of Object.values(chains ?? {}))
    depth = Math.max(depth, 1 + chainDepth(node.children));
  return depth;
}

/**
 * The figures of one report: score (0–100) and FCP, LCP, TBT in ms, and what the simulated LCP
 * counts: the requests started before the LCP observed, their kB, and the demo mocks' share;
 * the main thread's style and layout time, and the stylesheets' bytes no rule of the page used
 * (Lighthouse's `unused-css-rules`, transfer sizes of the files with most unused).
 */
function figures(lhr, mocks) {
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0;
  const before = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.networkRequestTime <= observed,
  );
  const kB = (requests) =>
    Math.round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000);
  const getOrg = before.find((r) => /[/]GetOrg([?]|$)/.test(new URL(r.url).pathname));
  return {
    observedLcp: Math.round(observed),
    getOrgAt: getOrg ? Math.round(getOrg.networkRequestTime) : Number.NaN,
    requests: before.length,
    kB: kB(before),
    mocksKB: kB(before.filter((r) => mocks.has(new URL(r.url).pathname))),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    chainDepth: chainDepth(lhr.audits['critical-request-chains']?.details?.chains),
    scripts: before.filter((r) => r.resourceType === 'Script').length,
    styles: before.filter((r) => r.resourceType === 'Stylesheet').length,
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN),
    styleLayoutMs: Math.round(
      lhr.audits['mainthread-work-breakdown']?.details?.items?.find(
        (item) => item.group === 'styleLayout',
      )?.duration ?? Number.NaN,
    ),
    unusedCss: (lhr.audits['unused-css-rules']?.details?.items ?? [])
      .map(
        (item) =>
          `${new URL(item.url).pathname.split('/').pop()} ${Math.round(item.wastedBytes / 1000)} of ${Math.round(item.totalBytes / 1000)} kB`,
      )
      .join(', '),
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl,
  };
}

/** The paths of the scripts a page's HTML preloads at low priority: the demo's mocks. */
function mocksChunks(html) {
  const links = html.match(/<link [^>]*rel="modulepreload"[^>]*>/g) ?? [];
  return new Set(
    links
      .filter((link) => /fetchpriority="low"/.test(link))
      .map((link) => /href="([^"]+)"/.exec(link)?.[1])
      .filter(Boolean),
  );
}

/**
 * Signs in to the console at `base` in a Chromium of its own, opens the first org's Edit Org
 * screen and runs Lighthouse there RUNS times; prints each run and the medians beside the budget.
 */
async function measure(label, base) {
  const profile = mkdtempSync(join(tmpdir(), 'guestnet-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-port=0',
      // The deployed console's certificate is made for the run (serve-http2.mjs).
      '--ignore-certificate-errors',
    ],
  });
  try {
    const port = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
    const page = context.pages()[0] ?? (await context.newPage());
    await signInToDemo(page, base);
    // The first org of the tree: the console shows its Edit Org screen, and leaves the org in the
    // session's context cookie, where a new tab of the console starts.
    await page.getByRole('treeitem').first().click();
    await page.getByRole('heading', { level: 2, name: 'Edit Org' }).waitFor({ timeout: 60_000 });
    const url = page.url();
    // The mocks' chunks: those the console's page preloads at low priority (vite.config.ts).
    const mocks = mocksChunks(await page.content());
    console.log(`\n${label}: ${url}`);
    console.log(`The LCP element: ${await lcpElement(context, url)}`);
    const cdp = await context.newCDPSession(page);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      await cdp.send('Network.clearBrowserCache');
      if (REPORTS) mkdirSync(REPORTS, { recursive: true });
      const lhr = await lighthouse(
        url,
        port,
        REPORTS && join(REPORTS, `${label.split(' ')[0]}-run-${i + 1}`),
      );
      const run = figures(lhr, mocks);
      await cdp.send('Network.clearBrowserCache');
      const cpu = await cpuBlocking(context, url);
      run.cpuBlocking = cpu.blocking;
      // Signed out, Lighthouse would have measured the login page.
      if (!run.url.includes('/admin/')) throw new Error(`Lighthouse ended on ${run.url}`);
      console.log(
        `  run ${i + 1}: score ${run.score}, FCP ${run.fcp} ms, LCP ${run.lcp} ms, TBT ${run.tbt} ms; before the LCP: ${run.requests} requests, ${run.kB} kB (the mocks' chunks ${run.mocksKB} kB; ${run.scripts} scripts, ${run.styles} styles), critical chain depth ${run.chainDepth}, main thread ${run.mainThreadMs} ms (style and layout ${run.styleLayoutMs} ms); unused CSS: ${run.unusedCss || 'none reported'}; observed (unsimulated): GetOrg asked for at ${run.getOrgAt} ms, LCP at ${run.observedLcp} ms; blocking time from thread CPU × 4: ${cpu.blocking} ms (longest tasks ${cpu.longest.join(', ')} ms)`,
      );
      runs.push(run);
    }
    return runs;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The medians of `runs` beside the budget, under `title`. */
function printMedians(title, runs) {
  const score = median(runs.map((r) => r.score));
  console.log(`\n${title}, medians of ${runs.length} runs:`);
  console.log(
    `${'performance score'.padEnd(24)} ${String(score).padStart(6)}      budget ${BUDGET}  ${score >= BUDGET ? 'within budget' : 'UNDER BUDGET'}`,
  );
  for (const [label, key] of [
    ['first contentful paint', 'fcp'],
    ['largest contentful paint', 'lcp'],
    ['total blocking time', 'tbt'],
    ['blocking, thread CPU × 4', 'cpuBlocking'],
  ]) {
    console.log(`${label.padEnd(24)} ${String(median(runs.map((r) => r[key]))).padStart(6)} ms`);
  }
}

// Two figures: the README's demo (the mocks answer in the page), and the console as deployed (a
// production build; the same answers from the Node mock server behind the same origin).
// BENCH_TARGETS=demo or =deployed measures one of them. docs/decisions/demo-startup.md, "Round 8".
const TARGETS = (process.env.BENCH_TARGETS ?? 'demo,deployed').split(',');
const results = [];
for (const [target, title, serve] of [
  [
    'demo',
    "Lighthouse mobile, the demo's signed-in Edit Org screen (mocks in the page)",
    () => serveDemoConsole('lighthouse'),
  ],
  [
    'deployed',
    `Lighthouse mobile, the console as deployed (production build over ${process.env.BENCH_HTTP1 ? 'HTTP/1.1' : 'HTTP/2'}, the Node mock server behind the same origin)`,
    () => serveDeployedConsole('lighthouse'),
  ],
]) {
  if (!TARGETS.includes(target)) continue;
  let served;
  try {
    served = await serve();
    results.push([title, await measure(target, served.base)]);
  } catch (error) {
    // A benchmark, not a test: say what went wrong and go on.
    console.error(
      `The Lighthouse bench (${target}) could not finish: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    await served?.close();
  }
}
for (const [title, runs] of results) printMedians(title, runs);
console.log(`\n${loadNote()}`);
