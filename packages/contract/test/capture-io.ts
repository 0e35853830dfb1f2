import type { CliIo } from '../src/cli/cli-io.js';

/** A CLI io that keeps what the command printed, for assertions. */
export function captureIo(cwd = process.cwd()): CliIo & { out: () => string; err: () => string } {
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
