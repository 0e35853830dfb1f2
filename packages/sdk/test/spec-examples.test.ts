import { describe, expect, it } from 'vitest';
import { listOperations } from '../src/openapi/list-operations.js';
import { validateRequestBody, validateResponse } from '../src/openapi/validate.js';

// Every example in the specs is what the docs show and what the mocks may serve: each must be
// valid against its own schema.
const ops = listOperations();

describe('spec examples', () => {
  it.each(ops.map((op) => [op.operationId, op] as const))('are valid for %s', (_id, op) => {
    expect(
      op.requestBody === undefined || op.requestBody.examples.length > 0,
      'request example',
    ).toBe(true);
    for (const example of op.requestBody?.examples ?? []) {
      expect(validateRequestBody(op.operationId, example)).toEqual({ valid: true });
    }
    for (const response of op.responses) {
      if (response.status.startsWith('2') && response.schema) {
        expect(response.examples.length, `${response.status} example`).toBeGreaterThan(0);
      }
      if (response.contentType === 'multipart/form-data') continue;
      for (const example of response.examples) {
        expect(validateResponse(op.operationId, Number(response.status), example)).toEqual({
          valid: true,
        });
      }
    }
  });
});
