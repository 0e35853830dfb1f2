import { describe, expect, it } from 'vitest';
import { operationsOf } from './operations-of.js';
import { SchemaValidator } from './schema-validator.js';

const doc = {
  openapi: '3.1.0',
  paths: {
    '/rooms': {
      post: {
        operationId: 'addRoom',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Room' } } },
        },
        responses: {
          '201': {
            description: 'Added',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Room' } } },
          },
          '4XX': {
            description: 'Refused',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
          },
          default: {
            description: 'Failed',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Room: {
        type: 'object',
        required: ['id', 'beds'],
        properties: { id: { type: 'integer' }, beds: { type: 'integer', minimum: 1 } },
      },
      Problem: {
        type: 'object',
        required: ['Message'],
        properties: { Message: { type: 'string' } },
      },
    },
  },
};
const [addRoom] = operationsOf('rooms-api', doc);
const op = addRoom as NonNullable<typeof addRoom>;
const validator = new SchemaValidator(doc);

describe('SchemaValidator', () => {
  it.each([
    ['a room on 201', 201, { id: 1, beds: 2 }, true],
    ['no beds on 201', 201, { id: 1, beds: 0 }, false],
    ['a problem on 409 (4XX)', 409, { Message: 'Taken' }, true],
    ['a room on 409 (4XX)', 409, { id: 1, beds: 2 }, false],
    ['an HTML page on 503 (default)', 503, '<html>down</html>', true],
    ['an object on 503 (default)', 503, { Message: 'down' }, false],
  ])('checks a response of a document it does not bundle: %s', (_case, status, body, valid) => {
    expect(validator.response(op, status, body).valid).toBe(valid);
  });

  it('says where a body breaks the schema', () => {
    expect(validator.response(op, 201, { id: 'one', beds: 1 })).toEqual({
      valid: false,
      errors: expect.arrayContaining([
        expect.objectContaining({ instancePath: '/id', keyword: 'type' }),
      ]),
    });
  });

  it.each([
    ['a room', { id: 1, beds: 1 }, true],
    ['no body for a required body', undefined, false],
    ['a room without beds', { id: 1 }, false],
  ])('checks a request body: %s', (_case, body, valid) => {
    expect(validator.request(op, body).valid).toBe(valid);
  });

  it('follows a top-level $ref, and refuses one that points at nothing', () => {
    expect(validator.resolve({ $ref: '#/components/schemas/Problem' })).toMatchObject({
      required: ['Message'],
    });
    expect(() => validator.resolve({ $ref: '#/components/schemas/Gone' })).toThrow(
      'unresolved $ref #/components/schemas/Gone',
    );
  });
});
