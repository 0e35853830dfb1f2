// Packs the four published packages the way a release does: `pnpm pack` in each, which runs its
// `prepack` (clean, then build, with no package manager named: it works through corepack too) and
// turns `workspace:^` into real version ranges. Shared by
// scripts/check-packages.mjs and packages/sdk/scripts/smoke-packed.mjs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve as absolute, basename, delimiter, join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** The packages published to npm, by folder under packages/. */
export const PUBLISHED = ['sdk', 'validators', 'mocks', 'contract'];

/**
 * How to run pnpm with `args`, as `[command, args]`, without needing `pnpm` on the PATH: the pnpm
 * that runs this script (`npm_execpath`, set by `pnpm run` and by `corepack pnpm run`), else a
 * `pnpm` on the PATH, else corepack's.
 */
export function pnpmCommand(args) {
  const running = process.env.npm_execpath;
  if (running && /^pnpm/i.test(basename(running))) {
    // pnpm.cjs (npm, corepack) runs through Node; a standalone pnpm executable runs as it is.
    return /\.[cm]?js$/.test(running) ? [process.execPath, [running, ...args]] : [running, args];
  }
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir && ['pnpm', 'pnpm.cmd', 'pnpm.exe'].some((f) => existsSync(join(dir, f))));
  return onPath ? ['pnpm', args] : ['corepack', ['pnpm', ...args]];
}

function pnpmPack(dir, dest) {
  return new Promise((resolve, reject) => {
    const [command, args] = pnpmCommand(['pack', '--pack-destination', dest]);
    const child = spawn(command, args, {
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
