#!/usr/bin/env node
// Checks what npm would publish for sdk, validators, mocks and contract, so that a packaging
// regression fails the test command:
//   - publint (--strict) and arethetypeswrong (--profile esm-only: the packages are ESM only) on
//     each tarball;
//   - the manifest an outside team installs: no `workspace:` range left, a license that is not
//     UNLICENSED, repository with its directory, engines, publishConfig, no lifecycle script that
//     runs `pnpm` by name, and README, LICENSE and CHANGELOG.md in the tarball;
//   - every package that dist/ imports is a declared dependency or peer dependency, and none is a
//     unpublished @guestnet package (the mocks once imported the private @guestnet/fixtures);
//   - README links resolve: relative ones to a file inside the tarball, repository ones to a file
//     that exists in this repository.
//
//   node scripts/check-packages.mjs                 packs into .reports/packages, then checks
//   node scripts/check-packages.mjs --tarballs DIR  checks tarballs packed earlier
// See docs/decisions/package-publishing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PUBLISHED, packAll, pnpmCommand, root, tarballsIn } from './pack-packages.mjs';

/** Where the packages live; README links into the repository start with `${REPOSITORY}/blob/main/`. */
export const REPOSITORY = 'https://github.com/guestnet/guestnet-admin';

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The names of the published packages: the only `@guestnet/` names a dependency may have. */
const publishedNames = new Set(PUBLISHED.map((folder) => `@guestnet/${folder}`));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// Static imports and re-exports at the start of a line (tsc's output), and dynamic import('…').
const IMPORT =
  /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The scripts a package manager runs by itself, on pack, publish or install. */
const LIFECYCLE_SCRIPTS = [
  'preinstall',
  'install',
  'postinstall',
  'prepare',
  'prepack',
  'postpack',
  'prepublishOnly',
  'prepublish',
  'publish',
  'postpublish',
];

/** The problems of one unpacked package (its folder holds `package.json` as published). */
export function manifestProblems(dir, folder) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = filesUnder(dir);
  const ranges = {
    ...pkg.dependencies,
    ...pkg.peerDependencies,
    ...pkg.optionalDependencies,
  };
  for (const [name, range] of Object.entries(ranges)) {
    if (String(range).startsWith('workspace:')) problems.push(`${name} keeps the range ${range}`);
    if (name.startsWith('@guestnet/') && !publishedNames.has(name)) {
      problems.push(`depends on ${name}, which is not published (a private workspace package)`);
    }
  }
  if (!pkg.license || pkg.license === 'UNLICENSED') problems.push('has no usable license');
  for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md']) {
    if (!files.includes(file)) problems.push(`does not ship ${file}`);
  }
  if (pkg.repository?.directory !== `packages/${folder}`) {
    problems.push(`repository.directory is not packages/${folder}`);
  }
  if (!pkg.repository?.url?.includes(REPOSITORY.replace('https://', ''))) {
    problems.push(`repository.url is not ${REPOSITORY}`);
  }
  if (!pkg.engines?.node) problems.push('declares no engines.node');
  // A lifecycle script that runs `pnpm` by name breaks `pnpm pack` through corepack and any
  // install by npm (`sh: 1: pnpm: not found`): scripts name the tools they run instead.
  for (const name of LIFECYCLE_SCRIPTS) {
    if (/(^|[\s;&|(])pnpm(\s|$)/.test(pkg.scripts?.[name] ?? '')) {
      problems.push(`its ${name} script runs pnpm by name`);
    }
  }
  if (!pkg.publishConfig?.access) problems.push('declares no publishConfig.access');

  const builtins = new Set(builtinModules);
  for (const file of files.filter((f) => /\.(m?js)$/.test(f))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const name = packageOf(specifier);
      if (builtins.has(name) || name === pkg.name) continue;
      if (!(name in ranges))
        problems.push(`${file} imports ${specifier}, which is not a dependency`);
    }
  }

  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    const path = target.split('#')[0];
    if (target.startsWith(`${REPOSITORY}/`)) {
      const inRepo = /\/(?:blob|tree)\/main\/(.+)$/.exec(path)?.[1];
      if (!inRepo || !existsSync(join(root, inRepo))) {
        problems.push(`README links ${target}, not a file of the repository`);
      }
    } else if (!/^[a-z]+:/.test(target) && path && !files.includes(path.replace(/^\.\//, ''))) {
      problems.push(`README links ${target}, which is not in the package`);
    }
  }
  // A path outside the package named in prose reads as a dead end on npm: link it instead.
  const prose = readme.replace(/```[\s\S]*?```/g, '').replace(/\[[^\]]*\]\([^)]*\)/g, '');
  for (const [mention] of prose.matchAll(
    /docs\/decisions\/[\w*-]*(?:\.md)?|\b(?:SPEC|DESIGN)\.md/g,
  )) {
    problems.push(`README names ${mention} without a link into the repository`);
  }
  return problems;
}

/** Runs `pnpm …args` (see `pnpmCommand`: no `pnpm` on the PATH needed). */
function pnpm(args) {
  const [cmd, all] = pnpmCommand(args);
  const r = spawnSync(cmd, all, { cwd: root, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

async function main() {
  const { values } = parseArgs({ options: { tarballs: { type: 'string' } } });
  const dest = values.tarballs ?? join(root, '.reports/packages');
  const started = Date.now();
  const tarballs = values.tarballs ? tarballsIn(dest) : await packAll(dest);
  if (!values.tarballs) console.log(`packed in ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`checking the tarballs in ${dest}`);
  let failed = 0;
  for (const folder of PUBLISHED) {
    const tarball = tarballs[folder];
    const problems = [];
    const publint = pnpm(['exec', 'publint', 'run', tarball, '--strict']);
    if (!publint.ok || !/All good/.test(publint.output))
      problems.push(`publint:\n${publint.output}`);
    const attw = pnpm(['exec', 'attw', tarball, '--profile', 'esm-only', '--no-emoji']);
    if (!attw.ok) problems.push(`arethetypeswrong:\n${attw.output}`);
    const unpacked = mkdtempSync(join(tmpdir(), `guestnet-check-${folder}-`));
    try {
      spawnSync('tar', ['xzf', tarball, '-C', unpacked, '--strip-components=1']);
      problems.push(...manifestProblems(unpacked, folder));
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
    console.log(`${problems.length ? 'FAILED' : 'ok'} @guestnet/${folder}`);
    for (const problem of problems) console.log(`  - ${problem}`);
    failed += problems.length ? 1 : 0;
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === import.meta.filename) {
  await main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
