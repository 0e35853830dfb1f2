import { getOperation, validatorOf } from './list-operations.js';
import type { ValidationResult } from './schema-validator.js';

/**
 * Checks a response body against the schema a bundled spec declares for the operation and
 * status (exact status, then `4XX`-style ranges, then `default`).
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
  return validatorOf(op.spec).response(op, status, body);
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
  return validatorOf(op.spec).request(op, body);
}
