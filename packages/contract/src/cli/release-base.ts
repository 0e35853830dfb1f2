import { execFileSync } from 'node:child_process';
import { insideGit } from '../openapi/spec-set.js';

/** The revision `diff` compares with when no `--base` is given, and what to warn about it. */
export interface ReleaseBase {
  ref: string;
  /** Set when the comparison cannot be trusted (a shallow clone without a release tag). */
  warning?: string;
}

/**
 * The revision CI compares against: the newest release tag reachable from HEAD (`changeset tag`
 * makes `@guestnet/sdk@1.2.0`; `v1.2.0` works too), or the first commit while there is none.
 * A shallow clone (CI checkouts often are) has neither the tags nor the first commit: its
 * oldest commit is used, with a warning, rather than passing silently on a comparison of HEAD
 * with itself.
 *
 * @example
 * releaseBase(process.cwd()).ref; // '@guestnet/sdk@1.2.0'
 */
export function releaseBase(cwd: string): ReleaseBase {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  if (!insideGit(cwd)) {
    throw new Error(
      `${cwd} is not in a git repository, so there is no release to compare with: pass --base DIR (or FILE) with the released specs`,
    );
  }
  try {
    return {
      ref: git('describe', '--tags', '--abbrev=0', '--match', '@guestnet/*@*', '--match', 'v*'),
    };
  } catch {
    // No release yet: the whole history is one unreleased version.
    const roots = git('rev-list', '--max-parents=0', 'HEAD').split('\n');
    const ref = git('rev-parse', '--short', roots[roots.length - 1] ?? 'HEAD');
    if (git('rev-parse', '--is-shallow-repository') !== 'true') return { ref };
    return {
      ref,
      warning:
        `guestnet-contract: this clone is shallow and has no release tag, so the specs are ` +
        `compared with ${ref}, the oldest commit it has, not with the last release. Fetch the ` +
        `history and tags (git fetch --unshallow --tags; actions/checkout: fetch-depth: 0) or ` +
        `pass --base.\n`,
    };
  }
}
