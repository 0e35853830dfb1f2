#!/usr/bin/env node
// Prints the gzip weight of each entry's first load (its JS chunk, the chunks it imports
// statically, and their CSS) beside its budget. It reports; it does not fail.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The build under measure; `pnpm size` builds into its own folder so a served demo build stays.
const dist = process.argv[2]
  ? resolve(process.argv[2])
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The console's 204 kB: docs/decisions/first-load-chunks.md, "The SDK's bad-network rules".
const budgets = { 'login/index.html': 120, 'admin/index.html': 204 };

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
// The first screen after Log In (Edit Org) loads, beside the console's first load, the org tree
// panel's and its own chunks with their styles, all named by the console's HTML (vite.config.ts).
// Its styles are what the page styles and lays out before its first paint: the form kit's field
// kinds other than text fields (Picker, ComboBox, checkboxes, Switch) and the confirmation dialog
// load on first use, and taking them statically again would put their CSS back (40.6 kB of
// CSS with them on first use, 44.3 kB without): docs/decisions/demo-startup.md, "Round 10".
const FIRST_SCREEN = {
  name: 'admin/index.html + org tree + Edit Org',
  keys: [
    'admin/index.html',
    'src/features/org-tree/org-tree-panel.tsx',
    'src/features/org-edit/edit-org.tsx',
  ],
  cssBudget: 42,
};
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
{
  const files = new Set();
  for (const key of FIRST_SCREEN.keys) firstLoad(key, files);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  rows.push({
    entry: FIRST_SCREEN.name,
    'JS gzip kB': kB(js),
    'CSS gzip kB': kB(css),
    'total kB': kB(js + css),
    'budget kB': `CSS ${FIRST_SCREEN.cssBudget}`,
    verdict:
      css <= FIRST_SCREEN.cssBudget * 1000
        ? 'within budget'
        : `OVER by ${kB(css - FIRST_SCREEN.cssBudget * 1000)} kB`,
  });
}
console.table(rows);

// Every native screen is its own lazily loaded chunk, beside 15 kB; the kit (ui/list, ui/form
// and the table and form engines, grouped into the `kit` chunk by vite.config.ts) beside 45 kB
// (docs/decisions/native-screen-kit.md). The Spectrum components the screens share, and those
// loaded on demand (the date picker), are printed for the record.
const SCREEN_BUDGET = 15;
// The Overview carries its chart library (visx and the d3 modules under it) in its own chunk
// (docs/decisions/chart-library.md).
const SCREEN_BUDGETS = { overview: 80 };
const KIT_BUDGET = 45;
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);
const firstLoadFiles = new Set();
for (const entry of Object.keys(budgets))
  for (const file of firstLoad(entry)) firstLoadFiles.add(file);
const modulesSource = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'routes', 'screen-modules.ts'),
  'utf8',
);
const screenKeys = [...modulesSource.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)]
  .map(([, path]) => Object.keys(manifest).find((key) => key.startsWith(`src/${path}.`)))
  .filter(Boolean);
const kitFiles = new Set();
const sharedFiles = new Set();
const onDemandFiles = new Set();
const verdict = (size, budget) =>
  size <= budget * 1000 ? 'within budget' : `OVER by ${kB(size - budget * 1000)} kB`;
const screenRows = [];
// A screen is its feature folder (list and item): its chunks, and the chunks only it imports.
const featureOf = (key) => key.split('/')[2];
const reachedBy = new Map();
for (const key of screenKeys) {
  for (const file of firstLoad(key)) {
    if (firstLoadFiles.has(file)) continue;
    if (/(^|\/)kit-[^/]+$/.test(file)) {
      kitFiles.add(file);
      continue;
    }
    reachedBy.set(file, (reachedBy.get(file) ?? new Set()).add(featureOf(key)));
  }
  for (const dynamicKey of manifest[key].dynamicImports ?? []) {
    for (const file of firstLoad(dynamicKey))
      if (!firstLoadFiles.has(file)) onDemandFiles.add(file);
  }
}
for (const feature of new Set(screenKeys.map(featureOf))) {
  const own = sum(
    [...reachedBy]
      .filter(([, features]) => features.size === 1 && features.has(feature))
      .map(([file]) => file),
  );
  const budget = SCREEN_BUDGETS[feature] ?? SCREEN_BUDGET;
  screenRows.push({
    chunk: `${feature} (list and item)`,
    'gzip kB': kB(own),
    'budget kB': budget,
    verdict: verdict(own, budget),
  });
}
for (const [file, features] of reachedBy) if (features.size > 1) sharedFiles.add(file);
// What the kit itself loads on demand (its field kinds, the date picker among them).
for (const file of kitFiles) {
  const key = Object.keys(manifest).find((name) => manifest[name].file === file);
  for (const dynamicKey of manifest[key]?.dynamicImports ?? []) {
    for (const loaded of firstLoad(dynamicKey)) {
      if (!firstLoadFiles.has(loaded) && !kitFiles.has(loaded) && !sharedFiles.has(loaded)) {
        onDemandFiles.add(loaded);
      }
    }
  }
}
// The form engine (use-schema-form.ts with @tanstack/react-form) is the kit's too, though the
// login page's first load carries it as well: count it here when it is a chunk of its own. Since
// vite.config.ts groups each page's first load (docs/decisions/first-load-chunks.md, "The first
// loads in a few chunks") it is inside the chunk both pages load first, counted in both first
// loads above, and this row is the kit alone.
const engine = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => /(^|\/)use-schema-form-[^/]+\.js$/.test(file));
const kit = sum(kitFiles) + sum(new Set(engine));
screenRows.unshift(
  {
    chunk: 'the kit (with its form engine)',
    'gzip kB': kB(kit),
    'budget kB': KIT_BUDGET,
    verdict: verdict(kit, KIT_BUDGET),
  },
  {
    chunk: `Spectrum components the screens share (${sharedFiles.size} chunks)`,
    'gzip kB': kB(sum(sharedFiles)),
    'budget kB': '—',
    verdict: 'for the record',
  },
  {
    chunk: `loaded on demand (the form kit's field kinds, the date picker; ${onDemandFiles.size} chunks)`,
    'gzip kB': kB(sum(onDemandFiles)),
    'budget kB': '—',
    verdict: 'for the record',
  },
);
console.table(screenRows);

// The test command runs this script: a first load, the kit or a screen over its budget fails it
// (a shared form helper once pulled the whole kit into the login page, 103 → 336 kB).
const over = [...rows, ...screenRows].filter((row) => String(row.verdict).startsWith('OVER'));
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.entry ?? row.chunk).join(', ')}`);
  process.exitCode = 1;
}
