export { type CliIo, processIo } from './cli/cli-io.js';
export { main } from './cli/main.js';
export { type DiffFormat, type FailOn, formatDiff } from './diff/diff-report.js';
export { majorChangesets } from './diff/major-changesets.js';
export type { ChangeKind, SpecChange } from './diff/spec-change.js';
export { diffSpecs } from './diff/spec-diff.js';
export { bundleSpec, type SpecReader } from './openapi/bundle-spec.js';
export {
  readBaseSpecs,
  readSpecFiles,
  readSpecsAtRevision,
  type SpecSet,
} from './openapi/spec-set.js';
export type { CallKind, CheckName, CheckResult } from './run/check-result.js';
export type { OperationResult } from './run/contract-session.js';
export {
  bundledContract,
  type ContractOperation,
  type ContractSource,
  fileContract,
} from './run/contract-source.js';
export { AGREEMENT_MAX_CALLS, AGREEMENT_OPERATIONS } from './run/report-agreement.js';
export { type RunOptions, type RunResult, runContract } from './run/run-contract.js';
export { formatRunJunit, formatRunTable } from './run/run-report.js';
export { CONTRACT_RUNNER_VERSION } from './version.js';
