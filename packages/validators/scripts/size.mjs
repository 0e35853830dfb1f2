// Prints the gzip size of a bundle that imports only the password-change schema and the breach
// check, and valibot's share of it, beside the budget: 4 kB of our own code on top of valibot.
// It prints and compares; it fails nothing (run: pnpm --filter @guestnet/validators size).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_BYTES = 4 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const source = join(root, 'src', 'index.ts');

async function bundle(entry, { externalValibot }) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: externalValibot ? ['valibot'] : [] },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const code = chunks
    .filter((c) => c.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const dir = await mkdtemp(join(tmpdir(), 'validators-size-'));
try {
  const entry = join(dir, 'entry.js');
  await writeFile(
    entry,
    `export { createPasswordChangeSchema, createBreachCheck } from ${JSON.stringify(source)};\n`,
  );
  const total = await bundle(entry, { externalValibot: false });
  const ours = await bundle(entry, { externalValibot: true });
  const valibotShare = total.gzip - ours.gzip;
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
  const rows = [
    ['bundle: createPasswordChangeSchema + createBreachCheck', kb(total.gzip), ''],
    ["  valibot's share", kb(valibotShare), ''],
    ['  @guestnet/validators on top of valibot', kb(ours.gzip), `budget ${kb(BUDGET_BYTES)}`],
  ];
  console.log('gzip sizes (level 9, minified ESM)');
  for (const [label, size, budget] of rows)
    console.log(`${label.padEnd(58)}${size.padStart(10)}  ${budget}`);
  const verdict = ours.gzip <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${verdict}: ${kb(ours.gzip)} of ${kb(BUDGET_BYTES)} (minified ${kb(ours.minified)})`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
