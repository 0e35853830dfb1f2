import { checkAnswer, type Expectation } from './answer-checks.js';
import { type ApiResponse, NoAnswerError, sendRequest } from './api-call.js';
import type { CallKind, CheckResult } from './check-result.js';
import type { ContractOperation } from './contract-source.js';
import { curlCommand } from './curl-command.js';
import { answerOrgs, OrgTree } from './org-scope.js';
import { writeReplay } from './replay-file.js';
import { buildRequest, type RequestContext, type RequestVariant } from './request-builder.js';

/** The outcome of one operation: every check of every call made for it. */
export interface OperationResult {
  operation: ContractOperation;
  checks: CheckResult[];
  /** Milliseconds spent waiting for the backend. */
  ms: number;
  /** Why a call was not made (a write without `--include-writes`, no credentials, ...). */
  notes: string[];
}

/** What a call that got no answer in time gives its caller: status 0, no headers, no body. */
const noAnswer = (ms: number): ApiResponse => ({
  status: 0,
  headers: new Headers(),
  text: '',
  json: undefined,
  ms,
});

/**
 * One run against a backend: sends calls, checks the answers and collects the results per
 * operation, in the order operations were first touched.
 *
 * @example
 * const session = new ContractSession(context, { fetch, timeoutMs: 30_000, showToken: false });
 * await session.call(op, 'positive', { success: true });
 */
export class ContractSession {
  readonly results = new Map<string, OperationResult>();
  /** The org tree as the answers showed it. */
  readonly tree = new OrgTree();
  /** The statuses each operation answered, for the coverage report. */
  readonly seen = new Map<string, Set<number>>();
  private replays = 0;
  // The passwords of the isolation identities: masked like the run's own.
  private readonly passwords = new Set<string>();
  // Operations that did not answer in time: their later calls are not sent, so one slow
  // endpoint costs the run one time limit, not one per call.
  private readonly silent = new Set<string>();

  constructor(
    readonly context: RequestContext,
    private readonly options: {
      fetch: typeof globalThis.fetch;
      timeoutMs: number;
      showToken: boolean;
      /** Masked in every curl command, whatever `showToken` says. */
      password?: string | undefined;
      /** Where a failure's replay file goes; none written without it. */
      replayDir?: string | undefined;
    },
  ) {}

  /** The result entry of an operation, created on first use. */
  resultOf(op: ContractOperation): OperationResult {
    let result = this.results.get(op.operationId);
    if (!result) {
      result = { operation: op, checks: [], ms: 0, notes: [] };
      this.results.set(op.operationId, result);
    }
    return result;
  }

  /** Records a check made outside {@link ContractSession.call} (the sign-in). */
  record(op: ContractOperation, check: CheckResult): void {
    this.resultOf(op).checks.push(check);
  }

  /** Masks another password (an isolation identity's) in every curl command and replay file. */
  maskPassword(password: string): void {
    if (password.length >= 4) this.passwords.add(password);
  }

  /** Records why a call of an operation was not made. */
  note(op: ContractOperation, text: string): void {
    this.resultOf(op).notes.push(text);
  }

  // The request of a call, the token it carries and its curl command (token and passwords masked).
  private prepare(op: ContractOperation, variant: RequestVariant) {
    const request = buildRequest(op, this.context, variant);
    // The token this call carries: masked in the curl command and the replay file.
    const token = typeof variant.token === 'string' ? variant.token : this.context.token;
    let curl = curlCommand(request, {
      token,
      showToken: this.options.showToken,
      password: this.options.password,
    });
    for (const password of this.passwords) curl = curl.replaceAll(password, '****');
    return { request, token, curl };
  }

  /**
   * Sends one call without checking its answer, for a check that compares several answers (the
   * report agreement): the answer, and the curl command that reproduces the call. Throws
   * `NoAnswerError` when none comes in time. The time spent counts to the operation.
   */
  async send(
    op: ContractOperation,
    variant: RequestVariant = {},
  ): Promise<{ response: ApiResponse; curl: string }> {
    const { request, curl } = this.prepare(op, variant);
    const response = await sendRequest(this.options.fetch, request, this.options.timeoutMs);
    this.resultOf(op).ms += response.ms;
    return { response, curl };
  }

  /**
   * Sends one call and checks its answer; returns the answer, and whether every check passed.
   * Failures carry the curl command that reproduces them. No answer in time is a failed
   * `answered` check of the operation (status 0 for the caller), and the run goes on.
   * `label` names who called on which org (isolation), ahead of every message.
   */
  async call(
    op: ContractOperation,
    kind: CallKind,
    expect: Expectation,
    variant: RequestVariant = {},
    label?: string,
  ): Promise<{ response: ApiResponse; passed: boolean }> {
    const result = this.resultOf(op);
    if (this.silent.has(op.operationId)) return { response: noAnswer(0), passed: false };
    const { request, token, curl } = this.prepare(op, variant);
    let response: ApiResponse;
    try {
      response = await sendRequest(this.options.fetch, request, this.options.timeoutMs);
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
      this.silent.add(op.operationId);
      result.ms += this.options.timeoutMs;
      result.checks.push({
        call: kind,
        check: 'answered',
        passed: false,
        message: error.message,
        curl,
      });
      result.notes.push('its later calls were not sent');
      return { response: noAnswer(this.options.timeoutMs), passed: false };
    }
    result.ms += response.ms;
    const statuses = this.seen.get(op.operationId) ?? new Set();
    this.seen.set(op.operationId, statuses.add(response.status));
    // The tree an answer shows (each node's parent) is learnt first: a list of the orgs under the
    // asked one names orgs the run has not seen yet. A backend that leaks another org's record
    // still fails, as that record's own parents are outside the asked org.
    if (response.status < 300) this.tree.learn(response.json);
    const checks = checkAnswer({
      op,
      source: this.context.source,
      call: kind,
      expect,
      response,
      token,
      request,
      tree: this.tree,
    }).map((check) => (label ? { ...check, message: `${label}: ${check.message}` } : check));
    const failed = checks.filter((c) => !c.passed);
    const replay =
      failed.length > 0 && this.options.replayDir
        ? writeReplay(this.options.replayDir, ++this.replays, {
            op,
            call: kind,
            expect,
            request,
            response,
            seed: this.context.seed,
            baseUrl: this.context.baseUrl,
            failed,
            token,
            passwords: [this.options.password, ...this.passwords],
            ...(label ? { label } : {}),
            tree: answerOrgs(op, response.json).flatMap((org) => [
              [org, this.tree.parents.get(org) ?? null] as [string, string | null],
              ...this.tree
                .ancestors(org)
                .map((a) => [a, this.tree.parents.get(a) ?? null] as [string, string | null]),
            ]),
          })
        : undefined;
    for (const check of checks)
      result.checks.push(check.passed ? check : { ...check, curl, ...(replay ? { replay } : {}) });
    return { response, passed: failed.length === 0 };
  }
}
