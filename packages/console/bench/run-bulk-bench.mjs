#!/usr/bin/env node
// `pnpm bench:bulk`: runs bulk-bench.ts (Bulk Change's preview and apply against the Node mock
// server, huge scenario) with the workspace's tsx, reading the packages from their sources, then
// the same preview in the demo console in Chromium (bulk-page-bench.mjs), where the page's longest
// task is measured. It prints each figure beside its budget; it never fails a test run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bulkPageBench } from './bulk-page-bench.mjs';
import { loadNote } from './demo-console.mjs';

const tsx = fileURLToPath(new URL('../../mocks/node_modules/.bin/tsx', import.meta.url));
const script = fileURLToPath(new URL('./bulk-bench.ts', import.meta.url));
const result = spawnSync(tsx, ['--conditions=@guestnet/source', script], { stdio: 'inherit' });
if (result.error) console.error(`The bench could not start: ${result.error.message}`);

await bulkPageBench();
console.log(`\n${loadNote()}`);
