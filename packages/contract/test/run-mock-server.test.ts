import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN, MockState } from '@guestnet/mocks';
import { startMockServer } from '@guestnet/mocks/node';
import { listOperations } from '@guestnet/sdk/spec';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { captureIo } from './capture-io.js';

let mock: Awaited<ReturnType<typeof startMockServer>>;

beforeAll(async () => {
  mock = await startMockServer({ port: 0, log: false, state: new MockState() });
});
afterAll(() => mock.close());

it('checks every operation of the bundled specs against our mock server, writes included', async () => {
  const io = captureIo();
  const argv = ['run', '--base-url', mock.url, '--username', DEMO_ADMIN.username];
  const junitFile = join(mkdtempSync(join(tmpdir(), 'contract-')), 'mock.xml');
  const code = await main(
    [...argv, '--password', DEMO_ADMIN.password, '--include-writes', '--junit', junitFile],
    io,
  );
  const rows = io
    .out()
    .split('\n')
    .filter((line) => /^(admin-api|authorization|dbo) /.test(line));
  expect(rows.map((row) => row.split(/\s+/)[1]).sort()).toEqual(
    listOperations()
      .map((op) => op.operationId)
      .sort(),
  );
  // Every operation got at least one call: none is left unchecked by the spec-driven plan.
  for (const row of rows) expect(row).not.toMatch(/ 0\/0 /);
  // Our own mock server passes every check, the negative calls and writes included.
  expect(io.out()).toMatch(/, 0 failed.*PASSED/);
  for (const row of rows) expect(row).toMatch(/ pass /);
  // The negative calls and the write flow ran, by name.
  const junit = readFileSync(junitFile, 'utf8');
  for (const check of [
    'getOrgTreeNode unknown-id/status',
    'sendFeedback malformed-body/status',
    'getDevice no-token/dbo-error-field',
    'getOrg read-deleted/dbo-error-field',
    'listDevices generated/schema',
    'checkAuthorization generated/status',
    // An update is read back with its new value, a delete is gone, a write's no-token call is
    // refused, and a replayed Idempotency-Key creates nothing new.
    'getDevice read-updated/read-back',
    'listImages read-updated/read-back',
    'listImages read-deleted/read-back',
    'saveDevice no-token/refusal-code',
    'saveDevice idempotent-replay/idempotency',
    'saveDevice idempotent-other-body/refusal-code',
    'getDevice positive/org-scope',
    'getDevice positive/write-only',
  ]) {
    expect(junit).toContain(check);
  }
  expect(junit).not.toContain('<failure');
  // The Overview agrees with its reports: the whole run includes the agreement check.
  expect(junit).toContain('listReportSessions agreement/agreement');
  expect(code, io.out()).toBe(0);
  // A ceiling, not a budget: the agreement check's calls (at most 59) add to the operations' own.
}, 90_000);

it('finds no tenant reaching outside its subtree in our mock server', async () => {
  // A server of its own: the run above changed records, and these reads start from the seed.
  const fresh = await startMockServer({ port: 0, log: false, state: new MockState() });
  const io = captureIo();
  const code = await main(
    [
      'run',
      '--base-url',
      fresh.url,
      '--isolation',
      '--identity',
      'demo=demo:demo',
      '--identity',
      'site=site.admin:demo',
      '--identity',
      'limited=limited.admin:demo',
      '--lacks',
      'limited=af_nasdev',
    ],
    io,
  );
  await fresh.close();
  const out = io.out();
  // The site administrator is refused its parent, a sibling, a cousin and an unknown org on every
  // org-scoped read; the limited one is refused the devices procedures on its own site.
  expect(out).toMatch(/ {2}site \(owner GN-1042\): \d{3} calls and read-backs, 0 failed/);
  expect(out).toMatch(
    / {2}limited \(owner GN-1046, lacks af_nasdev\): \d{3} calls and read-backs, 0 failed/,
  );
  expect(out).not.toMatch(/no (sibling|cousin) of GN-104/);
  expect(out).toMatch(/, 0 failed in 0 operations, \d+ skipped: PASSED\n$/);
  expect(code, out).toBe(0);
}, 60_000);
