import { checkAnswer, type Expectation } from './answer-checks.js';
import { type ApiResponse, sendRequest } from './api-call.js';
import type { CallKind, CheckResult } from './check-result.js';
import type { ContractOperation } from './contract-source.js';
import { curlCommand } from './curl-command.js';
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

  constructor(
    readonly context: RequestContext,
    private readonly options: {
      fetch: typeof globalThis.fetch;
      timeoutMs: number;
      showToken: boolean;
      /** Masked in every curl command, whatever `showToken` says. */
      password?: string | undefined;
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

  /** Records why a call of an operation was not made. */
  note(op: ContractOperation, text: string): void {
    this.resultOf(op).notes.push(text);
  }

  /**
   * Sends one call and checks its answer; returns the answer, and whether every check passed.
   * Failures carry the curl command that reproduces them.
   */
  async call(
    op: ContractOperation,
    kind: CallKind,
    expect: Expectation,
    variant: RequestVariant = {},
  ): Promise<{ response: ApiResponse; passed: boolean }> {
    const request = buildRequest(op, this.context, variant);
    const response = await sendRequest(this.options.fetch, request, this.options.timeoutMs);
    const result = this.resultOf(op);
    result.ms += response.ms;
    const token = this.context.token;
    const checks = checkAnswer({
      op,
      source: this.context.source,
      call: kind,
      expect,
      response,
      token,
    });
    const curl = curlCommand(request, {
      token,
      showToken: this.options.showToken,
      password: this.options.password,
    });
    for (const check of checks) result.checks.push(check.passed ? check : { ...check, curl });
    return { response, passed: checks.every((c) => c.passed) };
  }
}
