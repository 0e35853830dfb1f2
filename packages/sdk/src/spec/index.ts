// "@guestnet/sdk/spec": the bundled specs and validation against them, for the mocks and the
// contract runner. Kept out of "." so a browser bundle that does not import it never carries the
// specs or the validator.
export {
  getOperation,
  listOperations,
  type OperationInfo,
  resolveSchema,
} from './list-operations.js';
export { type JsonSchema, type SpecName, specs, type Transport } from './specs.js';
export { type ValidationResult, validateRequestBody, validateResponse } from './validate.js';
