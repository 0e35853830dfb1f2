import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };

const BIN = join(import.meta.dirname, '..', pkg.bin['guestnet-contract']);

it('runs from the workspace sources without a build, with the exit code of the command', () => {
  const version = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' });
  expect(version.stdout).toBe(`${pkg.version}\n`);
  expect(version.status).toBe(0);

  const usage = spawnSync(process.execPath, [BIN, 'run'], { encoding: 'utf8' });
  expect(usage.stderr).toContain('guestnet-contract: --base-url http(s)://… is required');
  expect(usage.status).toBe(2);
}, 30_000);
