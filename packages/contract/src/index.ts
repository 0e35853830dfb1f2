/** The contract runner's version, printed by `guestnet-contract --version`. */
export const CONTRACT_RUNNER_VERSION = '0.1.0';

export { type CliIo, processIo } from './cli/cli-io.js';
export { main } from './cli/main.js';
export { type DiffFormat, type FailOn, formatDiff } from './diff/diff-report.js';
export { majorChangesets } from './diff/major-changesets.js';
export type { ChangeKind, SpecChange } from './diff/spec-change.js';
export { diffSpecs } from './diff/spec-diff.js';
export { bundleSpec, type SpecReader } from './spec/bundle-spec.js';
export {
  readBaseSpecs,
  readSpecFiles,
  readSpecsAtRevision,
  type SpecSet,
} from './spec/spec-set.js';
