import { describe, expect, it } from 'vitest';
import { operationsOf } from './operations-of.js';

// A document the SDK does not bundle: a team's own spec, as the contract runner reads it.
const doc = {
  openapi: '3.1.0',
  paths: {
    '/rooms/{roomId}': { $ref: '#/components/pathItems/Room' },
    '/health': { get: { responses: { '204': { description: 'Up' } } } },
  },
  components: {
    pathItems: {
      Room: {
        parameters: [{ $ref: '#/components/parameters/RoomId' }],
        get: {
          operationId: 'getRoom',
          'x-transport': 'anonymous-json',
          'x-cache': { static: true },
          tags: ['rooms'],
          summary: 'One room',
          parameters: [
            { name: 'expand', in: 'query', schema: { type: 'boolean' } },
            { name: 'q', in: 'query', schema: { type: 'string' }, example: 'silva' },
            {
              name: 'floor',
              in: 'query',
              schema: { type: 'integer' },
              examples: { top: { $ref: '#/components/examples/Floor' } },
            },
          ],
          responses: {
            '200': { $ref: '#/components/responses/Room' },
            default: { description: 'Error', content: { 'application/json': { schema: {} } } },
          },
        },
        put: {
          operationId: 'saveRoom',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Room' },
                examples: { one: { $ref: '#/components/examples/Room' } },
              },
            },
          },
          responses: { '204': { description: 'Saved' } },
        },
      },
    },
    parameters: {
      RoomId: { name: 'roomId', in: 'path', required: true, schema: { type: 'integer' } },
    },
    responses: {
      Room: {
        description: 'A room',
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/Room' }, example: { id: 1 } },
        },
      },
    },
    schemas: {
      Room: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    },
    examples: { Room: { value: { id: 7 } }, Floor: { value: 9 } },
  },
};

describe('operationsOf', () => {
  it('lists the operations of a document it does not bundle, with their refs resolved', () => {
    const [getRoom, saveRoom, health] = operationsOf('rooms-api', doc);
    expect(getRoom).toEqual({
      spec: 'rooms-api',
      operationId: 'getRoom',
      method: 'get',
      path: '/rooms/{roomId}',
      transport: 'anonymous-json',
      cache: { static: true },
      tags: ['rooms'],
      summary: 'One room',
      parameters: [
        { name: 'roomId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'expand', in: 'query', required: false, schema: { type: 'boolean' } },
        // A parameter's example is what a caller sends to find something: its own or its first named.
        { name: 'q', in: 'query', required: false, schema: { type: 'string' }, example: 'silva' },
        { name: 'floor', in: 'query', required: false, schema: { type: 'integer' }, example: 9 },
      ],
      responses: [
        {
          status: '200',
          contentType: 'application/json',
          schema: { $ref: '#/components/schemas/Room' },
          examples: [{ id: 1 }],
        },
        { status: 'default', contentType: 'application/json', schema: {}, examples: [] },
      ],
    });
    expect(saveRoom?.requestBody).toEqual({
      contentType: 'application/json',
      required: true,
      schema: { $ref: '#/components/schemas/Room' },
      examples: [{ id: 7 }],
    });
    expect(saveRoom?.parameters.map((p) => p.name)).toEqual(['roomId']);
    expect(health).toMatchObject({
      operationId: 'get /health',
      transport: 'bearer-json',
      responses: [{ status: '204', examples: [] }],
    });
  });

  it('names the spec and the ref when a ref points at nothing', () => {
    const broken = {
      paths: { '/x': { get: { parameters: [{ $ref: '#/components/parameters/Gone' }] } } },
    };
    expect(() => operationsOf('broken', broken)).toThrow(
      'broken: unresolved $ref #/components/parameters/Gone',
    );
  });
});
