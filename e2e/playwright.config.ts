import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (docs/product/platform.md "Toolchain"). The console is built in
// demo mode once and served by `vite preview`; MSW answers every call from the mocks.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = `node_modules/.cache/e2e-build-${PORT}`;

export default defineConfig({
  testDir: 'tests',
  // Runs on two ports at once (two people, or a benchmark beside the suite) keep their traces
  // and screenshots apart.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a journey that fails gets one more run; one that passes only then is named in the
  // test command's summary (scripts/run.mjs), so a flaky journey is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  // The demo answers from MSW in the page: its first answers (the org list, the account) take
  // 2 to 4 s here and three times that on the 2-core CI machine running two workers. A longer
  // wait is not a speed budget (benchmarks are); the last CI run timed out at 10 s.
  expect: { timeout: 20_000 },
  // Journeys that sign in twice (two tabs) need more than the 30 s default on such a machine.
  timeout: 90_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded for a journey's retry only: recording one for every journey (and
    // throwing it away when it passes) cost about a third of the suite's CPU on a 2-core machine
    // (docs/decisions/test-command-time.md). A journey that fails on CI is retried, with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
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
    },
  },
  // One real sign-in per run (auth.setup.ts), whose saved state the journeys start from
  // (tests/support/session.ts `signIn`; docs/decisions/e2e-signed-in-state.md).
  // Baselines are named without the project (`journeys`): one set for the one browser.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'journeys', dependencies: ['setup'] },
  ],
  webServer: {
    // Each port builds into its own folder, so journeys run on two ports at once do not
    // overwrite each other's build. The test command builds first, as a phase of its own, and
    // sets E2E_PREBUILT so that only the server starts here.
    command: [
      ...(process.env.E2E_PREBUILT
        ? []
        : [`pnpm --filter @guestnet/console build:demo --outDir ${OUT_DIR} --emptyOutDir`]),
      `pnpm --filter @guestnet/console preview --outDir ${OUT_DIR} --port ${PORT}`,
    ].join(' && '),
    url: `http://localhost:${PORT}/admin-ui/admin/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
