// Packs the four published packages the way a release does: `pnpm pack` in each, which runs its
// `prepack` (clean, then build) and turns `workspace:^` into real version ranges. Shared by
// scripts/check-packages.mjs and packages/sdk/scripts/smoke-packed.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve as absolute, join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** The packages published to npm, by folder under packages/. */
export const PUBLISHED = ['sdk', 'validators', 'mocks', 'contract'];

function pnpmPack(dir, dest) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['pack', '--pack-destination', dest], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm pack in ${dir} failed:\n${output}`)),
    );
  });
}

/**
 * Packs every published package into `dest` (emptied first), two at a time, and answers
 * `{ sdk: '/…/guestnet-sdk-0.1.0.tgz', … }`.
 */
export async function packAll(dest) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const queue = [...PUBLISHED];
  const failures = [];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      await pnpmPack(join(root, 'packages', name), dest).catch((error) => failures.push(error));
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length) throw new Error(failures.map((error) => error.message).join('\n'));
  return tarballsIn(dest);
}

/** The tarballs of the published packages found in `dir`, by package folder name. */
export function tarballsIn(dir) {
  const files = readdirSync(dir);
  return Object.fromEntries(
    PUBLISHED.map((name) => {
      const file = files.find((f) => f.startsWith(`guestnet-${name}-`) && f.endsWith('.tgz'));
      if (!file) throw new Error(`No tarball of @guestnet/${name} in ${dir}`);
      return [name, absolute(dir, file)];
    }),
  );
}
