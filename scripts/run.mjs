#!/usr/bin/env node
// The README's two commands on a fresh machine that has only Node 20 and npm:
//   npm run demo  → install, build the console in demo mode, serve it and print its URL
//   npm test      → install, then typecheck, lint, unit tests and e2e, ending with one
//                   "N passed, N failed" line that counts every Vitest and Playwright test.
// It brings pnpm itself (corepack, else npx) and Debian's Chromium when run as root.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = join(root, '.reports');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

/**
 * Starts `commands` one after another in a child process of their own (scripts/run-in-order.mjs)
 * and returns at once; the promise resolves, once they have ended, to each one's name, exit code,
 * seconds and output. The child writes their output to files in `folder` of the reports: a pipe
 * to this process would fill and stall them while it waits, synchronously, on the steps in front.
 */
function runBeside(commands, folder) {
  const dir = join(reports, folder);
  mkdirSync(dir, { recursive: true });
  const plan = join(dir, 'plan.json');
  writeFileSync(plan, JSON.stringify({ dir, commands }));
  const child = spawn(process.execPath, [join(root, 'scripts', 'run-in-order.mjs'), plan], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.on('close', () => {
      const results = readJson(join(dir, 'result.json')) ?? [];
      resolve(
        commands.map(({ name }) => {
          const result = results.find((item) => item.name === name);
          const output = result?.log ? readFileSync(result.log, 'utf8') : 'not run\n';
          return { name, code: result?.code ?? 1, seconds: result?.seconds ?? 0, output };
        }),
      );
    });
  });
}

function quiet(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Finds a pnpm of the pinned version: on PATH, through corepack, or through npx. */
function findPnpm() {
  if (quiet('pnpm', ['--version']) === PNPM_VERSION) return ['pnpm'];
  // Corepack needs COREPACK_INTEGRITY_KEYS=0 here: the registry mirror serves no signatures.
  const env = {
    ...process.env,
    COREPACK_INTEGRITY_KEYS: '0',
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  };
  if (quiet('corepack', [`pnpm@${PNPM_VERSION}`, '--version'], env) === PNPM_VERSION) {
    Object.assign(process.env, env);
    return ['corepack', `pnpm@${PNPM_VERSION}`];
  }
  if (quiet('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--version']) === PNPM_VERSION) {
    return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
  }
  console.error(
    `Could not get pnpm ${PNPM_VERSION}: run "npm i -g pnpm@${PNPM_VERSION}" and retry.`,
  );
  process.exit(1);
}

/**
 * Package scripts call `pnpm` by name; when pnpm came through corepack or npx it is not on PATH,
 * so put a small shim there for this process and its children.
 */
function shimPnpm(cmd) {
  if (cmd[0] === 'pnpm') return;
  const dir = join(tmpdir(), `guestnet-pnpm-${PNPM_VERSION}`);
  mkdirSync(dir, { recursive: true });
  const shim = join(dir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec ${cmd.join(' ')} "$@"\n`);
  chmodSync(shim, 0o755);
  process.env.PATH = `${dir}${delimiter}${process.env.PATH}`;
}

const pnpmCmd = findPnpm();
shimPnpm(pnpmCmd);
const pnpm = (...args) => run(pnpmCmd[0], [...pnpmCmd.slice(1), ...args]);
/** A pnpm command as `runBeside` takes it. */
const pnpmCommand = (name, ...args) => ({
  name,
  cmd: pnpmCmd[0],
  args: [...pnpmCmd.slice(1), ...args],
});

/** Each phase's name and seconds, printed in the test command's summary. */
const phases = [];

/** Runs one phase, recording how long it took. */
function timed(name, work) {
  const start = performance.now();
  const result = work();
  phases.push({ name, seconds: (performance.now() - start) / 1000 });
  return result;
}

/** Records a phase that ran beside the others: its time is not added to the total again. */
function timedBeside(name, seconds) {
  phases.push({ name, seconds, beside: true });
}

function formatDuration(seconds) {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  if (timed('install', () => pnpm('install', ...frozen)) !== 0) process.exit(1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian Chromium for the browser tests (apt-get install chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package ("sudo apt-get install chromium") ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts Playwright results from its JSON report (suites nest; each test has results). */
function countPlaywright(report) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  // Passed on a retry (CI retries a journey once): counted as passed, and named in the summary
  // so that a journey that needs its retry is seen and fixed rather than hidden.
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'skipped') skipped++;
        else if (t.status === 'expected' || t.status === 'flaky') passed++;
        else failed++;
        if (t.status === 'flaky') flaky.push(`${spec.file}:${spec.line} ${spec.title}`);
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report?.suites ?? []) walk(s);
  return { passed, failed, skipped, flaky };
}

async function testAll() {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const steps = [];
  const record = (name, code) => {
    steps.push({ name, ok: code === 0 });
    console.log(`\n[${code === 0 ? 'ok' : 'FAILED'}] ${name}\n`);
    return code;
  };
  const step = (name, run) => record(name, timed(name, run));
  /** Waits for steps started with `runBeside`, prints their output and records them. */
  const besideEnded = async (started, waitName) => {
    const waitStart = performance.now();
    for (const { name, code, seconds, output } of await started) {
      process.stdout.write(output);
      timedBeside(name, seconds);
      record(name, code);
    }
    phases.push({ name: waitName, seconds: (performance.now() - waitStart) / 1000 });
  };
  // What npm would publish. check:packages packs sdk, validators, mocks and contract
  // (each prepack cleans and builds) into .reports/packages and runs publint, arethetypeswrong
  // (esm-only) and the manifest checks on the tarballs; smoke:packed installs those four
  // tarballs into one fresh project outside the workspace and uses each package from there.
  // Neither reads nor writes what the typecheck and the lints do (the workspace resolves its
  // packages to their sources, not to the dist/ a prepack rebuilds), and the typecheck leaves a
  // core idle while the console's tsc finishes alone: they run beside those steps instead of
  // after them, and are awaited before the size budgets and the unit tests
  // (docs/decisions/test-command-time.md).
  const packs = join(reports, 'packages');
  const packaging = runBeside(
    [
      pnpmCommand('packages (publint, arethetypeswrong)', 'check:packages'),
      pnpmCommand('packed packages in a fresh project', 'smoke:packed', '--tarballs', packs),
    ],
    'beside-packaging',
  );

  step('typecheck', () => pnpm('typecheck'));
  step('lint', () => pnpm('lint'));
  // No import cycle in any package, no feature importing another, lib free of React.
  step('import rules (dependency-cruiser)', () => pnpm('lint:deps'));
  // A breaking spec change since the last release (or the first commit) needs a major
  // changeset; `guestnet-contract diff` lists every change and fails when one is unannounced.
  step('contract diff', () => pnpm('contract:diff'));
  // Spectral's spectral:oas rules over the three specs, warnings included; the rules
  // turned off, and why, are in .spectral.yaml.
  step('OpenAPI lint (Spectral)', () => pnpm('lint:spectral'));
  // The packaging steps end here at the latest; their output is printed once they have ended.
  await besideEnded(packaging, 'waiting for the packaging steps');
  // Vitest in two processes side by side: the console's jsdom tests, and every other package's
  // Node tests beside them. One Vitest run uses one worker on a 2-core machine and left the
  // other core mostly idle (docs/decisions/test-command-time.md, "Vitest in two processes").
  // The type tests (*.test-d.ts) are compiled by the typecheck step above, which fails on any of
  // their assertions: no second tsc run here. Vitest's --typecheck.enabled=false below does not
  // reach the packages' own `typecheck.enabled`, which reads this instead; without it each Vitest
  // run of the SDK, the validators and the mocks started tsc beside its tests
  // (docs/decisions/test-command-time.md).
  process.env.GUESTNET_TYPE_TESTS = 'off';
  const vitestArgs = (project, report) => [
    'exec',
    'vitest',
    'run',
    `--project=${project}`,
    '--typecheck.enabled=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, report)}`,
  ];
  const nodeTests = runBeside(
    [
      pnpmCommand(
        'unit tests of the other packages (vitest)',
        ...vitestArgs('!console', 'vitest-node.json'),
      ),
    ],
    'beside-unit-tests',
  );
  step('unit tests of the console (vitest)', () =>
    pnpm(...vitestArgs('console', 'vitest-console.json')),
  );
  // The other packages' tests may still run when the console's end: the two builds below use the
  // core the console's tests leave free meanwhile, instead of running before or after the unit
  // tests (docs/decisions/test-command-time.md, "The builds in the unit tests' wait").
  // The console's first loads, the kit and each native screen against their gzip budgets
  // (packages/console/scripts/size.mjs prints the table and fails when one is over).
  step('bundle size budgets', () => pnpm('size'));
  timed('Chromium', ensureChromium);
  // The demo console the journeys run against, built here so its time shows apart from theirs;
  // the Playwright config then only serves it (E2E_PREBUILT, e2e/playwright.config.ts).
  const port = process.env.E2E_PORT ?? '4173';
  const built = step('demo build for the journeys', () =>
    pnpm(
      '--filter',
      '@guestnet/console',
      'build:demo',
      '--outDir',
      `node_modules/.cache/e2e-build-${port}`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ),
  );
  await besideEnded(nodeTests, "waiting for the other packages' unit tests");
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = join(reports, 'e2e.json');
  if (built === 0) process.env.E2E_PREBUILT = '1';
  step('e2e (playwright)', () => pnpm('test:e2e'));

  const vitestReports = ['vitest-console.json', 'vitest-node.json'].map((file) =>
    readJson(join(reports, file)),
  );
  const vitest = vitestReports.every(Boolean)
    ? vitestReports.reduce((sum, report) => ({
        numPassedTests: sum.numPassedTests + report.numPassedTests,
        numFailedTests: sum.numFailedTests + report.numFailedTests,
        numPendingTests: sum.numPendingTests + report.numPendingTests,
        numTodoTests: sum.numTodoTests + report.numTodoTests,
      }))
    : null;
  const e2e = countPlaywright(readJson(join(reports, 'e2e.json')));
  const passed = (vitest?.numPassedTests ?? 0) + e2e.passed;
  const failed = (vitest?.numFailedTests ?? 0) + e2e.failed;
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + e2e.skipped;
  const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
  const total = phases
    .filter((phase) => !phase.beside)
    .reduce((sum, phase) => sum + phase.seconds, 0);
  console.log('\nTime per phase:');
  for (const phase of phases) {
    const name = phase.beside ? `${phase.name} (beside)` : phase.name;
    console.log(`  ${name.padEnd(52)} ${formatDuration(phase.seconds).padStart(12)}`);
  }
  console.log(`  ${'in all'.padEnd(52)} ${formatDuration(total).padStart(12)}\n`);
  if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
  if (!vitest) console.log('A Vitest report was not written.');
  if (e2e.flaky.length) {
    console.log(`Passed only on a retry (${e2e.flaky.length}):\n- ${e2e.flaky.join('\n- ')}`);
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failedSteps.length || failed || !vitest ? 1 : 0);
}

const command = process.argv[2];
install();
if (command === 'test') await testAll();
else if (command === 'demo') process.exit(pnpm('--filter', '@guestnet/console', 'demo'));
else {
  console.error('usage: node scripts/run.mjs demo|test');
  process.exit(2);
}
