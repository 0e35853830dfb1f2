#!/usr/bin/env node
// Checks the published shape of @guestnet/sdk the way an internal tool meets it: build to dist/,
// pack the tarball, install it into a fresh project outside the workspace (its dependencies come
// from the registry), type-check a small Node program against the packed .d.ts files and run it
// against the mock server: log in, read the account and the org tree, call a dbo procedure, and
// catch an ErrorEleven.
//
//   node scripts/smoke-packed.mjs                 starts the mocks' mock-server on a free port
//   node scripts/smoke-packed.mjs --server URL    uses a mock server that is already running
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const mocksDir = join(sdkDir, '../mocks');
const { values } = parseArgs({
  options: { server: { type: 'string' }, keep: { type: 'boolean' } },
});

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

// The program an internal tool would write; compiled with the packed types, then run.
const PROGRAM = `import { createGuestnetClients, ErrorEleven } from '@guestnet/sdk';
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

async function startMocks() {
  const tsx = join(mocksDir, 'node_modules/.bin/tsx');
  const child = spawn(
    tsx,
    ['--conditions=@guestnet/source', 'src/cli.ts', '--port', '0', '--quiet'],
    { cwd: mocksDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /mock-server on (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`mock-server exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

const work = mkdtempSync(join(tmpdir(), 'guestnet-sdk-smoke-'));
let mocks;
try {
  console.log('building @guestnet/sdk');
  rmSync(join(sdkDir, 'dist'), { recursive: true, force: true });
  run(
    process.execPath,
    [join(sdkDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    sdkDir,
  );
  mkdirSync(join(work, 'pack'));
  run('npm', ['pack', '--silent', '--pack-destination', join(work, 'pack')], sdkDir);
  const tarball = join(work, 'pack', readdirSync(join(work, 'pack'))[0]);
  console.log(`packed ${tarball}`);

  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'sdk-smoke', private: true, type: 'module' }),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023'],
        types: ['node'],
        strict: true,
        skipLibCheck: false,
        outDir: 'out',
      },
      include: ['main.ts'],
    }),
  );
  writeFileSync(join(app, 'main.ts'), PROGRAM);
  console.log('installing the tarball into a fresh project');
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      'typescript@6.0.3',
      '@types/node@20.19.43',
    ],
    app,
  );
  console.log('type-checking and compiling main.ts');
  run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], app);

  mocks = values.server ? { url: values.server, stop() {} } : await startMocks();
  console.log(`running against ${mocks.url}`);
  const output = run(process.execPath, [join(app, 'out/main.js'), mocks.url], app);
  console.log(`smoke result: ${output.trim()}`);
} finally {
  mocks?.stop();
  if (values.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
