import { type OperationInfo, resolveSchema, validateRequestBody } from '@guestnet/sdk/spec';
import { fitsNumber, fitsString } from '../faker/fake-primitive.js';
import type { JsonSchema } from '../faker/json-schema.js';
import { parseMultipart } from './images/multipart.js';

/** A request read the way its operation's `x-transport` says. */
export interface ReadRequest {
  /** The JSON body (for dbo, the whole `[accessToken, payload]` array). */
  body: unknown;
  /** What the caller sent: the dbo payload, else the body. */
  payload: unknown;
  /** The access token: the bearer header, or the first item of a dbo body. */
  token: string | null;
  query: URLSearchParams;
}

async function readBody(op: OperationInfo, request: Request): Promise<unknown> {
  if (!op.requestBody) return undefined;
  if (op.requestBody.contentType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(request.headers.get('content-type') ?? '')?.[1];
    if (!boundary) throw new Error('a multipart body needs its boundary');
    return parseMultipart(new Uint8Array(await request.arrayBuffer()), boundary);
  }
  const text = await request.text();
  return text === '' ? undefined : JSON.parse(text);
}

function checkParameters(
  op: OperationInfo,
  params: Record<string, string>,
  query: URLSearchParams,
) {
  for (const parameter of op.parameters) {
    const value = parameter.in === 'path' ? params[parameter.name] : query.get(parameter.name);
    if (value === undefined || value === null) {
      if (parameter.required && parameter.in !== 'header') return `${parameter.name} is required`;
      continue;
    }
    // A `$ref`'d schema (the org number of every `{orgNumber}` route) is checked like an inline one.
    const schema = resolveSchema(op.spec, parameter.schema) as JsonSchema;
    const fits =
      schema.type === 'integer' || schema.type === 'number'
        ? /^-?\d+(\.\d+)?$/.test(value) &&
          fitsNumber(Number(value), schema, schema.type === 'integer')
        : schema.type !== 'string' || fitsString(value, schema);
    if (!fits) return `${parameter.name} does not match its schema`;
  }
  return undefined;
}

/**
 * Reads a request for an operation and checks it against the spec: a body that is not JSON, a
 * body that breaks the request schema or a missing or malformed parameter gives a `problem`
 * (answered with the spec's 400 shape after the token check, never a crash).
 */
export async function readRequest(
  op: OperationInfo,
  request: Request,
  params: Record<string, string>,
): Promise<ReadRequest & { problem?: string }> {
  const query = new URL(request.url).searchParams;
  let body: unknown;
  try {
    body = await readBody(op, request);
  } catch {
    // A bearer token still stands in its header: the caller is known, only the body is bad (400).
    return {
      ...tokenAndPayload(op, request, undefined, query),
      problem: 'the body is not valid JSON',
    };
  }
  const read = tokenAndPayload(op, request, body, query);
  const parameterProblem = checkParameters(op, params, query);
  if (parameterProblem) return { ...read, problem: parameterProblem };
  if (op.requestBody && !op.requestBody.contentType.startsWith('multipart/')) {
    const result = validateRequestBody(op.operationId, body);
    if (!result.valid) {
      const first = result.errors[0];
      return {
        ...read,
        problem: `${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`,
      };
    }
  }
  return read;
}

function tokenAndPayload(
  op: OperationInfo,
  request: Request,
  body: unknown,
  query: URLSearchParams,
): ReadRequest {
  if (op.transport === 'dbo') {
    const [token, payload] = Array.isArray(body) ? body : [];
    return { body, payload, token: typeof token === 'string' ? token : null, query };
  }
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? null;
  return { body, payload: body, token, query };
}
