// `pnpm bench:mock-server`: mock-server against Stoplight Prism serving the same spec, on the same
// machine, in one run. autocannon, bounded (10 connections, 10 s each, after a 2 s warm-up),
// loopback only. It prints req/s, p99 and the ratio beside the budget (>= 3x Prism); it is a
// benchmark, not a test, and always exits 0 unless a tool cannot start.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specs } from '@guestnet/sdk/spec';
import { DEMO_ADMIN } from '../src/identities.js';

const PRISM = '@stoplight/prism-cli@5.16.0';
const AUTOCANNON = 'autocannon@9.0.0';
const BUDGET_RATIO = 3;
const PATH = '/AdminApi/admin/account';
const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
const here = dirname(fileURLToPath(import.meta.url));

// Prism and autocannon are bench-only tools: installed into a temp dir on first use, not
// devDependencies of the package.
const tools = join(tmpdir(), 'guestnet-bench-tools');
if (
  !existsSync(join(tools, 'node_modules/.bin/prism')) ||
  !existsSync(join(tools, 'node_modules/autocannon'))
) {
  mkdirSync(tools, { recursive: true });
  console.log(`Installing ${PRISM} and ${AUTOCANNON} into ${tools} ...`);
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', tools, PRISM, AUTOCANNON],
    {
      stdio: 'inherit',
    },
  );
}
const autocannon = createRequire(join(tools, 'package.json'))('autocannon') as (
  options: Record<string, unknown>,
) => Promise<{
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}>;

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    try {
      // Only a success counts as started: an error answer would be measured as throughput.
      if ((await fetch(url, { headers })).ok) return;
      await new Promise((done) => setTimeout(done, 100));
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

async function measure(name: string, command: string, args: string[], port: number) {
  const child = spawn(command, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}${PATH}`;
  try {
    await waitFor(url, child);
    await autocannon({ url, headers, connections: 10, duration: 2 });
    const result = await autocannon({ url, headers, connections: 10, duration: 10 });
    const line = `${name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}  errors ${result.errors}`;
    console.log(line);
    return { rate: result.requests.average, valid: result.non2xx === 0 && result.errors === 0 };
  } finally {
    child.kill();
  }
}

const specFile = join(tmpdir(), 'guestnet-bench-admin-api.json');
writeFileSync(specFile, JSON.stringify(specs['admin-api']));
console.log(`GET ${PATH}, autocannon -c 10 -d 10 on 127.0.0.1, same spec (openapi/admin-api.yaml)`);
const mock = await measure(
  'mock-server',
  join(here, '../node_modules/.bin/tsx'),
  ['--conditions=@guestnet/source', join(here, '../src/cli.ts'), '--port', '4610', '--quiet'],
  4610,
);
const prism = await measure(
  'prism',
  join(tools, 'node_modules/.bin/prism'),
  ['mock', '-h', '127.0.0.1', '-p', '4611', specFile],
  4611,
);
const ratio = mock.rate / prism.rate;
// Requests that failed are not throughput: a run with any is no comparison at all.
const verdict =
  mock.valid && prism.valid
    ? ratio >= BUDGET_RATIO
      ? 'OK'
      : 'OVER BUDGET'
    : 'INVALID (non-2xx answers or errors)';
console.log(`ratio ${ratio.toFixed(2)}x Prism (budget >= ${BUDGET_RATIO}x): ${verdict}`);
