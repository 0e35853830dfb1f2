import {
  type JsonSchema,
  type OperationInfo,
  operationsOf,
  SchemaValidator,
  specs,
  type ValidationResult,
} from '@guestnet/sdk/spec';
import { readSpecFiles, type SpecSet } from '../openapi/spec-set.js';

/** An operation the runner checks: the SDK's `OperationInfo`, from any spec name. */
export type ContractOperation = OperationInfo<string>;

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

// One listing and one validator per document, from `@guestnet/sdk/spec`, whatever the source.
function contractOf(documents: SpecSet): ContractSource {
  const validators = new Map(
    Object.entries(documents).map(([name, doc]) => [name, new SchemaValidator(doc)]),
  );
  const validatorOf = (op: ContractOperation) => {
    const validator = validators.get(op.spec);
    if (!validator) throw new Error(`No spec named ${op.spec}`);
    return validator;
  };
  return {
    operations: Object.entries(documents).flatMap(([name, doc]) => operationsOf(name, doc)),
    validateResponse: (op, status, body) => validatorOf(op).response(op, status, body),
    validateRequest: (op, body) => validatorOf(op).request(op, body),
    resolveSchema: (op, schema) => validatorOf(op).resolve(schema),
  };
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
  return contractOf(specs);
}

/**
 * The specs in the given files (`--spec FILE…`), bundled by the runner, so a team can check its
 * backend against its own copy of the specs.
 *
 * @example
 * const source = fileContract(['openapi/dbo.yaml']);
 */
export function fileContract(paths: string[]): ContractSource {
  return contractOf(readSpecFiles(paths));
}
