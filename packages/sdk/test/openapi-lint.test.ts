import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDir } from '../scripts/generate.mjs';
import { listOperations, type SpecName } from '../src/openapi/index.js';
import { specNames } from '../src/openapi/specs.js';

// Redocly's recommended rules over the three specs (redocly.yaml at the root): an error fails the
// test command; warnings (client-side entities no operation uses) do not.
const root = join(specDir, '..');

const redocly = (...args: string[]) =>
  spawnSync(join(root, 'node_modules/.bin/redocly'), args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  });

describe('the specs', () => {
  it('lint clean with Redocly', () => {
    const run = redocly('lint', '--format=stylish');
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 60_000);

  // What `pnpm run docs:api` publishes: one self-contained HTML page per spec, every operation in it.
  it.each(specNames)(
    'build into reference docs (%s)',
    (spec: SpecName) => {
      const out = join(mkdtempSync(join(tmpdir(), 'api-docs-')), `${spec}.html`);
      const run = redocly('build-docs', spec, '--inlineBundle', '-o', out);
      expect(run.status, run.stdout + run.stderr).toBe(0);
      const html = readFileSync(out, 'utf8');
      const missing = listOperations(spec).filter((op) => !html.includes(`"${op.operationId}"`));
      expect(missing.map((op) => op.operationId)).toEqual([]);
    },
    60_000,
  );
});
