import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix, resolve } from 'node:path';
import { bundleSpec, type SpecReader } from './bundle-spec.js';

/** Bundled OpenAPI documents by spec name (the file name without `.yaml`: `admin-api`, `dbo`). */
export type SpecSet = Record<string, Record<string, unknown>>;

// Files starting with `_` hold shared components, not a spec (as in packages/sdk's generator).
const isSpecFile = (name: string) => /\.(ya?ml|json)$/.test(name) && !name.startsWith('_');
const specName = (file: string) => basename(file).replace(/\.(ya?ml|json)$/, '');

const readFile: SpecReader = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/**
 * Loads spec files, or every spec in a folder, from disk.
 *
 * @example
 * const current = readSpecFiles(['openapi']);
 */
export function readSpecFiles(paths: string[]): SpecSet {
  const set: SpecSet = {};
  for (const path of paths) {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).filter(isSpecFile).sort()) {
        set[specName(name)] = bundleSpec(join(path, name), readFile);
      }
    } else {
      set[specName(path)] = bundleSpec(path, readFile);
    }
  }
  return set;
}

/**
 * True when `cwd` is inside a git work tree; false outside one, or when git is not installed.
 *
 * @example
 * insideGit('/tmp'); // false
 */
export function insideGit(cwd: string): boolean {
  try {
    const inside = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return inside.trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * Loads every spec in a folder as it was at a git revision (`git show REF:./openapi/x.yaml`).
 *
 * @example
 * const released = readSpecsAtRevision('v1.2.0', 'openapi');
 */
export function readSpecsAtRevision(revision: string, dir: string, cwd = process.cwd()): SpecSet {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const folder = posix.normalize(dir.replaceAll('\\', '/')).replace(/\/$/, '');
  if (!insideGit(cwd)) {
    throw new Error(
      `${revision} is not a spec file or folder, and ${cwd} is not in a git repository to read a revision from`,
    );
  }
  try {
    git('rev-parse', '--verify', '--quiet', `${revision}^{commit}`);
  } catch {
    throw new Error(`${revision} is neither a spec file nor a git revision`);
  }
  let listing = '';
  try {
    listing = git('ls-tree', '--name-only', `${revision}:./${folder}`);
  } catch {
    // The folder did not exist yet at that revision: every spec is new.
  }
  const read: SpecReader = (path) => {
    try {
      return git('show', `${revision}:./${path}`);
    } catch {
      return undefined;
    }
  };
  const set: SpecSet = {};
  for (const name of listing.split('\n').filter(isSpecFile).sort()) {
    set[specName(name)] = bundleSpec(posix.join(folder, name), read);
  }
  return set;
}

/**
 * Loads the base of a comparison: a spec file or folder when the path exists, else a git revision.
 *
 * @example
 * const base = readBaseSpecs('main', 'openapi');
 */
export function readBaseSpecs(base: string, dir: string, cwd = process.cwd()): SpecSet {
  // A file or folder never needs git (absolute, or relative to cwd); only a revision does.
  const path = resolve(cwd, base);
  return existsSync(path) ? readSpecFiles([path]) : readSpecsAtRevision(base, dir, cwd);
}
