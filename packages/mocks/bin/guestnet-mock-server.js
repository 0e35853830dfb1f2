#!/usr/bin/env node
// The `guestnet-mock-server` command. In the repository (src/ present) it runs the TypeScript
// source through tsx, so a fresh clone needs no build and never runs a stale one; in the
// published package (dist/ only) it runs the built CLI. Options: src/cli.ts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function tsxLoader() {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return undefined;
  }
}

const loader = existsSync(source) ? tsxLoader() : undefined;
if (loader) {
  // A child Node with the workspace's source condition, so @guestnet/sdk resolves to its src/ too.
  const child = spawn(
    process.execPath,
    ['--conditions=@guestnet/source', '--import', loader, source, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal, as the child did (our own handler would only forward it).
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
} else {
  await import('../dist/cli.js');
}
