// "@guestnet/sdk/spec": the bundled specs and validation against them, for the mocks and the
// contract runner; and the same listing and validation for any bundled OpenAPI document (the
// contract runner's `--spec FILE`). Kept out of "." so a browser bundle that does not import it
// never carries the specs or the validator. The folder is not called spec/, which names e2e
// journeys (`*.spec.ts`).
export { deref, isObject, jsonPointer } from './json-pointer.js';
export {
  getOperation,
  listOperations,
  resolveSchema,
  validatorOf,
} from './list-operations.js';
export {
  type JsonSchema,
  type OperationInfo,
  operationsOf,
  type Transport,
} from './operations-of.js';
export { SchemaValidator, type ValidationResult } from './schema-validator.js';
export { type SpecName, specNames, specs } from './specs.js';
export { validateRequestBody, validateResponse } from './validate.js';
