import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAnswer, type Expectation } from './answer-checks.js';
import { type ApiRequest, type ApiResponse, sendRequest } from './api-call.js';
import type { CallKind, CheckResult } from './check-result.js';
import type { ContractOperation, ContractSource } from './contract-source.js';
import { OrgTree } from './org-scope.js';

/** Stands for the access token in a replay file; the replay signs in and puts a fresh one. */
export const TOKEN_MARK = '{{token}}';
/** Stands for the password in a replay file (a failed sign-in). */
export const PASSWORD_MARK = '{{password}}';

/** A failure written down so `guestnet-contract replay FILE` can send the call again. */
export interface ReplayFile {
  version: 1;
  operation: { spec: string; operationId: string };
  call: CallKind;
  /** Who called on which org (isolation): the identity to replay as. */
  label?: string;
  expect: Expectation;
  /** The request, with the token and password replaced by marks. */
  request: ApiRequest;
  seed: number;
  baseUrl: string;
  /** The org tree the org checks needed (org, parent). */
  tree: Array<[string, string | null]>;
  answer: { status: number; headers: Record<string, string>; body: string };
  failed: Array<{ check: string; message: string }>;
}

const mask = (text: string, token?: string, passwords: Array<string | undefined> = []) => {
  let out = text;
  if (token && token.length >= 4) out = out.replaceAll(token, TOKEN_MARK);
  for (const password of passwords)
    if (password && password.length >= 4) out = out.replaceAll(password, PASSWORD_MARK);
  return out;
};

/**
 * Writes the replay file of a failed call into `dir` and returns its path; the token (and the
 * password) never reach the file.
 *
 * @example
 * const path = writeReplay('contract-report/replays', 1, { op, call: 'positive', ... });
 */
export function writeReplay(
  dir: string,
  serial: number,
  failure: {
    op: ContractOperation;
    call: CallKind;
    expect: Expectation;
    request: ApiRequest;
    response: ApiResponse;
    seed: number;
    baseUrl: string;
    failed: Omit<CheckResult, 'curl'>[];
    token?: string | undefined;
    /** The run's password and the isolation identities': none reaches the file. */
    passwords?: Array<string | undefined>;
    label?: string;
    tree: Array<[string, string | null]>;
  },
): string {
  const { op, request, response, token, passwords } = failure;
  const hide = (text: string) => mask(text, token, passwords);
  const body =
    typeof request.body === 'string'
      ? hide(request.body)
      : request.body &&
        Object.fromEntries(
          Object.entries(request.body).map(([k, v]) => [k, typeof v === 'string' ? hide(v) : '']),
        );
  const file: ReplayFile = {
    version: 1,
    operation: { spec: op.spec, operationId: op.operationId },
    call: failure.call,
    ...(failure.label ? { label: failure.label } : {}),
    expect: failure.expect,
    request: {
      method: request.method,
      url: hide(request.url),
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, hide(v)])),
      ...(body === undefined ? {} : { body }),
    },
    seed: failure.seed,
    baseUrl: failure.baseUrl,
    tree: failure.tree,
    answer: {
      status: response.status,
      headers: Object.fromEntries([...response.headers].map(([k, v]) => [k, hide(v)])),
      body: hide(response.text),
    },
    failed: failure.failed.map((c) => ({ check: c.check, message: hide(c.message) })),
  };
  mkdirSync(dir, { recursive: true });
  const path = join(
    dir,
    `${String(serial).padStart(3, '0')}-${op.operationId}-${failure.call}.json`,
  );
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}

/** Reads a replay file, or says why it is not one. */
export function readReplay(path: string): ReplayFile {
  const file = JSON.parse(readFileSync(path, 'utf8')) as ReplayFile;
  if (file.version !== 1 || !file.operation || !file.request)
    throw new Error(`${path} is not a guestnet-contract replay file`);
  return file;
}

/** The verdict of one replay: the checks of the new answer, and whether the failure is back. */
export interface ReplayVerdict {
  reproduced: boolean;
  failed: Array<{ check: string; message: string }>;
  status: number;
}

/**
 * Sends a replay file's request again (against `baseUrl`, with a fresh `token`) and checks the
 * answer as the run did.
 *
 * @example
 * const verdict = await replayCall(readReplay(path), { source, token, fetch });
 */
export async function replayCall(
  file: ReplayFile,
  options: {
    source: ContractSource;
    token?: string | undefined;
    password?: string | undefined;
    baseUrl?: string | undefined;
    fetch: typeof globalThis.fetch;
    timeoutMs: number;
  },
): Promise<ReplayVerdict> {
  const op = options.source.operations.find(
    (o) => o.spec === file.operation.spec && o.operationId === file.operation.operationId,
  );
  if (!op) throw new Error(`${file.operation.operationId}: not in the specs`);
  const fill = (text: string) =>
    text
      .replaceAll(TOKEN_MARK, options.token ?? '')
      .replaceAll(PASSWORD_MARK, options.password ?? '');
  const rebase = (url: string) =>
    options.baseUrl && url.startsWith(file.baseUrl)
      ? `${options.baseUrl.replace(/\/$/, '')}/${url.slice(file.baseUrl.length).replace(/^\//, '')}`
      : url;
  const request: ApiRequest = {
    method: file.request.method,
    url: rebase(fill(file.request.url)),
    headers: Object.fromEntries(Object.entries(file.request.headers).map(([k, v]) => [k, fill(v)])),
    ...(typeof file.request.body === 'string'
      ? { body: fill(file.request.body) }
      : file.request.body
        ? { body: file.request.body }
        : {}),
  };
  let response: ApiResponse;
  try {
    response = await sendRequest(options.fetch, request, options.timeoutMs);
  } catch (error) {
    if ((error as Error).name !== 'NoAnswerError') throw error;
    const failed = [{ check: 'answered', message: (error as Error).message }];
    return { reproduced: file.failed.some((f) => f.check === 'answered'), failed, status: 0 };
  }
  const checks = checkAnswer({
    op,
    source: options.source,
    call: file.call,
    expect: file.expect,
    response,
    token: options.token,
    request,
    tree: new OrgTree(file.tree),
  });
  const failed = checks
    .filter((c) => !c.passed)
    .map((c) => ({ check: c.check, message: c.message }));
  const before = new Set(file.failed.map((f) => f.check));
  return { reproduced: failed.some((f) => before.has(f.check)), failed, status: response.status };
}
