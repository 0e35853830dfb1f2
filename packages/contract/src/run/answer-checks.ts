import { isObject } from '@guestnet/sdk/spec';
import type { ApiResponse } from './api-call.js';
import type { CallKind, CheckName, CheckResult } from './check-result.js';
import type { ContractOperation, ContractSource } from './contract-source.js';

/**
 * What a call is meant to provoke: success, or an error with one of these statuses; `code` is
 * the status the refusal itself must give (the body's `Code`, else the HTTP status).
 */
export type Expectation = { success: true } | { success: false; statuses: number[]; code?: number };

type Check = Omit<CheckResult, 'curl'>;

const isJsonType = (type: string | null | undefined) => !!type && /[/+]json\b/i.test(type);
const dboErrorOf = (body: unknown) =>
  isObject(body) && typeof body.Error === 'string' && body.Error !== '' ? body.Error : undefined;

function declared(op: ContractOperation, status: number) {
  const code = String(status);
  return op.responses.filter((r) => [code, `${code[0]}XX`].includes(r.status.toUpperCase()));
}

const WRAPPERS = new Set(['properties', 'items', 'prefixItems', '$ref', 'allOf', 'anyOf', 'oneOf']);

function schemaErrors(source: ContractSource, op: ContractOperation, response: ApiResponse) {
  const body = response.json ?? (response.text === '' ? undefined : response.text);
  const result = source.validateResponse(op, response.status, body);
  if (result.valid) return undefined;
  // Keep the leaf errors ("/Username must be string"), not the "a subschema had errors" above them.
  const leaves = result.errors.filter((e) => !WRAPPERS.has(e.keyword));
  return (leaves.length > 0 ? leaves : result.errors)
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

/**
 * Checks one answer of the backend against the spec and the `x-transport` rules
 * (docs/decisions/contract-runner-checks.md).
 *
 * @example
 * checkAnswer({ op, source, call: 'positive', expect: { success: true }, response, token });
 */
export function checkAnswer(args: {
  op: ContractOperation;
  source: ContractSource;
  call: CallKind;
  expect: Expectation;
  response: ApiResponse;
  token?: string | undefined;
}): Check[] {
  const { op, source, call, expect, response, token } = args;
  const checks: Check[] = [];
  const add = (check: CheckName, passed: boolean, message: string) =>
    checks.push({ call, check, passed, message });
  const { status, headers } = response;
  const type = headers.get('content-type');
  const dbo = op.transport === 'dbo';

  if (dbo && status >= 500) {
    add(
      'dbo-error-status',
      false,
      `answered HTTP ${status}; a dbo procedure reports errors as 200 with a non-empty Error`,
    );
  }

  if (expect.success) {
    const ok = dbo ? status === 200 : declared(op, status).length > 0 && status < 300;
    const wanted = op.responses.filter((r) => r.status.startsWith('2')).map((r) => r.status);
    if (!(dbo && status >= 500)) {
      const expected = `expected ${[...new Set(wanted)].join(' or ')}, got ${status}`;
      add('status', ok, ok ? `${status}` : expected);
    }
    if (dbo && status === 200) {
      const error = dboErrorOf(response.json);
      add('dbo-error-field', !error, error ? `the procedure answered Error: ${error}` : 'no Error');
    }
    if (ok) {
      const representations = declared(op, status);
      const jsonDeclared = representations.some((r) => isJsonType(r.contentType));
      if (jsonDeclared) {
        add(
          'content-type',
          isJsonType(type),
          isJsonType(type) ? `${type}` : `expected application/json, got ${type ?? 'none'}`,
        );
      } else if (representations.every((r) => !r.contentType)) {
        const empty = response.text === '';
        add(
          'content-type',
          empty,
          empty ? 'no body' : `status ${status} declares no body, got ${type ?? 'a body'}`,
        );
      }
      const errors = schemaErrors(source, op, response);
      add('schema', !errors, errors ?? 'the body matches the schema');
    }
  } else {
    const accepted = (dbo ? [200, ...expect.statuses] : expect.statuses).filter(
      (s) => declared(op, s).length > 0,
    );
    const ok = accepted.includes(status);
    const wanted =
      accepted.length > 0 ? accepted.join(' or ') : 'an error status the spec declares';
    // A dbo 5xx is already reported as dbo-error-status.
    if (!(dbo && status >= 500))
      add('status', ok, ok ? `${status}` : `expected ${wanted}, got ${status}`);
    if (dbo && status === 200) {
      const error = dboErrorOf(response.json);
      add(
        'dbo-error-field',
        !!error,
        error ? `Error: ${error}` : 'answered 200 without Error: the call was accepted',
      );
    }
    if (expect.code !== undefined && !(dbo && status >= 500)) {
      // SPEC.md §8: a client takes the body's Code as the status, else the HTTP one. A dbo
      // refusal is a 200 with Error, so only its Code tells "signed out" from "not found".
      const body = response.json;
      const bodyCode = isObject(body) && Number.isInteger(body.Code) ? body.Code : undefined;
      const code = bodyCode ?? status;
      const got =
        bodyCode !== undefined
          ? `Code ${bodyCode}`
          : `HTTP ${status}${dbo ? ' and no Code' : ''}${dboErrorOf(body) ? ` (Error: ${dboErrorOf(body)})` : ''}`;
      add(
        'refusal-code',
        code === expect.code,
        code === expect.code ? `${code}` : `expected the refusal's code ${expect.code}, got ${got}`,
      );
    }
    if (ok) {
      const representations = declared(op, status);
      const fits = representations.some(
        (r) =>
          !r.contentType ||
          (isJsonType(r.contentType) ? isJsonType(type) : r.contentType === type?.split(';')[0]),
      );
      const errors = fits
        ? schemaErrors(source, op, response)
        : /html/i.test(type ?? '')
          ? `an HTML page (${type}) instead of the declared JSON error body`
          : `expected ${representations.map((r) => r.contentType).join(' or ')}, got ${type ?? 'no content type'}`;
      add('error-shape', !errors, errors ?? 'the error body has the spec shape');
    }
  }

  // docs/decisions/contract-runner-checks.md: answers carry tokens and account data, so no cache
  // on the way may keep them.
  const cacheControl = headers.get('cache-control') ?? '';
  const noCache = /no-store|no-cache/i.test(cacheControl);
  add(
    'no-cache',
    noCache,
    noCache ? cacheControl : `Cache-Control is "${cacheControl}"; expected no-store or no-cache`,
  );

  const echoed =
    token && token.length >= 8
      ? [...headers].find(([, value]) => value.includes(token))
      : undefined;
  const leak = headers.has('authorization')
    ? 'the answer carries an Authorization header'
    : echoed
      ? `header ${echoed[0]} repeats the access token`
      : undefined;
  add('authorization-leak', !leak, leak ?? 'no credentials in the answer');
  return checks;
}
