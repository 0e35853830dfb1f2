import { Validator } from '@cfworker/json-schema';
import { deref, isObject } from './json-pointer.js';
import type { JsonSchema, OperationInfo } from './operations-of.js';

/** The outcome of a validation: valid, or the JSON Schema errors with where they are. */
export type ValidationResult =
  | { valid: true }
  | { valid: false; errors: Array<{ instancePath: string; keyword: string; message: string }> };

/** An operation of any document, as {@link operationsOf} lists it. */
type AnyOperation = OperationInfo<string>;

const fail = (keyword: string, message: string): ValidationResult => ({
  valid: false,
  errors: [{ instancePath: '', keyword, message }],
});

const isEmpty = (body: unknown) => body === undefined || body === null || body === '';

// The declared response for a status: exact, then `4XX`-style ranges, then `default`. A string
// body may be a non-JSON representation (the HTML error page of ServerError).
function pickResponse(op: AnyOperation, status: number, body: unknown) {
  const code = String(status);
  for (const wanted of [code, `${code[0]}XX`, 'DEFAULT']) {
    const matches = op.responses.filter((r) => r.status.toUpperCase() === wanted);
    if (matches.length === 0) continue;
    const nonJson = matches.find((r) => r.contentType && !r.contentType.includes('json'));
    const json = matches.find((r) => r.contentType?.includes('json'));
    return (typeof body === 'string' && nonJson) || json || matches[0];
  }
  return undefined;
}

/**
 * Validates bodies against the schemas of one bundled OpenAPI 3.1 document (JSON Schema 2020-12),
 * for the operations {@link operationsOf} lists from it.
 *
 * @example
 * const validator = new SchemaValidator(doc);
 * validator.response(op, 200, await response.json()); // { valid: true } or the errors
 */
export class SchemaValidator {
  // @cfworker/json-schema interprets schemas (no eval or new Function), so it runs under a
  // Content-Security-Policy without 'unsafe-eval' in the mocks' browser worker and the console.
  private readonly validators = new Map<string, Validator>();
  private components: unknown;

  constructor(private readonly doc: Record<string, unknown>) {}

  /** Follows a schema's top-level `$ref` inside the document; throws when it points at nothing. */
  resolve(schema: JsonSchema): JsonSchema {
    const resolved = deref(this.doc, schema);
    if (resolved === undefined) throw new Error(`unresolved $ref ${String(schema.$ref)}`);
    return isObject(resolved) ? resolved : {};
  }

  /** Checks a response body against the schema declared for its status (then `4XX`, `default`). */
  response(op: AnyOperation, status: number, body: unknown): ValidationResult {
    const response = pickResponse(op, status, body);
    if (!response) return fail('status', `status ${status} is not declared for ${op.operationId}`);
    if (!response.schema) {
      return isEmpty(body) ? { valid: true } : fail('content', `status ${status} has no body`);
    }
    const key = `${op.operationId} ${response.status} ${response.contentType ?? ''}`;
    return this.validate(key, response.schema, body);
  }

  /**
   * Checks a request body (for dbo, the whole `[accessToken, payload]` array) against its schema;
   * an operation without one accepts only no body.
   */
  request(op: AnyOperation, body: unknown): ValidationResult {
    const { operationId, requestBody } = op;
    if (!requestBody) {
      return isEmpty(body) ? { valid: true } : fail('requestBody', `${operationId} takes no body`);
    }
    if (isEmpty(body)) {
      return requestBody.required
        ? fail('required', `${operationId} needs a body`)
        : { valid: true };
    }
    return this.validate(`${operationId} request`, requestBody.schema, body);
  }

  private validate(key: string, schema: JsonSchema, value: unknown): ValidationResult {
    let validator = this.validators.get(key);
    if (!validator) {
      // The components sit at the root's /components, so `#/components/...` refs resolve as is;
      // one copy per document, as the validator annotates what it reads.
      this.components ??= structuredClone(this.doc.components ?? {});
      const root = { ...structuredClone(schema), components: this.components };
      validator = new Validator(root as never, '2020-12', false);
      this.validators.set(key, validator);
    }
    const result = validator.validate(value);
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
}
