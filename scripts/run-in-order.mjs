#!/usr/bin/env node
// Runs the commands of a plan one after another, each one's output into a file of its own, and
// writes what each one did to result.json beside them; the next command runs only when the ones
// before it passed. `scripts/run.mjs` starts it as a child process to run the packaging steps
// beside the typecheck and the lints: a child of its own, with files and no pipes, runs and
// chains its commands while run.mjs is busy waiting on the steps in front.
//   node scripts/run-in-order.mjs PLAN.json
//   PLAN.json: { "dir": "…", "commands": [{ "name": "…", "cmd": "pnpm", "args": ["…"] }, …] }
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const { dir, commands } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = [];
for (const [index, { name, cmd, args }] of commands.entries()) {
  if (results.some((result) => result.code !== 0)) {
    results.push({ name, code: 1, seconds: 0, log: null });
    continue;
  }
  const log = join(dir, `${index}.log`);
  const fd = openSync(log, 'w');
  const start = performance.now();
  const run = spawnSync(cmd, args, { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  results.push({ name, code: run.status ?? 1, seconds: (performance.now() - start) / 1000, log });
}
writeFileSync(join(dir, 'result.json'), JSON.stringify(results));
