import { describe, expect, it } from 'vitest';
import type { SpecSet } from '../spec/spec-set.js';
import type { ChangeKind } from './spec-change.js';
import { diffSpecs } from './spec-diff.js';

type Doc = Record<string, unknown>;

const member = (properties: Doc, required: string[] = ['Username']) => ({
  type: 'object',
  properties,
  required,
});

// One GET with a JSON 200 and one PUT with a JSON body: every case edits a copy of this.
function spec(
  edit: (doc: Doc & { paths: Record<string, Record<string, Doc>> }) => void = () => {},
) {
  const doc = {
    openapi: '3.1.0',
    paths: {
      '/AdminApi/admin/account': {
        get: {
          operationId: 'getAccount',
          'x-transport': 'bearer-json',
          parameters: [{ name: 'org', in: 'query', required: false, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Member' } } },
            },
            '401': { description: 'no token' },
          },
        },
      },
      '/AdminApi/admin/feedback': {
        put: {
          operationId: 'sendFeedback',
          'x-transport': 'bearer-json',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: member(
                  { Feedback: { type: 'string' }, FeedbackType: { enum: ['idea', 'bug'] } },
                  ['Feedback'],
                ),
              },
            },
          },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    components: {
      schemas: {
        Member: member({
          Username: { type: 'string' },
          Email: { type: ['string', 'null'] },
          Role: { enum: ['admin', 'operator'] },
          Orgs: {
            type: 'array',
            items: { type: 'object', properties: { Number: { type: 'string' } } },
          },
        }),
      },
    },
  } as Doc & { paths: Record<string, Record<string, Doc>> };
  edit(doc);
  return doc;
}

const account = (doc: ReturnType<typeof spec>) => doc.paths['/AdminApi/admin/account']?.get as Doc;
const feedback = (doc: ReturnType<typeof spec>) =>
  doc.paths['/AdminApi/admin/feedback']?.put as Doc;
const memberSchema = (doc: ReturnType<typeof spec>) =>
  (doc.components as { schemas: { Member: { properties: Doc; required: string[] } } }).schemas
    .Member;
const feedbackSchema = (doc: ReturnType<typeof spec>) =>
  (
    feedback(doc).requestBody as {
      content: Record<string, { schema: { properties: Doc; required: string[] } }>;
    }
  ).content['application/json']?.schema as { properties: Doc; required: string[] };

const cases: Array<[string, (doc: ReturnType<typeof spec>) => void, ChangeKind, boolean]> = [
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
    'adding a required request field',
    (d) => {
      feedbackSchema(d).properties.Email = { type: 'string' };
      feedbackSchema(d).required.push('Email');
    },
    'request-field-added',
    true,
  ],
  [
    'adding an optional request field',
    (d) => {
      feedbackSchema(d).properties.Email = { type: 'string' };
    },
    'request-field-added',
    false,
  ],
  [
    'requiring an existing request field',
    (d) => {
      feedbackSchema(d).required.push('FeedbackType');
    },
    'request-field-required',
    true,
  ],
  [
    'retyping a request field',
    (d) => {
      feedbackSchema(d).properties.Feedback = { type: 'integer' };
    },
    'request-type-changed',
    true,
  ],
  [
    'widening a request field to integer or string',
    (d) => {
      feedbackSchema(d).properties.Feedback = { type: ['string', 'integer'] };
    },
    'request-type-changed',
    false,
  ],
  [
    'narrowing a request enum',
    (d) => {
      feedbackSchema(d).properties.FeedbackType = { enum: ['idea'] };
    },
    'request-enum-narrowed',
    true,
  ],
  [
    'widening a request enum',
    (d) => {
      feedbackSchema(d).properties.FeedbackType = { enum: ['idea', 'bug', 'praise'] };
    },
    'request-enum-widened',
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
    'adding a required query parameter',
    (d) => {
      (account(d).parameters as Doc[]).push({
        name: 'realm',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      });
    },
    'parameter-added',
    true,
  ],
  [
    'adding an optional query parameter',
    (d) => {
      (account(d).parameters as Doc[]).push({
        name: 'realm',
        in: 'query',
        schema: { type: 'string' },
      });
    },
    'parameter-added',
    false,
  ],
  [
    'requiring an optional parameter',
    (d) => {
      (account(d).parameters as Doc[])[0] = {
        name: 'org',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      };
    },
    'parameter-required',
    true,
  ],
  [
    'no longer reading a query parameter',
    (d) => {
      account(d).parameters = [];
    },
    'parameter-removed',
    false,
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

describe('diffSpecs classification', () => {
  it.each(cases)('%s is %s (breaking: %s)', (_title, edit, kind, breaking) => {
    const changes = diffSpecs({ 'admin-api': spec() }, { 'admin-api': spec(edit) });
    expect(changes).toContainEqual(expect.objectContaining({ kind, breaking, spec: 'admin-api' }));
    // One edit, one kind of change: nothing else is reported as breaking by accident.
    expect(changes.filter((c) => c.breaking && c.kind !== kind)).toEqual([]);
  });

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
