import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDir } from '../scripts/generate.mjs';

// Redocly's recommended rules over the three specs (redocly.yaml at the root): an error fails the
// test command; warnings (client-side entities no operation uses) do not.
const root = join(specDir, '..');

describe('the specs', () => {
  it('lint clean with Redocly', () => {
    const run = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', '--format=stylish'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        NO_COLOR: '1',
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 60_000);
});
