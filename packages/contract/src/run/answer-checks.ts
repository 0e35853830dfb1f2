import { isObject } from '@guestnet/sdk/spec';
import type { ApiRequest, ApiResponse } from './api-call.js';
import type { CallKind, CheckName, CheckResult } from './check-result.js';
import type { ContractOperation, ContractSource } from './contract-source.js';
import { answerOrgs, askedOrgs, type OrgTree } from './org-scope.js';

const sameKey = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const fieldOf = (record: Record<string, unknown>, key: string) =>
  record[Object.keys(record).find((k) => sameKey(k, key)) ?? key];

// The records an answer holds: an array, an `Items` page, or the record itself.
function recordsOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body)
    ? body
    : isObject(body) && Array.isArray(body.Items)
      ? body.Items
      : isObject(body)
        ? [body]
        : [];
  return list.filter(isObject);
}

// Write-only fields (`writeOnly: true` in the spec) anywhere in an answer, with a value.
function writeOnlyIn(body: unknown, names: ReadonlySet<string>, depth = 0): string[] {
  if (depth > 12 || !body || typeof body !== 'object' || names.size === 0) return [];
  if (Array.isArray(body)) return body.flatMap((item) => writeOnlyIn(item, names, depth + 1));
  return Object.entries(body).flatMap(([key, value]) => [
    ...(names.has(key) && value !== null && value !== '' ? [key] : []),
    ...writeOnlyIn(value, names, depth + 1),
  ]);
}

function readBackProblem(item: ReadBack, body: unknown): string | undefined {
  const record = recordsOf(body).find((r) => fieldOf(r, item.key) === item.id);
  const name = `${item.key} ${String(item.id)}`;
  if (item.absent)
    return record ? `${name} is still there after its delete answered success` : undefined;
  if (!record) return `${name} is missing from the answer`;
  const wrong = Object.entries(item.values ?? {}).filter(
    ([key, value]) => JSON.stringify(fieldOf(record, key)) !== JSON.stringify(value),
  );
  return wrong.length === 0
    ? undefined
    : wrong
        .map(
          ([key, value]) =>
            `${key} is ${JSON.stringify(fieldOf(record, key))}, the write set ${JSON.stringify(value)}`,
        )
        .join('; ');
}

/**
 * What a call is meant to provoke: success, or an error with one of these statuses; `code` is
 * the status the refusal itself must give (the body's `Code`, else the HTTP status). `item` is a
 * read-back: the answer (a record, an array or an `Items` page) must hold the record whose `key`
 * is `id` with these `values`, or must not hold it at all (`absent`).
 */
export type Expectation = (
  | { success: true }
  | { success: false; statuses: number[]; code?: number | number[] }
) & {
  item?: ReadBack;
  /** The caller's owner org (isolation): every org of the answer must be it or under it. */
  reach?: string;
};

/** A read-back after a write: the record that must (not) be there, and what it must hold. */
export interface ReadBack {
  key: string;
  id: unknown;
  absent?: boolean;
  values?: Record<string, unknown>;
}

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
  /** The request sent: the orgs it asked for are read from it. */
  request?: ApiRequest;
  /** What the run knows of the org tree, to tell an org under the asked one. */
  tree?: OrgTree;
}): Check[] {
  const { op, source, call, expect, response, token, request, tree } = args;
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
      const codes = Array.isArray(expect.code) ? expect.code : [expect.code];
      // docs/product/errors.md: a client takes the body's Code as the status, else the HTTP one. A dbo
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
        codes.includes(code as number),
        codes.includes(code as number)
          ? `${code}`
          : `expected the refusal's code ${codes.join(' or ')}, got ${got}`,
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

  // docs/decisions/contract-runner-tenants.md: an answer holds only the asked org's records (or
  // those of orgs under it), and a refusal holds none at all.
  const asked = request ? askedOrgs(op, request) : [];
  const found = answerOrgs(op, response.json);
  const under = (org: string, scope: string) => (tree ? tree.within(org, scope) : org === scope);
  if ((asked.length > 0 || expect.reach) && op.orgScope?.answer && response.status > 0) {
    const refused = !(response.status < 300 && !dboErrorOf(response.json));
    const reach = expect.reach;
    const foreign = refused
      ? found
      : found.filter(
          (org) =>
            (asked.length > 0 && !asked.some((a) => under(org, a))) ||
            (reach !== undefined && !under(org, reach)),
        );
    if (asked.length === 0 && reach) asked.push(`the reach of ${reach}`);
    const what = refused ? 'a refusal' : 'the answer';
    add(
      'org-scope',
      foreign.length === 0,
      foreign.length === 0
        ? `${what} holds no other org's records (asked ${asked.join(', ')})`
        : `asked for ${asked.join(', ')}, ${what} holds records of ${[...new Set(foreign)].join(', ')}`,
    );
  }

  const secrets = [...new Set(writeOnlyIn(response.json, source.writeOnlyFields(op)))];
  if (source.writeOnlyFields(op).size > 0 && response.json !== undefined) {
    add(
      'write-only',
      secrets.length === 0,
      secrets.length === 0
        ? 'no write-only field in the answer'
        : `the answer returns ${secrets.join(', ')}, declared writeOnly`,
    );
  }

  if (expect.item && response.status > 0) {
    const problem = readBackProblem(expect.item, response.json);
    add('read-back', !problem, problem ?? `${expect.item.key} ${String(expect.item.id)} read back`);
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
