import {
  type JsonSchema,
  listOperations,
  type OperationInfo,
  resolveSchema,
  type SpecName,
  type ValidationResult,
  validateRequestBody,
  validateResponse,
} from '@guestnet/sdk/spec';
import { readSpecFiles } from '../spec/spec-set.js';
import { operationsOf } from './operations-of.js';
import { SchemaValidator } from './schema-validator.js';

/** An operation the runner checks: the SDK's `OperationInfo`, from any spec name. */
export type ContractOperation = Omit<OperationInfo, 'spec'> & { spec: string };

export type { JsonSchema, ValidationResult };

/** The specs a run checks against: their operations, and validation of bodies against them. */
export interface ContractSource {
  operations: ContractOperation[];
  /** Validates a response body against the schema declared for the status and content type. */
  validateResponse(op: ContractOperation, status: number, body: unknown): ValidationResult;
  /** Validates a request body (for dbo, the whole `[accessToken, payload]` array) against the spec. */
  validateRequest(op: ContractOperation, body: unknown): ValidationResult;
  /** Follows a schema's top-level `$ref`. */
  resolveSchema(op: ContractOperation, schema: JsonSchema): JsonSchema;
}

/**
 * The specs bundled in `@guestnet/sdk/spec` (admin-api, authorization, dbo), the default of
 * `guestnet-contract run`.
 *
 * @example
 * const source = bundledContract();
 * source.operations.length; // every operation of the three specs
 */
export function bundledContract(): ContractSource {
  return {
    operations: listOperations(),
    validateResponse: (op, status, body) => validateResponse(op.operationId, status, body),
    validateRequest: (op, body) => validateRequestBody(op.operationId, body),
    resolveSchema: (op, schema) => resolveSchema(op.spec as SpecName, schema),
  };
}

/**
 * The specs in the given files (`--spec FILE…`), bundled and validated by the runner itself, so
 * a team can check its backend against its own copy of the specs.
 *
 * @example
 * const source = fileContract(['openapi/dbo.yaml']);
 */
export function fileContract(paths: string[]): ContractSource {
  const documents = readSpecFiles(paths);
  const validators = new Map<string, SchemaValidator>();
  const validatorOf = (spec: string) => {
    let validator = validators.get(spec);
    if (!validator) {
      validator = new SchemaValidator(documents[spec] ?? {});
      validators.set(spec, validator);
    }
    return validator;
  };
  return {
    operations: Object.entries(documents).flatMap(([name, doc]) => operationsOf(name, doc)),
    validateResponse: (op, status, body) => validatorOf(op.spec).response(op, status, body),
    validateRequest: (op, body) => validatorOf(op.spec).request(op, body),
    resolveSchema: (op, schema) => validatorOf(op.spec).resolve(schema),
  };
}
