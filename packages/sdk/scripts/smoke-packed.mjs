#!/usr/bin/env node
// Checks the four published packages the way an outside team meets them: pack sdk,
// validators, mocks and contract with `pnpm pack`, install the four tarballs into ONE fresh
// project outside the workspace (everything else comes from the registry), type-check small
// programs against the packed .d.ts files, then
//   - start the mocks' `guestnet-mock-server` bin and drive the SDK against it (log in, account,
//     org tree, a dbo procedure, an ErrorEleven);
//   - run the contract CLI (`guestnet-contract run`) against that server;
//   - use the mocks' handlers with msw's setupServer and one overridden handler, at both ends of
//     the supported msw range (the newest 2.x and the lowest, MSW_LOWEST);
//   - use the validators, and their breach check with an injected fetch.
// Prints `smoke result: {json}` and exits 0 when everything held, 1 otherwise.
//
//   node scripts/smoke-packed.mjs                   packs into a temp folder first
//   node scripts/smoke-packed.mjs --tarballs DIR    uses tarballs packed earlier (scripts/run.mjs)
//   node scripts/smoke-packed.mjs --keep            keeps the temp project for a look
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { packAll, tarballsIn } from '../../../scripts/pack-packages.mjs';

/** The lowest msw the mocks support, the start of their peer range (docs/decisions/mocks-msw-peer.md). */
const MSW_LOWEST = '2.2.3';

const { values } = parseArgs({
  options: { tarballs: { type: 'string' }, keep: { type: 'boolean' } },
});

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

// An internal tool: the SDK against the mock server.
const SDK_PROGRAM = `import { createGuestnetClients, ErrorEleven } from '@guestnet/sdk';
import { getOperation } from '@guestnet/sdk/spec';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4010';
let token: string | undefined;
const { adminApi, authorization, dbo } = createGuestnetClients({ baseUrl, getToken: () => token });

const LOGIN = '/GuestnetWS/DevApi/Admin/Authorization.svc/Login';
const { data: login } = await authorization.POST(LOGIN, {
  body: { Username: 'demo', Password: 'demo' },
});
token = login?.AccessToken ?? undefined;
if (!token) throw new Error('Login answered no AccessToken');

const { data: member } = await adminApi.GET('/AdminApi/admin/account');
const { data: tree } = await adminApi.GET('/AdminApi/org/tree');
const first = tree?.[0];
if (!member || !tree || !first?.number) throw new Error('No account or no org tree');

const history = await dbo.call('ListAdminHistory', { OrgNumber: first.number, PageSize: 5 });

let caught: ErrorEleven | undefined;
try {
  await authorization.POST(LOGIN, { body: { Username: 'demo', Password: 'wrong' } });
} catch (error) {
  if (ErrorEleven.is(error)) caught = error;
}
if (!caught) throw new Error('A refused login did not reject with an ErrorEleven');

console.log(
  JSON.stringify({
    user: member.Username,
    roots: tree.length,
    firstOrg: first.number,
    historyTotal: history.Total,
    error: { name: caught.name, status: caught.status, message: caught.message },
    loginPath: getOperation('login').path,
  }),
);
`;

// Another team's test setup: the handlers in msw's setupServer, one handler overridden.
const MSW_PROGRAM = `import { DEMO_ADMIN, handlers, mockResponse } from '@guestnet/mocks';
import { setupServer } from 'msw/node';
import { createRequire } from 'node:module';

const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: 'error' });
const headers = { Authorization: \`Bearer \${DEMO_ADMIN.token}\` };
const account = async () =>
  (await (await fetch('http://localhost/AdminApi/admin/account', { headers })).json()) as {
    Username: string;
    IsSsoUser: boolean;
  };
try {
  const before = await account();
  server.use(
    mockResponse('get', '/AdminApi/admin/account', {
      Username: 'kim@example.com',
      FirstName: 'Kim',
      LastName: 'Lee',
      IsSsoUser: true,
    }),
  );
  const overridden = await account();
  server.resetHandlers();
  const after = await account();
  const msw = createRequire(import.meta.url)('msw/package.json').version as string;
  console.log(JSON.stringify({ msw, before: before.Username, overridden, after: after.Username }));
} finally {
  server.close();
}
`;

// A form of another tool: rules, a schema, and the breach check with an injected fetch.
const VALIDATORS_PROGRAM = `import { createBreachCheck, createPasswordChangeSchema, email } from '@guestnet/validators';
import * as v from 'valibot';

const asked: string[] = [];
// SHA-1 of 'Password1' starts with 70CCD and ends with the suffix below: breached 9,000 times.
const check = createBreachCheck({
  fetch: async (url) => {
    asked.push(url);
    return new Response('0D6E6DD8B0A2E9B0F5C0A5E1AAAA1B7B7E3:0\\r\\n' + suffix + ':9000\\r\\n');
  },
});
const hash = Array.from(
  new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode('Password1'))),
  (b) => b.toString(16).padStart(2, '0'),
).join('').toUpperCase();
const suffix = hash.slice(5);
const schema = createPasswordChangeSchema({ check });
const result = await v.safeParseAsync(schema, {
  currentPassword: 'old',
  newPassword: 'Password1',
  confirmPassword: 'Password1',
});
console.log(
  JSON.stringify({
    email: email('ops@example'),
    asked,
    prefix: hash.slice(0, 5),
    issues: result.issues?.map((issue) => issue.message) ?? [],
  }),
);
`;

/** What a user of each package would notice; answers the ones that did not hold. */
function failedExpectations({ sdk, msw, validators }) {
  const failed = [];
  const expect = (ok, what) => ok || failed.push(what);
  expect(sdk.user === 'demo', 'the SDK signs in as demo and reads the account');
  expect(sdk.roots > 0 && typeof sdk.firstOrg === 'string', 'the SDK reads the org tree');
  expect(
    sdk.error?.name === 'ErrorEleven' && sdk.error.status === 401,
    'a refused login is a 401 ErrorEleven',
  );
  expect(
    sdk.loginPath === '/GuestnetWS/DevApi/Admin/Authorization.svc/Login',
    '@guestnet/sdk/spec',
  );
  for (const run of msw) {
    expect(run.before === 'demo', `msw ${run.msw}: the handlers answer the demo account`);
    expect(run.overridden?.IsSsoUser === true, `msw ${run.msw}: server.use overrides one handler`);
    expect(run.after === 'demo', `msw ${run.msw}: resetHandlers brings the handlers back`);
  }
  expect(validators.email === 'Invalid Email', 'the email rule answers its message');
  expect(
    validators.asked.length === 1 && validators.asked[0].endsWith('/range/70CCD'),
    'the breach check asks the injected fetch for the hash prefix only',
  );
  expect(
    validators.issues.includes('Password is not secure enough.'),
    'a breached password is refused',
  );
  return failed;
}

function startMockServer(app) {
  const bin = join(app, 'node_modules/.bin/guestnet-mock-server');
  const child = spawn(bin, ['--port', '0', '--quiet'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /mock-server on (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`guestnet-mock-server exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

/** Runs the contract CLI of the tarball; answers its exit code and its summary line. */
function runContract(app, url) {
  return new Promise((resolve) => {
    const bin = join(app, 'node_modules/.bin/guestnet-contract');
    const args = ['run', '--base-url', url, '--username', 'demo', '--password', 'demo'];
    const child = spawn(bin, args, { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => resolve({ code, output: out }));
  });
}

const npmInstall = (app, ...specs) =>
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...specs], app);
const node = (app, file, ...args) =>
  JSON.parse(run(process.execPath, [join(app, 'out', file), ...args], app).trim());

function writeProject(app) {
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'guestnet-smoke', private: true, type: 'module' }),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: ['node'],
        strict: true,
        skipLibCheck: true,
        outDir: 'out',
      },
      include: ['*.ts'],
    }),
  );
  writeFileSync(join(app, 'sdk.ts'), SDK_PROGRAM);
  writeFileSync(join(app, 'msw.ts'), MSW_PROGRAM);
  writeFileSync(join(app, 'validators.ts'), VALIDATORS_PROGRAM);
}

const work = mkdtempSync(join(tmpdir(), 'guestnet-packed-smoke-'));
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
let mocks;
try {
  const tarballs = values.tarballs
    ? tarballsIn(values.tarballs)
    : await packAll(join(work, 'packs'));
  console.log(`tarballs ready (${elapsed()})`);

  const app = join(work, 'app');
  writeProject(app);
  // msw@2 and valibot@1 come from the registry at their newest, as a new user gets them.
  npmInstall(
    app,
    ...Object.values(tarballs),
    'msw@2',
    'valibot@1',
    'typescript@6.0.3',
    '@types/node@20.19.43',
  );
  const installed = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).dependencies;
  console.log(`installed the four tarballs in a fresh project (${elapsed()})`);
  const tsc = join(app, 'node_modules/typescript/bin/tsc');
  run(process.execPath, [tsc, '-p', '.'], app);
  console.log(`type-checked against the packed .d.ts files (${elapsed()})`);

  mocks = startMockServer(app);
  const url = await mocks.url;
  const sdk = node(app, 'sdk.js', url);
  const contract = await runContract(app, url);
  const contractSummary = contract.output.trim().split('\n').at(-1);
  if (contract.code !== 0) throw new Error(`guestnet-contract run failed:\n${contract.output}`);
  console.log(`SDK and contract CLI against guestnet-mock-server (${elapsed()})`);

  const validators = node(app, 'validators.js');
  const mswNewest = node(app, 'msw.js');
  npmInstall(app, `msw@${MSW_LOWEST}`);
  run(process.execPath, [tsc, '-p', '.'], app);
  const mswLowest = node(app, 'msw.js');
  console.log(`msw ${mswNewest.msw} and ${mswLowest.msw} (${elapsed()})`);

  const result = {
    installed: Object.keys(installed).sort(),
    sdk,
    contract: { code: contract.code, summary: contractSummary },
    msw: [mswNewest, mswLowest],
    validators,
  };
  console.log(`smoke result: ${JSON.stringify(result)}`);
  const failed = failedExpectations(result);
  if (failed.length) throw new Error(`Did not hold:\n- ${failed.join('\n- ')}`);
  console.log(`packed packages: every check held (${elapsed()})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  mocks?.stop();
  if (values.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
