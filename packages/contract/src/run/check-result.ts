/** Which call of an operation a check belongs to. */
export type CallKind =
  | 'positive'
  | 'generated'
  | 'no-token'
  | 'malformed-body'
  | 'unknown-id'
  | 'create'
  | 'read-created'
  | 'update'
  | 'delete'
  | 'read-deleted'
  | 'read-updated'
  | 'cleanup'
  | 'isolation'
  | 'isolation-read-back'
  | 'idempotent-replay'
  | 'idempotent-other-body'
  | 'replay'
  | 'agreement';

/**
 * The checks the runner makes on every answer (docs/decisions/contract-runner-checks.md):
 * `status`, `content-type`, `schema`, `no-cache`, `authorization-leak`, `error-shape`,
 * `dbo-error-field`, `dbo-error-status`, `refusal-code`, `org-scope` (the answer holds only the
 * asked org's records), `write-only` (no `writeOnly` field comes back), `read-back` (a write is
 * seen by the next read), `nothing-changed` (a refused write left the org as it was) and
 * `idempotency` (a replayed Idempotency-Key answers the same); across calls, `agreement` (the
 * Overview's figures are the reports' totals); and of a call, `answered` (in time)
 * and `sign-in` (the credentials of `--username` gave a token).
 */
export type CheckName =
  | 'answered'
  | 'sign-in'
  | 'refusal-code'
  | 'status'
  | 'content-type'
  | 'schema'
  | 'no-cache'
  | 'authorization-leak'
  | 'error-shape'
  | 'dbo-error-field'
  | 'dbo-error-status'
  | 'org-scope'
  | 'write-only'
  | 'read-back'
  | 'nothing-changed'
  | 'idempotency'
  | 'agreement';

/** The outcome of one check of one call. */
export interface CheckResult {
  call: CallKind;
  check: CheckName;
  passed: boolean;
  /** What was expected and what came, for a failure; what was checked, for a pass. */
  message: string;
  /** Reproduces the call (token masked unless asked), on failures. */
  curl?: string;
  /** The replay file written for a failure (`guestnet-contract replay FILE`). */
  replay?: string;
}
