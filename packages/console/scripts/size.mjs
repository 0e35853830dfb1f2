#!/usr/bin/env node
// Prints the gzip weight of each entry's first load (its JS chunk, the chunks it imports
// statically, and their CSS) beside its budget. It reports; it does not fail (issue 7).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The build under measure; `pnpm size` builds into its own folder so a served demo build stays.
const dist = process.argv[2]
  ? resolve(process.argv[2])
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgets = { 'login/index.html': 120, 'admin/index.html': 200 };

function firstLoad(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) firstLoad(imported, files);
  return files;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
for (const [entry, budget] of Object.entries(budgets)) {
  let js = 0;
  let css = 0;
  for (const file of firstLoad(entry)) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  const total = js + css;
  rows.push({
    entry,
    'JS gzip kB': kB(js),
    'CSS gzip kB': kB(css),
    'total kB': kB(total),
    'budget kB': budget,
    verdict: total <= budget * 1000 ? 'within budget' : `OVER by ${kB(total - budget * 1000)} kB`,
  });
}
console.table(rows);
