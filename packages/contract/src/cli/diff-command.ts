import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type DiffFormat, type FailOn, failsOn, formatDiff } from '../diff/diff-report.js';
import { majorChangesets } from '../diff/major-changesets.js';
import { diffSpecs } from '../diff/spec-diff.js';
import { readBaseSpecs, readSpecFiles } from '../openapi/spec-set.js';
import { type CliIo, UsageError } from './cli-io.js';
import { releaseBase } from './release-base.js';

/** The usage line of `guestnet-contract diff`. */
export const DIFF_USAGE = `Usage: guestnet-contract diff [--base GIT_REF|FILE] [--specs DIR] [--fail-on breaking|any]
       [--format text|json|junit] [--output FILE] [--changesets DIR]

Compares the specs in --specs (default: openapi) with an earlier version and classifies each change.
Without --base: the last release tag, or the first commit while there is none.
With --changesets DIR: breaking changes pass when a pending changeset there announces a major
release of a @guestnet/ package.
`;

/**
 * Runs `guestnet-contract diff` and returns the exit code: 1 when a change fails the policy.
 *
 * @example
 * const code = diffCommand(['--base', 'v1.0.0', '--format', 'json'], processIo());
 */
export function diffCommand(args: string[], io: CliIo): number {
  const { values } = parseArgs({
    args,
    options: {
      base: { type: 'string' },
      specs: { type: 'string', default: 'openapi' },
      'fail-on': { type: 'string', default: 'breaking' },
      format: { type: 'string', default: 'text' },
      output: { type: 'string' },
      changesets: { type: 'string' },
    },
    strict: true,
  });
  const failOn = values['fail-on'];
  const format = values.format;
  if (failOn !== 'breaking' && failOn !== 'any')
    throw new UsageError('--fail-on is breaking or any');
  if (format !== 'text' && format !== 'json' && format !== 'junit') {
    throw new UsageError('--format is text, json or junit');
  }
  let base = values.base;
  if (base === undefined) {
    const release = releaseBase(io.cwd);
    if (release.warning) io.stderr(release.warning);
    base = release.ref;
  }
  const head = readSpecFiles([resolve(io.cwd, values.specs)]);
  let baseSpecs = readBaseSpecs(base, values.specs, io.cwd);
  // One file against one spec: compare them whatever their names (`--base released.yaml`).
  const [baseName, ...otherBase] = Object.keys(baseSpecs);
  const [headName, ...otherHead] = Object.keys(head);
  if (baseName && headName && !otherBase.length && !otherHead.length && baseName !== headName) {
    baseSpecs = { [headName]: baseSpecs[baseName] ?? {} };
  }
  const changes = diffSpecs(baseSpecs, head);
  const failing = changes.filter((c) => failsOn(c, failOn as FailOn));
  const majors = values.changesets ? majorChangesets(resolve(io.cwd, values.changesets)) : [];
  const accepted =
    failing.length > 0 && failOn === 'breaking' && majors.length > 0
      ? `Breaking changes accepted: a major release is announced by ${majors.join(', ')}.`
      : undefined;
  const report = formatDiff(changes, {
    format: format as DiffFormat,
    base,
    failOn: failOn as FailOn,
    ...(accepted ? { accepted } : {}),
  });
  if (values.output) {
    writeFileSync(resolve(io.cwd, values.output), report);
    io.stdout(
      formatDiff(changes, {
        format: 'text',
        base,
        failOn: failOn as FailOn,
        ...(accepted ? { accepted } : {}),
      }),
    );
  } else {
    io.stdout(report);
  }
  if (failing.length === 0 || accepted) return 0;
  const hint = values.changesets
    ? ' Add a changeset with a major bump (`pnpm changeset`) if the break is intended.'
    : '';
  io.stderr(`${failing.length} change(s) fail --fail-on ${failOn}.${hint}\n`);
  return 1;
}
