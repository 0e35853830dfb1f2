import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDir } from '../scripts/generate.mjs';

// The published-shape check of the "Done when": the packed tarball, installed into a
// fresh project outside the workspace, type-checks and runs a Node program against the mock server.
const script = join(specDir, '../packages/sdk/scripts/smoke-packed.mjs');

function runSmoke(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the packed @guestnet/sdk', () => {
  it('installs into a fresh project, type-checks, logs in against the mock server and catches an ErrorEleven', async () => {
    const { code, output } = await runSmoke();
    expect(code, output).toBe(0);
    const result = JSON.parse(/smoke result: (.*)/.exec(output)?.[1] ?? '{}');
    expect(result).toMatchObject({
      user: 'demo',
      error: { name: 'ErrorEleven', status: 401 },
      loginPath: '/GuestnetWS/DevApi/Admin/Authorization.svc/Login',
    });
    expect(result.roots).toBeGreaterThan(0);
    expect(result.historyTotal).toBeGreaterThanOrEqual(0);
  }, 300_000);
});
