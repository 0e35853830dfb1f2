#!/usr/bin/env node
// The `guestnet-contract` command. Published, it runs dist/. Inside the workspace (where src/
// exists) it runs the TypeScript sources through tsx, with the `@guestnet/source` condition so the
// workspace packages resolve to their sources too: no build needed, never a stale dist.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const source = new URL('../src/index.ts', import.meta.url);
const inWorkspace = existsSync(source);

if (inWorkspace && process.env.GUESTNET_CONTRACT_SOURCE !== '1') {
  const tsx = import.meta.resolve('tsx');
  const child = spawnSync(
    process.execPath,
    [
      '--conditions=@guestnet/source',
      '--import',
      tsx,
      new URL(import.meta.url).pathname,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, GUESTNET_CONTRACT_SOURCE: '1' } },
  );
  process.exit(child.status ?? 1);
}

const entry = inWorkspace ? source : new URL('../dist/index.js', import.meta.url);
const { main, processIo } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2), processIo());
