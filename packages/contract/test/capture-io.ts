import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '../src/cli/cli-io.js';

/** A CLI io that keeps what the command printed, for assertions; by default in a new temp folder. */
export function captureIo(
  cwd = mkdtempSync(join(tmpdir(), 'contract-io-')),
): CliIo & { out: () => string; err: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    cwd,
    out: () => stdout,
    err: () => stderr,
  };
}
