import { Validator } from '@cfworker/json-schema';
import { deref, isObject } from '../spec/json-pointer.js';
import type { ContractOperation, JsonSchema, ValidationResult } from './contract-source.js';

/**
 * Validates bodies against the schemas of one bundled spec document (JSON Schema 2020-12, as
 * OpenAPI 3.1 uses), with the same library and result shape as `@guestnet/sdk/spec`.
 *
 * @example
 * new SchemaValidator(doc).response(op, 200, body);
 */
export class SchemaValidator {
  private readonly validators = new Map<string, Validator>();
  private components: unknown;

  constructor(private readonly doc: Record<string, unknown>) {}

  /** Follows a schema's top-level `$ref` inside the document. */
  resolve(schema: JsonSchema): JsonSchema {
    const resolved = deref(this.doc, schema);
    return isObject(resolved) ? resolved : {};
  }

  /** Checks a response body against the schema declared for its status (then `4XX`, `default`). */
  response(op: ContractOperation, status: number, body: unknown): ValidationResult {
    const code = String(status);
    for (const wanted of [code, `${code[0]}XX`, 'DEFAULT']) {
      const matches = op.responses.filter((r) => r.status.toUpperCase() === wanted);
      if (matches.length === 0) continue;
      const nonJson = matches.find((r) => r.contentType && !r.contentType.includes('json'));
      const json = matches.find((r) => r.contentType?.includes('json'));
      const response = (typeof body === 'string' && nonJson) || json || matches[0];
      if (!response?.schema) {
        const empty = body === undefined || body === null || body === '';
        return empty ? { valid: true } : fail('content', `status ${status} has no body`);
      }
      return this.validate(
        `${op.operationId} ${response.status} ${response.contentType}`,
        response.schema,
        body,
      );
    }
    return fail('status', `status ${status} is not declared for ${op.operationId}`);
  }

  /** Checks a request body (for dbo, the whole `[accessToken, payload]` array) against its schema. */
  request(op: ContractOperation, body: unknown): ValidationResult {
    const schema = op.requestBody?.schema;
    if (!schema) return body === undefined ? { valid: true } : fail('body', 'takes no body');
    return this.validate(`${op.operationId} request`, schema, body);
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

const fail = (keyword: string, message: string): ValidationResult => ({
  valid: false,
  errors: [{ instancePath: '', keyword, message }],
});
