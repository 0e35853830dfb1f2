import { describe, expect, it } from 'vitest';
import {
  account,
  classifies,
  type DiffCase,
  type Doc,
  feedback,
  memberSchema,
  spec,
} from '../../test/spec-fixture.js';
import type { SpecSet } from '../openapi/spec-set.js';
import { diffSpecs } from './spec-diff.js';

// Paths, operations, transports, status codes and response bodies.
const cases: DiffCase[] = [
  ['removing a path', (d) => delete d.paths['/AdminApi/admin/feedback'], 'path-removed', true],
  [
    'removing one operation of a path',
    (d) => {
      d.paths['/AdminApi/admin/account'] = { post: account(d) };
    },
    'operation-removed',
    true,
  ],
  [
    'renaming an operationId',
    (d) => {
      account(d).operationId = 'readAccount';
    },
    'operation-id-changed',
    true,
  ],
  [
    'removing a response field',
    (d) => {
      delete memberSchema(d).properties.Email;
    },
    'response-field-removed',
    true,
  ],
  [
    'removing a field of an array item',
    (d) => {
      memberSchema(d).properties.Orgs = {
        type: 'array',
        items: { type: 'object', properties: {} },
      };
    },
    'response-field-removed',
    true,
  ],
  [
    'retyping a response field',
    (d) => {
      memberSchema(d).properties.Username = { type: 'integer' };
    },
    'response-type-changed',
    true,
  ],
  [
    'making a response field nullable',
    (d) => {
      memberSchema(d).properties.Username = { type: ['string', 'null'] };
    },
    'response-type-changed',
    true,
  ],
  [
    'making a response field non-null',
    (d) => {
      memberSchema(d).properties.Email = { type: 'string' };
    },
    'response-type-changed',
    false,
  ],
  [
    'making a required response field optional',
    (d) => {
      memberSchema(d).required = [];
    },
    'response-field-optional',
    true,
  ],
  [
    'adding a response field',
    (d) => {
      memberSchema(d).properties.Phone = { type: 'string' };
    },
    'response-field-added',
    false,
  ],
  [
    'adding a response enum value',
    (d) => {
      memberSchema(d).properties.Role = { enum: ['admin', 'operator', 'viewer'] };
    },
    'response-enum-changed',
    false,
  ],
  [
    'changing x-transport',
    (d) => {
      account(d)['x-transport'] = 'dbo';
    },
    'transport-changed',
    true,
  ],
  [
    'removing a status code',
    (d) => {
      delete (account(d).responses as Doc)['401'];
    },
    'status-removed',
    true,
  ],
  [
    'changing 200 to 201',
    (d) => {
      const responses = feedback(d).responses as Doc;
      responses['201'] = responses['200'];
      delete responses['200'];
    },
    'status-removed',
    true,
  ],
  [
    'adding a status code',
    (d) => {
      (account(d).responses as Doc)['404'] = { description: 'gone' };
    },
    'status-added',
    false,
  ],
  [
    'dropping a response content type',
    (d) => {
      (account(d).responses as Doc)['200'] = {
        description: 'ok',
        content: { 'text/plain': { schema: { type: 'string' } } },
      };
    },
    'content-type-removed',
    true,
  ],
  [
    'adding a path',
    (d) => {
      d.paths['/AdminApi/admin/logout'] = {
        post: { operationId: 'logout', responses: { '200': { description: 'ok' } } },
      };
    },
    'path-added',
    false,
  ],
  [
    'adding an operation to a path',
    (d) => {
      (d.paths['/AdminApi/admin/account'] as Doc).delete = {
        operationId: 'deleteAccount',
        responses: {},
      };
    },
    'operation-added',
    false,
  ],
];

describe('diffSpecs classification of operations and responses', () => {
  classifies(cases);
});

describe('diffSpecs', () => {
  it('reports no change between identical specs', () => {
    expect(diffSpecs({ 'admin-api': spec() }, { 'admin-api': spec() })).toEqual([]);
  });

  it('names the field and operation of a removed response field', () => {
    const head = spec((d) => delete memberSchema(d).properties.Email);
    const [change] = diffSpecs({ 'admin-api': spec() }, { 'admin-api': head });
    expect(change).toEqual({
      kind: 'response-field-removed',
      breaking: true,
      spec: 'admin-api',
      operation: 'GET /AdminApi/admin/account',
      location: 'response 200 application/json body.Email',
      message: 'response 200 application/json: field Email was removed from the response',
    });
  });

  it('reports a new spec once and a removed spec as breaking', () => {
    const base: SpecSet = { 'admin-api': spec() };
    const head: SpecSet = { dbo: spec() };
    const kinds = diffSpecs(base, head).map((c) => [c.spec, c.kind, c.breaking]);
    expect(kinds).toEqual([
      ['admin-api', 'spec-removed', true],
      ['dbo', 'spec-added', false],
    ]);
  });
});
