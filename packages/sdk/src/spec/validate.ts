import { Validator } from '@cfworker/json-schema';
import { getOperation, type OperationInfo } from './list-operations.js';
import { type JsonSchema, type SpecName, specs } from './specs.js';

/** The outcome of a validation: valid, or the JSON Schema errors with where they are. */
export type ValidationResult =
  | { valid: true }
  | { valid: false; errors: Array<{ instancePath: string; keyword: string; message: string }> };

type Json = Record<string, unknown>;

// @cfworker/json-schema interprets schemas (no eval or new Function), so it runs under a
// Content-Security-Policy without 'unsafe-eval' in the mocks' browser worker and the console.
const validators = new Map<string, Validator>();
const components = new Map<SpecName, unknown>();

function validatorFor(key: string, spec: SpecName, schema: JsonSchema): Validator {
  let validator = validators.get(key);
  if (!validator) {
    // The validator annotates the schemas it reads, so it gets its own copy of the components;
    // placed at /components of the root, the spec's `#/components/schemas/X` refs resolve as is.
    if (!components.has(spec)) components.set(spec, structuredClone(specs[spec].components ?? {}));
    const root = { ...structuredClone(schema), components: components.get(spec) };
    validator = new Validator(root as never, '2020-12', false);
    validators.set(key, validator);
  }
  return validator;
}

function run(key: string, spec: SpecName, schema: JsonSchema, value: unknown): ValidationResult {
  const result = validatorFor(key, spec, schema).validate(value);
  if (result.valid) return { valid: true };
  return {
    valid: false,
    errors: result.errors.map((e) => ({
      instancePath: e.instanceLocation.replace(/^#/, ''),
      keyword: e.keyword,
      message: e.error,
    })),
  };
}

const fail = (keyword: string, message: string): ValidationResult => ({
  valid: false,
  errors: [{ instancePath: '', keyword, message }],
});

const isEmpty = (body: unknown) => body === undefined || body === null || body === '';

function pickResponse(op: OperationInfo, status: number, body: unknown) {
  const code = String(status);
  const candidates = [code, `${code[0]}XX`, 'default'];
  for (const wanted of candidates) {
    const matches = op.responses.filter((r) => r.status.toUpperCase() === wanted);
    if (matches.length === 0) continue;
    // A string body may be a non-JSON representation (the HTML error page of ServerError).
    const nonJson = matches.find((r) => r.contentType && !r.contentType.includes('json'));
    const json = matches.find((r) => r.contentType?.includes('json'));
    return (typeof body === 'string' && nonJson) || json || matches[0];
  }
  return undefined;
}

/**
 * Checks a response body against the schema the spec declares for the operation and status
 * (exact status, then `4XX`-style ranges, then `default`).
 *
 * @example
 * const result = validateResponse('getAccount', 200, await response.json());
 * if (!result.valid) console.error(result.errors);
 */
export function validateResponse(
  operationId: string,
  status: number,
  body: unknown,
): ValidationResult {
  const op = getOperation(operationId);
  const response = pickResponse(op, status, body);
  if (!response) return fail('status', `status ${status} is not declared for ${operationId}`);
  if (!response.schema) {
    return isEmpty(body) ? { valid: true } : fail('content', `status ${status} has no body`);
  }
  const key = `${operationId} ${response.status} ${response.contentType ?? ''}`;
  return run(key, op.spec, response.schema, body);
}

/**
 * Checks a request body against the operation's request body schema; an operation without one
 * accepts only no body.
 *
 * @example
 * validateRequestBody('login', { Username: 'demo', Password: 'demo' }); // { valid: true }
 */
export function validateRequestBody(operationId: string, body: unknown): ValidationResult {
  const op = getOperation(operationId);
  if (!op.requestBody) {
    return isEmpty(body) ? { valid: true } : fail('requestBody', `${operationId} takes no body`);
  }
  if (isEmpty(body)) {
    return op.requestBody.required
      ? fail('required', `${operationId} needs a body`)
      : { valid: true };
  }
  return run(`${operationId} request`, op.spec, op.requestBody.schema as Json, body);
}
