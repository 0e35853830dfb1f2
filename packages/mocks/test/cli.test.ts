import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/identities.js';

const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
// What package.json's `bin` names: it must run in a clone that was never built.
const bin = fileURLToPath(new URL('../bin/guestnet-mock-server.js', import.meta.url));
let child: ChildProcess | undefined;

function start(...args: string[]) {
  child = spawn(tsx, ['--conditions=@guestnet/source', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return child;
}

/** The lines a process prints, awaited one by one without closing its output. */
function lines(process: ChildProcess) {
  const seen: string[] = [];
  let buffer = '';
  let wake: () => void = () => {};
  process.stdout?.on('data', (chunk) => {
    buffer += String(chunk);
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    seen.push(...parts);
    wake();
  });
  let read = 0;
  return async (): Promise<string> => {
    while (seen.length <= read) await new Promise<void>((resolve) => (wake = resolve));
    return seen[read++] ?? '';
  };
}

const extra: ChildProcess[] = [];
/** A second process beside `child`, killed after the test too. */
function spawnCli(...args: string[]) {
  const process = spawn(tsx, ['--conditions=@guestnet/source', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  extra.push(process);
  return process;
}

afterEach(() => {
  child?.kill();
  child = undefined;
  for (const process of extra.splice(0)) process.kill();
});

describe('mock-server command', () => {
  it('serves the chosen scenario on the chosen port and logs each request', async () => {
    const next = lines(start('--port', '0', '--scenario', 'sso-user', '--seed', '7'));
    const banner = await next();
    expect(banner).toMatch(
      /^mock-server on http:\/\/127\.0\.0\.1:\d+ \(scenario sso-user, seed 7\)$/,
    );
    const url = /(http:\/\/\S+)/.exec(banner)?.[1];
    const response = await fetch(`${url}/AdminApi/admin/account`, {
      headers: { Authorization: `Bearer ${DEMO_ADMIN.token}` },
    });
    expect((await response.json()).IsSsoUser).toBe(true);
    expect(await next()).toMatch(/^GET \/AdminApi\/admin\/account 200 /);
  }, 30_000);

  it('refuses an unknown scenario and lists the known ones', async () => {
    const server = start('--scenario', 'nope');
    let errors = '';
    server.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    const [code] = await once(server, 'exit');
    expect(code).toBe(2);
    expect(errors).toContain('Unknown scenario "nope"; one of: default, empty, slow');
  }, 30_000);

  it('prints its options for --help, and its usage for an unknown option', async () => {
    const output = (child: ChildProcess, stream: 'stdout' | 'stderr') => {
      let text = '';
      child[stream]?.on('data', (chunk) => {
        text += String(chunk);
      });
      const exited = once(child, 'exit'); // listen now: the process may end before it is awaited
      return async () => [(await exited)[0], text] as const;
    };
    const help = output(spawnCli('--help'), 'stdout');
    const wrong = output(spawnCli('--prot', '4010'), 'stderr');

    const [helpCode, usage] = await help();
    expect(helpCode).toBe(0);
    expect(usage).toMatch(/^Usage: guestnet-mock-server \[options\]/);
    for (const option of ['--port N', '--host H', '--scenario NAME', '--seed N', '--quiet']) {
      expect(usage).toContain(option);
    }
    const [wrongCode, errors] = await wrong();
    expect(wrongCode).toBe(2);
    expect(errors).toContain("Unknown option '--prot'");
    expect(errors).toContain('Usage: guestnet-mock-server');
  }, 60_000);

  it('runs as the package bin without a build, in the flaky scenario at the share asked', async () => {
    child = spawn(
      process.execPath,
      [bin, '--port', '0', '--scenario', 'flaky', '--flaky-rate', '1', '--seed', '3'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const next = lines(child);
    const banner = await next();
    expect(banner).toMatch(/\(scenario flaky, seed 3\)$/);
    const url = /(http:\/\/\S+)/.exec(banner)?.[1];
    // Every call fails at a share of 1, until the same request has failed twice in a row.
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(`${url}/AdminApi/admin/account`, {
          headers: { Authorization: `Bearer ${DEMO_ADMIN.token}` },
        });
        await response.arrayBuffer();
        outcomes.push(String(response.status));
      } catch {
        outcomes.push('reset');
      }
    }
    expect(outcomes.slice(0, 2).every((outcome) => outcome !== '200')).toBe(true);
    expect(outcomes[2]).toBe('200');
  }, 30_000);

  it('refuses a flaky share outside 0 to 1', async () => {
    const server = start('--flaky-rate', '30');
    let errors = '';
    server.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    const [code] = await once(server, 'exit');
    expect(code).toBe(2);
    expect(errors).toContain('--flaky-rate must be a share from 0 to 1, not "30"');
  }, 30_000);
});
