#!/usr/bin/env node
// `pnpm bench:orgs`: builds the benchmark page (the console's org tree and search index over the
// `huge` scenario's 100,000 orgs), runs it in Debian's Chromium with DESIGN.md's flags, and prints
// each figure beside its budget. It prints; it never fails a test run.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NESTED_RUNS = Number(process.env.BENCH_NESTED_RUNS ?? 3);
const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

async function virtualRun(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const orgs = await page.evaluate(() => window.bench.prepare());
  const before = await heapMb(page);
  const paint = await page.evaluate(() => window.bench.paintTree());
  const expand = await page.evaluate(() => window.bench.expandLarge());
  const scroll = await page.evaluate(() => window.bench.scrollTo(90_000));
  const dom = await page.evaluate(() => window.bench.domRows());
  const after = await heapMb(page);
  const search = await page.evaluate(() => window.bench.search());
  await page.close();
  return { orgs, paint, expand, scroll, dom, memory: after - before, search };
}

async function nestedRun(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate(() => window.bench.prepare());
  const before = await heapMb(page);
  const nested = await page.evaluate(() => window.bench.paintNested());
  const after = await heapMb(page);
  await page.close();
  return { ...nested, memory: after - before };
}

const row = (label, value, budget, unit, ok) =>
  `  ${label.padEnd(44)} ${value.padStart(10)} ${unit.padEnd(3)} budget ${budget.padEnd(8)} ${ok === undefined ? '' : ok ? 'ok' : 'OVER'}`;
const fmt = (n, digits = 1) => n.toFixed(digits);

console.log('Building the benchmark page…');
await build({ configFile });
const server = await preview({ configFile, preview: { port: 0, strictPort: false } });
const url = `${server.resolvedUrls?.local[0] ?? 'http://localhost:4173/'}index.html`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await virtualRun(browser, url));
  const nested = [];
  for (let i = 0; i < NESTED_RUNS; i++) nested.push(await nestedRun(browser, url));

  const m = (pick) => median(runs.map(pick));
  const paint = m((r) => r.paint.ms);
  const expand = m((r) => r.expand.ms);
  const scroll = m((r) => r.scroll);
  const inDom = m((r) => r.dom.inDom);
  const visible = m((r) => r.dom.visible);
  const memory = m((r) => r.memory);
  const p50 = m((r) => r.search.indexP50);
  const p95 = m((r) => r.search.indexP95);
  const nestedPaint = median(nested.map((r) => r.ms));

  console.log(
    `\nOrg tree, ${runs[0]?.orgs.toLocaleString('en-US')} orgs fully expanded (${runs[0]?.expand.rows.toLocaleString('en-US')} rows); medians of ${RUNS} runs (nested list: ${NESTED_RUNS})\n`,
  );
  console.log(row('data -> first painted tree', fmt(paint), '<= 50', 'ms', paint <= 50));
  console.log(
    row(
      '  open nodes / count rows / render / to paint',
      [
        m((r) => r.paint.model),
        m((r) => r.paint.count),
        m((r) => r.paint.render),
        m((r) => r.paint.paint),
      ]
        .map((ms) => fmt(ms))
        .join(' / '),
      '',
      'ms',
    ),
  );
  console.log(row('expand a node of 1,000 children', fmt(expand), '<= 30', 'ms', expand <= 30));
  console.log(row('scroll to row 90,000 and paint', fmt(scroll), '<= 20', 'ms', scroll <= 20));
  console.log(
    row(
      `rows in the DOM (visible: ${visible})`,
      String(inDom),
      `<= ${visible * 2}`,
      '',
      inDom <= visible * 2,
    ),
  );
  console.log(row('JS heap growth (after GC)', fmt(memory), '<= 30', 'MB', memory <= 30));
  console.log(row('local search per keystroke, p50', fmt(p50, 2), '', 'ms'));
  console.log(row('local search per keystroke, p95', fmt(p95, 2), '<= 4', 'ms', p95 <= 4));
  console.log(
    row(
      '  plain substring filter, p50 / p95',
      `${fmt(
        m((r) => r.search.plainP50),
        2,
      )} / ${fmt(
        m((r) => r.search.plainP95),
        2,
      )}`,
      '',
      'ms',
    ),
  );
  console.log(row('  search index build (once)', fmt(m((r) => r.search.buildMs)), '', 'ms'));
  const plainP95 = m((r) => r.search.plainP95);
  console.log(
    row('  index p95 / plain filter p95 (same run)', `${fmt(p95 / plainP95, 2)}x`, '', ''),
  );
  const slowest = runs[0]?.search.slowest.slice(0, 3) ?? [];
  console.log(
    `    slowest keystrokes: ${slowest.map(([q, ms, total]) => `"${q}" ${ms.toFixed(1)} ms (${total} matches)`).join(', ')}`,
  );
  console.log(`\nThe same data as a plain nested list (like the legacy tree):`);
  console.log(row('first paint', fmt(nestedPaint), '', 'ms'));
  console.log(row('DOM elements', String(median(nested.map((r) => r.elements))), '', ''));
  console.log(row('JS heap growth (after GC)', fmt(median(nested.map((r) => r.memory))), '', 'MB'));
  console.log(
    row('nested list / virtualized tree, first paint', `${fmt(nestedPaint / paint)}x`, '', ''),
  );
  console.log(
    `\n(${runs[0]?.search.keystrokes} keystrokes per run; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores; figures are printed, never asserted.)`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
