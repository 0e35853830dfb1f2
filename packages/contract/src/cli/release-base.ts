import { execFileSync } from 'node:child_process';

/**
 * The revision CI compares against: the newest release tag reachable from HEAD (`changeset tag`
 * makes `@guestnet/sdk@1.2.0`; `v1.2.0` works too), or the first commit while there is none.
 *
 * @example
 * releaseBase(process.cwd()); // '@guestnet/sdk@1.2.0'
 */
export function releaseBase(cwd: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  try {
    return git('describe', '--tags', '--abbrev=0', '--match', '@guestnet/*@*', '--match', 'v*');
  } catch {
    // No release yet: the whole history is one unreleased version.
    const roots = git('rev-list', '--max-parents=0', 'HEAD').split('\n');
    return git('rev-parse', '--short', roots[roots.length - 1] ?? 'HEAD');
  }
}
