/** Where a command writes and what it runs against; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The folder paths and git commands are relative to. */
  cwd: string;
  /** The fetch the runner calls the backend with. */
  fetch?: typeof globalThis.fetch;
}

/** A usage error: printed with the usage line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The process's own streams and folder. */
export const processIo = (): CliIo => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
