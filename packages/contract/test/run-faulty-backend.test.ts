import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { captureIo } from './capture-io.js';
import { type Fault, GOOD_TOKEN, startFaultyBackend } from './faulty-backend.js';

const SPEC = join(import.meta.dirname, 'fixtures/mini-backend.yaml');
let backend: Awaited<ReturnType<typeof startFaultyBackend>> | undefined;

afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

async function run(fault: Fault | undefined, ...extra: string[]) {
  backend = await startFaultyBackend(fault);
  const io = captureIo();
  const args = ['run', '--base-url', backend.url, '--spec', SPEC, ...extra];
  if (!extra.includes('--username')) args.push('--token', GOOD_TOKEN);
  const code = await main(args, io);
  return { code, stdout: io.out(), stderr: io.err() };
}

describe('guestnet-contract run against a backend that follows the spec', () => {
  it('passes every check, writes included, and leaves nothing behind', async () => {
    const { code, stdout } = await run(undefined, '--include-writes');
    expect(stdout).toMatch(
      /11 operations, \d+ checks, 0 failed in 0 operations, 0 skipped: PASSED/,
    );
    expect(stdout).toMatch(/mini-backend saveDevice +\d+\/\d+ +pass/);
    expect(code).toBe(0);
    expect(backend?.devices.size).toBe(0);
    expect(backend?.images.size).toBe(0);
  });

  it('signs in with --username and --password when no token is given', async () => {
    const { code, stdout } = await run(undefined, '--username', 'demo', '--password', 'demo');
    expect(code).toBe(0);
    expect(stdout).toMatch(/mini-backend login +\d+\/\d+ +pass/);
  });

  it('checks only the operations and tags named by --only', async () => {
    const { code, stdout } = await run(undefined, '--only', 'getAccount,listDevices');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^OPERATION.*\nmini-backend getAccount .*\nmini-backend listDevices .*\n\n/,
    );
    expect(stdout).toContain('2 operations,');
  });

  it('refuses an --only that names nothing in the specs', async () => {
    const { code, stderr } = await run(undefined, '--only', 'getAcount');
    expect(code).toBe(2);
    expect(stderr).toBe('guestnet-contract: --only getAcount: no such operation or tag\n');
  });

  it('leaves writes alone unless asked', async () => {
    const { code, stdout } = await run(undefined);
    expect(code).toBe(0);
    expect(stdout).toMatch(/saveDevice +0\/0 +skip +- +a write: checked with --include-writes/);
  });
});

// One fault per check: the runner must name the operation, the call and the check that caught it.
const faults: Array<[Fault, string]> = [
  [
    'wrong-type',
    'getAccount positive/schema: /Username Instance type "number" is invalid. Expected "string".',
  ],
  [
    'missing-field',
    'getAccount positive/schema: / Instance does not have required property "IsSsoUser".',
  ],
  [
    'html-error-body',
    'getAccount no-token/error-shape: an HTML page (text/html) instead of the declared JSON error body',
  ],
  [
    'missing-no-cache',
    'getAccount positive/no-cache: Cache-Control is ""; expected no-store or no-cache',
  ],
  [
    'dbo-error-as-500',
    'getDevice no-token/dbo-error-status: answered HTTP 500; a dbo procedure reports errors as 200 with a non-empty Error',
  ],
  [
    'leaked-authorization',
    'getAccount positive/authorization-leak: the answer carries an Authorization header',
  ],
  [
    'text-content-type',
    'getAccount positive/content-type: expected application/json, got text/plain',
  ],
  ['accepts-missing-token', 'getAccount no-token/status: expected 401, got 200'],
  // The no-token call reads the device the positive call read (the listed one, not the
  // example's Id 1 that this backend lacks), so a procedure that skips the token is caught.
  [
    'dbo-get-skips-token',
    'getDevice no-token/dbo-error-field: answered 200 without Error: the call was accepted',
  ],
  [
    'dbo-refusal-without-code',
    "getDevice no-token/refusal-code: expected the refusal's code 401, got HTTP 200 and no Code (Error: Your session has expired.)",
  ],
  [
    'dbo-needs-authorization-header',
    'getDevice positive/dbo-error-field: the procedure answered Error: Your session has expired.',
  ],
];

describe('guestnet-contract run against a faulty backend', () => {
  it.each(faults)('reports %s by name and exits 1', async (fault, report) => {
    const { code, stdout } = await run(fault);
    expect(stdout).toContain(`  ${report}`);
    expect(stdout).toMatch(/FAILED\n$/);
    expect(code).toBe(1);
  });

  it('deletes what it created even when the delete check fails', async () => {
    const { code, stdout } = await run('delete-refused-once', '--include-writes');
    expect(code).toBe(1);
    expect(stdout).toContain(
      'deleteDevice delete/dbo-error-field: the procedure answered Error: The device is busy.',
    );
    expect(backend?.devices.size).toBe(0);
  });

  it('prints a curl command with the token masked, unless --show-token', async () => {
    const masked = await run('wrong-type');
    expect(masked.stdout).toContain(`curl -i -X GET '${backend?.url}/AdminApi/admin/account'`);
    expect(masked.stdout).toContain("-H 'Authorization: Bearer ****'");
    expect(masked.stdout).not.toContain(GOOD_TOKEN);
    await backend?.close();
    const shown = await run('wrong-type', '--show-token');
    expect(shown.stdout).toContain(`-H 'Authorization: Bearer ${GOOD_TOKEN}'`);
  });

  it('writes a JUnit file with a failed test case per failed check', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'contract-junit-')), 'contract.xml');
    await run('missing-no-cache', '--junit', file);
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain(
      '<testcase name="getAccount positive/no-cache" classname="mini-backend.getAccount"',
    );
    expect(xml).toContain(
      '<failure message="Cache-Control is &quot;&quot;; expected no-store or no-cache">',
    );
    expect(xml).toContain(
      '<testcase name="saveDevice not run" classname="mini-backend.saveDevice" time="0.000">\n      <skipped message="a write: checked with --include-writes"/>',
    );
  });
});

describe('guestnet-contract run when part of the backend fails', () => {
  it('fails only the operation that did not answer in time, and still writes the reports', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'contract-junit-')), 'contract.xml');
    const { code, stdout, stderr } = await run('slow-account', '--timeout', '300', '--junit', file);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      / {2}getAccount positive\/answered: http:\/\/127\.0\.0\.1:\d+ did not answer GET \/AdminApi\/admin\/account within 300 ms\n/,
    );
    expect(stdout).toMatch(
      /mini-backend getAccount +0\/1 +FAIL +\d+ ms +its later calls were not sent/,
    );
    for (const other of ['getOrgTreeNode', 'listDevices', 'getDevice']) {
      expect(stdout).toMatch(new RegExp(`mini-backend ${other} +(\\d+)/\\1 +pass`));
    }
    expect(stdout).toMatch(
      /11 operations, \d+ checks, 1 failed in 1 operations, 5 skipped: FAILED\n$/,
    );
    expect(readFileSync(file, 'utf8')).toContain(
      '<testcase name="getAccount positive/answered" classname="mini-backend.getAccount"',
    );
  });

  it('says a refused sign-in clearly and goes on with the checks that need no token', async () => {
    const { code, stdout, stderr } = await run(undefined, '--username', 'demo', '--password', 'x');
    expect(stderr).toBe(
      'guestnet-contract: Login as demo failed: Wrong username or password. Only the checks that need no token were run.\n',
    );
    expect(code).toBe(1);
    expect(stdout).toContain(
      '  login positive/sign-in: Login as demo failed: Wrong username or password.',
    );
    // Every read still gets its call without a token, and nothing else.
    for (const read of ['getAccount', 'getOrgTreeNode', 'listDevices', 'getDevice']) {
      expect(stdout).toMatch(
        new RegExp(
          `mini-backend ${read} +(\\d+)/\\1 +pass +\\d+ ms +no positive call: the sign-in failed`,
        ),
      );
    }
    expect(stdout).not.toMatch(/positive\/(status|schema)/);
  });
});

describe('guestnet-contract run setup errors', () => {
  it('explains an unreachable server in one line and exits 2', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const io = captureIo();
    const code = await main(
      ['run', '--base-url', `http://127.0.0.1:${port}`, '--token', 't', '--spec', SPEC],
      io,
    );
    expect(code).toBe(2);
    expect(io.err()).toBe(
      `guestnet-contract: Cannot reach http://127.0.0.1:${port} (ECONNREFUSED)\n`,
    );
  });

  it('refuses a run without credentials', async () => {
    const io = captureIo();
    expect(await main(['run', '--base-url', 'http://127.0.0.1:1'], io)).toBe(2);
    expect(io.err()).toContain('give --token, or --username and --password');
  });
});
