import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO_ADMIN, MockState, type ScenarioName } from '@guestnet/mocks';
import { startMockServer } from '@guestnet/mocks/node';
import { listOperations, type OperationInfo, type SpecName, specNames } from '@guestnet/sdk/spec';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { sendRequest } from '../src/run/api-call.js';
import { bundledContract } from '../src/run/contract-source.js';
import { buildRequest } from '../src/run/request-builder.js';
import { captureIo } from './capture-io.js';

// Stoplight Prism, a validator this project did not write, sits in front of our mock server
// (one `prism proxy` per spec) while the contract runner drives every operation through it.
// Prism reports what breaks the spec in the `sl-violations` header of each answer; `--errors` is
// not used, because it would answer the runner's deliberately invalid calls (no token) itself, in
// place of the backend under test. A body that is not JSON goes straight to the mock server:
// Prism 5.16 never answers one (it cannot parse it, so there is nothing for it to validate).

const root = join(import.meta.dirname, '../../..');
const PRISM = join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');

interface Violation {
  location: string[];
  code: string;
  message: string;
}

let mock: Awaited<ReturnType<typeof startMockServer>> | undefined;
let scenario: ScenarioName = 'default';
const prisms: ChildProcess[] = [];
const origins = new Map<SpecName, string>();

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startPrism(spec: SpecName, upstream: string): Promise<void> {
  const port = await freePort();
  const document = join(root, 'openapi', `${spec}.yaml`);
  const args = ['proxy', document, upstream, '--port', String(port), '--host', '127.0.0.1'];
  const child = spawn(process.execPath, [PRISM, ...args, '--verboseLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  prisms.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`prism ${spec} exited: ${stderr}`);
    // Any answer, even Prism's own 404, means it listens.
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 400) throw new Error(`prism ${spec} did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  origins.set(spec, origin);
}

// The operation a request is for, by method and path template, so it goes to its spec's proxy.
const routes = listOperations().map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));
const operationAt = (method: string, path: string) =>
  routes.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(path))?.op;

const notJson = (body: unknown) => {
  if (typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
};

// The runner's no-token calls break the request rules on purpose; Prism rightly reports those.
function withoutToken(op: OperationInfo, init: RequestInit | undefined): boolean {
  if (op.transport === 'bearer-json') return !new Headers(init?.headers).has('authorization');
  if (op.transport !== 'dbo' || typeof init?.body !== 'string') return false;
  const body: unknown = JSON.parse(init.body);
  return Array.isArray(body) && body[0] === '';
}

const violations: string[] = [];
const called = new Set<string>();
let calls = 0;

const throughPrism: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const op = operationAt(init?.method ?? 'GET', url.pathname);
  if (!op) throw new Error(`no operation answers ${init?.method} ${url.pathname}`);
  if (notJson(init?.body)) return fetch(`${mock?.url}${url.pathname}${url.search}`, init);
  const response = await fetch(`${origins.get(op.spec)}${url.pathname}${url.search}`, init);
  calls++;
  called.add(op.operationId);
  const header = response.headers.get('sl-violations');
  const found: Violation[] = header ? JSON.parse(header) : [];
  for (const v of found) {
    if (v.location[0] === 'request' && withoutToken(op, init)) continue;
    violations.push(`${scenario} ${op.operationId} ${v.location.join('.')}: ${v.message}`);
  }
  return response;
};

async function runThroughPrism(...argv: string[]) {
  const io = { ...captureIo(), fetch: throughPrism };
  const code = await main(['run', '--base-url', 'http://prism.invalid', ...argv], io);
  return { code, stdout: io.out() };
}

beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    log: false,
    state: new MockState(),
    scenario: () => scenario,
  });
  const upstream = mock.url;
  await Promise.all(specNames.map((spec) => startPrism(spec, upstream)));
}, 180_000);

afterAll(async () => {
  for (const child of prisms) child.kill();
  await mock?.close();
});

it('drives every operation through Prism’s validation proxy with no violation', async () => {
  // Every call of the runner (positive, generated, negative, writes) in the default scenario.
  const signedIn = await runThroughPrism(
    '--username',
    DEMO_ADMIN.username,
    '--password',
    DEMO_ADMIN.password,
    '--include-writes',
  );
  expect(signedIn.stdout).toMatch(/, 0 failed.*PASSED/);
  expect(signedIn.code).toBe(0);
  // A write the runner only sends a body that is not JSON (collectLog) gets its positive call here.
  const context = { baseUrl: 'http://prism.invalid', seed: 1, source: bundledContract() };
  for (const op of context.source.operations.filter((o) => !called.has(o.operationId))) {
    await sendRequest(
      throughPrism,
      buildRequest(op, { ...context, token: DEMO_ADMIN.token }),
      30_000,
    );
  }
  // The failures of every operation must have the spec's shape too.
  scenario = 'errors';
  await runThroughPrism('--token', DEMO_ADMIN.token);
  scenario = 'default';

  expect([...called].sort()).toEqual(
    listOperations()
      .map((op) => op.operationId)
      .sort(),
  );
  // At least one call per operation in each scenario, most of them several.
  expect(calls).toBeGreaterThan(2 * called.size);
  expect(violations).toEqual([]);
}, 180_000);
