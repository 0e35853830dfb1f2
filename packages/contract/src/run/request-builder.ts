import { isObject } from '@guestnet/sdk/spec';
import type { ApiRequest } from './api-call.js';
import type { ContractOperation, ContractSource } from './contract-source.js';
import { sampleValue } from './sample-value.js';

/** What every request of a run shares. */
export interface RequestContext {
  baseUrl: string;
  token?: string | undefined;
  /** The organization to run against (`--org`); the specs' examples otherwise. */
  org?: string | undefined;
  /** Picks among several examples, and the values of the generated inputs. */
  seed: number;
  source: ContractSource;
}

/** How one request differs from the operation's default positive call. */
export interface RequestVariant {
  /** `null` sends no token at all. */
  token?: string | null;
  /** The JSON body, or for dbo the payload after the token. */
  payload?: unknown;
  /** Values of path and query parameters. */
  params?: Record<string, string>;
  /** Sent as is instead of a JSON body (the malformed-body call). */
  rawBody?: string;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
}

// A tiny PNG: uploads need a file, and an image is what the images operations take.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const isOrgField = (name: string) => /^org(number)?$/i.test(name);

/**
 * The payload of an operation's positive call: one of the spec's request examples (for dbo, the
 * item after the token), else a generated minimal valid value; its org number set to `--org`.
 *
 * @example
 * defaultPayload(getOperation('getDevice'), context); // { OrgNumber: 'GN-1042', Id: 1 }
 */
export function defaultPayload(op: ContractOperation, context: RequestContext): unknown {
  const body = op.requestBody;
  if (!body) return undefined;
  const examples = body.examples.filter((e) => e !== undefined);
  const resolve = (schema: Record<string, unknown>) => context.source.resolveSchema(op, schema);
  let value = structuredClone(
    examples.length > 0
      ? examples[context.seed % examples.length]
      : sampleValue(body.schema, resolve),
  );
  if (op.transport === 'dbo') value = Array.isArray(value) ? value[1] : value;
  if (context.org && isObject(value)) {
    for (const key of Object.keys(value).filter(isOrgField)) value[key] = context.org;
  }
  return value;
}

function parameterValue(op: ContractOperation, context: RequestContext, name: string) {
  const parameter = op.parameters.find((p) => p.name === name);
  if (context.org && isOrgField(name)) return context.org;
  // The spec's example finds something (`q: silva` finds guests); a made-up value may not.
  const example = parameter?.example;
  if (example !== undefined && example !== null) return String(example);
  const schema = parameter?.schema ?? {};
  const value = sampleValue(schema, (s) => context.source.resolveSchema(op, s));
  return String(value ?? '');
}

/**
 * Builds the HTTP request of one call the way the operation's `x-transport` says: bearer-json
 * and anonymous-json send JSON with no-cache headers (and the bearer token); dbo posts
 * `[accessToken, payload]` with no Authorization header.
 *
 * @example
 * const request = buildRequest(op, context, { token: null }); // the no-token call
 */
export function buildRequest(
  op: ContractOperation,
  context: RequestContext,
  variant: RequestVariant = {},
): ApiRequest {
  const token = variant.token === null ? undefined : (variant.token ?? context.token);
  const values = (name: string) => variant.params?.[name] ?? parameterValue(op, context, name);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values(name)),
  );
  const url = new URL(
    path.replace(/^\//, ''),
    context.baseUrl.endsWith('/') ? context.baseUrl : `${context.baseUrl}/`,
  );
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    // Optional ones only when the call asks (the generated input of a read).
    if (!parameter.required && variant.params?.[parameter.name] === undefined) continue;
    url.searchParams.set(parameter.name, values(parameter.name));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  if (op.transport === 'bearer-json' && token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, variant.headers);
  const request: ApiRequest = { method: op.method.toUpperCase(), url: url.href, headers };
  if (variant.rawBody !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = variant.rawBody;
    return request;
  }
  if (!op.requestBody) return request;
  const payload = variant.payload !== undefined ? variant.payload : defaultPayload(op, context);
  if (op.requestBody.contentType.startsWith('multipart/')) {
    const fields: Record<string, string | Blob> = {};
    for (const [name, value] of Object.entries(isObject(payload) ? payload : {})) {
      fields[name] = name === 'file' ? new Blob([PNG], { type: 'image/png' }) : String(value);
    }
    request.body = fields;
    return request;
  }
  headers['Content-Type'] = 'application/json';
  // docs/product/calls.md "dbo": the JSON-stringified token, then the payload, in one array.
  request.body = JSON.stringify(op.transport === 'dbo' ? [token ?? '', payload] : payload);
  return request;
}
