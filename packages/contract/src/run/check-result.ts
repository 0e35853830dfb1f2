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
  | 'cleanup';

/**
 * The checks the runner makes on every answer (docs/decisions/contract-runner-checks.md):
 * `status`, `content-type`, `schema`, `no-cache`, `authorization-leak`, `error-shape`,
 * `dbo-error-field`, `dbo-error-status` and `refusal-code`; and of a call, `answered` (in time)
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
  | 'dbo-error-status';

/** The outcome of one check of one call. */
export interface CheckResult {
  call: CallKind;
  check: CheckName;
  passed: boolean;
  /** What was expected and what came, for a failure; what was checked, for a pass. */
  message: string;
  /** Reproduces the call (token masked unless asked), on failures. */
  curl?: string;
}
